/// The whole state of an arc stepper: its configuration, step, bounds, interaction and animation.
///
/// Change it only through ``reduce(_:)``, which returns the effects to carry out.
///
/// ```swift
/// var state = ArcStepperState(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
/// let effects = state.reduce(.keyPressed(.up, at: .zero))
/// // state.currentStep == 6; effects start with .valueChanged(old: 5, new: 6, source: .keyboard)
/// ```
public struct ArcStepperState: Hashable, Sendable {
  /// The configuration in force.
  public internal(set) var configuration: ArcStepperConfiguration
  /// The current step, always in `0...configuration.stepCount`.
  public internal(set) var currentStep: Int
  /// The control's bounds, in its own coordinate space.
  ///
  /// Until they have an area (``ArcStepperEvent/boundsChanged(_:at:)`` or the initialiser), no
  /// press can be placed on the ring: each press is ignored and reported as
  /// ``ArcStepperEffect/pointerIgnoredWithoutBounds(_:)``, never silently.
  public internal(set) var bounds: Rect
  /// Whether the control reacts to the user.
  public internal(set) var isEnabled: Bool
  /// Whether the control has keyboard focus.
  public internal(set) var isFocused: Bool
  /// Whether changes jump instead of animating (the system's reduce-motion setting).
  public internal(set) var reducesMotion: Bool
  /// The progress animation in flight, or `nil` when the arc rests at ``fraction``.
  public internal(set) var animation: ArcAnimation?
  /// The writing direction the ring is laid out in: right to left mirrors it (see
  /// ``ArcGeometry``), for drawing and for placing presses alike.
  ///
  /// Front-ends pass their platform's (``ArcStepperEvent/directionChanged(_:at:)``): GTK's
  /// `gtk_widget_get_direction`, UIKit's `effectiveUserInterfaceLayoutDirection`, SwiftUI's
  /// `\.layoutDirection`.
  public internal(set) var direction: WritingDirection
  var drag: ArcStepperDrag?

  /// Creates a state at the configuration's initial step (clamped), laid out in `direction`.
  public init(
    configuration: ArcStepperConfiguration = .article, bounds: Rect = .zero,
    isEnabled: Bool = true, reducesMotion: Bool = false,
    direction: WritingDirection = .leftToRight
  ) {
    self.configuration = configuration
    self.currentStep = min(configuration.stepCount, max(0, configuration.initialStep))
    self.bounds = bounds
    self.isEnabled = isEnabled
    self.isFocused = false
    self.reducesMotion = reducesMotion
    self.animation = nil
    self.direction = direction
    self.drag = nil
  }

  /// Creates a state at `currentStep` (clamped to `0...stepCount`), whatever the
  /// configuration's ``ArcStepperConfiguration/initialStep``.
  ///
  /// ```swift
  /// let volume = ArcStepperState(currentStep: 7, bounds: Rect(x: 0, y: 0, width: 100, height: 100))
  /// volume.labelText  // "7/10"
  /// ```
  public init(
    currentStep: Int, configuration: ArcStepperConfiguration = .article, bounds: Rect = .zero,
    isEnabled: Bool = true, reducesMotion: Bool = false,
    direction: WritingDirection = .leftToRight
  ) {
    self.init(
      configuration: configuration, bounds: bounds, isEnabled: isEnabled,
      reducesMotion: reducesMotion, direction: direction)
    self.currentStep = min(configuration.stepCount, max(0, currentStep))
  }

  /// Whether the bounds have an area, so presses can be placed on the ring.
  public var hasBounds: Bool { bounds.width > 0 && bounds.height > 0 }

  /// The number of steps.
  public var stepCount: Int { configuration.stepCount }

  /// The target fraction of the arc, `currentStep / stepCount`.
  public var fraction: Double { Double(currentStep) / Double(configuration.stepCount) }

  /// Whether a pointer is dragging on the ring.
  public var isDragging: Bool { drag != nil }

  /// The ring for the current bounds, in ``direction``.
  public var geometry: ArcGeometry {
    ArcGeometry(bounds: bounds, configuration: configuration, direction: direction)
  }

  /// The label text, such as the article's `"5/10"`.
  ///
  /// The ``ArcStepperLabelFormat/fraction`` format writes both numbers in the configuration's
  /// ``ArcStepperConfiguration/numberSymbols`` (digits and grouping); a custom format writes what
  /// it writes.
  public var labelText: String {
    guard configuration.numberSymbols.isPlain else {
      return Self.labelText(
        step: currentStep, count: configuration.stepCount, format: configuration.labelFormat,
        symbols: configuration.numberSymbols)
    }
    return configuration.labelFormat.text(step: currentStep, count: configuration.stepCount)
  }

  /// ``labelText`` in symbols other than the plain ones (kept out of line: the plain label is
  /// on every layout's path).
  @inline(never)
  static func labelText(
    step: Int, count: Int, format: ArcStepperLabelFormat, symbols: NumberSymbols
  ) -> String {
    guard format == .fraction else { return format.text(step: step, count: count) }
    return symbols.integerText(step) + "/" + symbols.integerText(count)
  }

  /// The fraction on screen at `instant`: the animation's, or ``fraction`` at rest.
  public func presentedFraction(at instant: ControlInstant) -> Double {
    animation?.presentedFraction(at: instant) ?? fraction
  }

  /// The step nearest to `fraction` of the arc.
  public func nearestStep(toFraction fraction: Double) -> Int {
    let count = configuration.stepCount
    let scaled = (ArcGeometry.clampFraction(fraction) * Double(count)).rounded()
    return min(count, max(0, Int(scaled)))
  }
}
