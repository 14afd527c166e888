#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Combine
public import ControlKit
public import SwiftUI

/// The testable part of ``ArcStepperView``, which owns the arc stepper's ``ControlSession``.
///
/// It maps drags, keys, VoiceOver and the binding to core events, and value changes back to
/// the binding. The view only draws the state and the presentation.
///
/// Animation starts from what is on screen: a new step (from the binding, a key, VoiceOver)
/// animates from the fraction presented at that instant, even mid-animation, and jumps when
/// reduce motion is on. Both are the core's rules; the driver only feeds instants.
///
/// ```swift
/// let host = VirtualHost()
/// let driver = ArcStepperDriver(step: 5, count: 10, host: host)
/// driver.boundsChanged(CGSize(width: 100, height: 100))
/// driver.keyPressed(.up)                    // step 6; the arc animates over 200 ms
/// host.advance(by: .milliseconds(100))      // driver.presentation.fraction is between
/// ```
@MainActor
public final class ArcStepperDriver: ObservableObject {
  /// Counts the redraws the session asked for; publishing it tells SwiftUI to read the view
  /// again (and gives tests a handle on redraws).
  @Published public private(set) var revision = 0
  /// Called with each step the user chose: the view writes it to its binding.
  public var onStepChanged: (@MainActor (Int) -> Void)?
  /// How many limit feedbacks with haptics were asked for: the view's `sensoryFeedback` trigger.
  public private(set) var limitFeedbackCount = 0

  let session: ControlSession<ArcStepperState>
  private let host: any ControlHost
  private var isPointerDown = false

  /// Creates a driver at `step` of `count` (a count the core refuses becomes the default 10).
  ///
  /// - Parameters:
  ///   - step: the step shown first (the configuration's `initialStep`).
  ///   - count: how many steps the ring has; it replaces the configuration's step count.
  ///   - configuration: the look and behaviour (the article's by default).
  ///   - host: the platform; nil makes a ``TaskHost``. Tests pass a virtual clock.
  public init(
    step: Int, count: Int, configuration: ArcStepperConfiguration = .article,
    host: (any ControlHost)? = nil
  ) {
    var configuration = configuration
    if count != configuration.stepCount,
      let counted = try? ArcStepperConfiguration(
        stepCount: count, trackColor: configuration.trackColor,
        progressColor: configuration.progressColor, labelColor: configuration.labelColor,
        fontSize: configuration.fontSize, lineWidth: configuration.lineWidth,
        lineCap: configuration.lineCap, radiusFactor: configuration.radiusFactor,
        startAngle: configuration.startAngle, sweep: configuration.sweep,
        innerRadiusFactor: configuration.innerRadiusFactor,
        touchSlop: configuration.touchSlop,
        durationPerFullSweep: configuration.durationPerFullSweep,
        easing: configuration.easing, labelFormat: configuration.labelFormat,
        limitFeedback: configuration.limitFeedback)
    {
      configuration = counted
    }
    configuration.initialStep = step
    let base = host ?? TaskHost()
    self.host = base
    session = ControlSession(ArcStepperState(configuration: configuration), at: base.now)
    session.onRender = { [weak self] in self?.revision += 1 }
    session.onLimitFeedback = { [weak self] feedback, _ in
      if feedback.contains(.haptic) { self?.limitFeedbackCount += 1 }
    }
    session.onEffect = { [weak self] effect in
      if case .valueChanged(_, let new, let source) = effect, source != .programmatic {
        self?.onStepChanged?(new)
      }
    }
    self.host.drive(session)
  }

  /// The arc stepper's state.
  public var coreState: ArcStepperState { session.state }
  /// What is on screen now: the arc's presented fraction.
  public var presentation: ArcStepperPresentation { session.presentation }

  /// The view was laid out at `size`.
  public func boundsChanged(_ size: CGSize) {
    let bounds = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    guard bounds != coreState.bounds else { return }
    session.send(.boundsChanged(bounds, at: host.now))
  }

  /// A finger or the mouse is at `location` (in the view's coordinates): the first call of a
  /// drag presses, later ones move.
  public func pointerChanged(to location: CGPoint) {
    let point = Point(x: Double(location.x), y: Double(location.y))
    if isPointerDown {
      session.send(.pointerMoved(point, at: host.now))
    } else {
      isPointerDown = true
      session.send(.pointerPressed(point, at: host.now))
    }
  }

  /// The finger or mouse lifted at `location`.
  public func pointerReleased(at location: CGPoint) {
    isPointerDown = false
    session.send(
      .pointerReleased(Point(x: Double(location.x), y: Double(location.y)), at: host.now))
  }

  /// The system took the pointer away.
  public func pointerCancelled() {
    guard isPointerDown else { return }
    isPointerDown = false
    session.send(.pointerCancelled(at: host.now))
  }

  /// A hardware key while focused.
  public func keyPressed(_ key: ArcStepperKey) {
    session.send(.keyPressed(key, at: host.now))
  }

  /// VoiceOver's swipe up or down.
  public func adjust(_ direction: AccessibilityAdjustmentDirection) {
    switch direction {
    case .increment: session.send(.accessibilityIncremented(at: host.now))
    case .decrement: session.send(.accessibilityDecremented(at: host.now))
    @unknown default: break
    }
  }

  /// The app's binding holds `step`: animate to it from what is on screen.
  public func stepProvided(_ step: Int) {
    guard step != coreState.currentStep else { return }
    session.send(.stepSetProgrammatically(step, at: host.now))
    if coreState.currentStep != step { onStepChanged?(coreState.currentStep) }
  }

  /// The system's reduce-motion setting changed.
  public func reduceMotionChanged(_ reduces: Bool) {
    guard reduces != coreState.reducesMotion else { return }
    session.send(.reduceMotionChanged(reduces, at: host.now))
  }

  /// SwiftUI's `isEnabled` changed.
  public func setEnabled(_ enabled: Bool) {
    guard enabled != coreState.isEnabled else { return }
    session.send(.enabledChanged(enabled, at: host.now))
  }

  /// Keyboard focus came or went.
  public func focusChanged(_ focused: Bool) {
    guard focused != coreState.isFocused else { return }
    session.send(.focusChanged(focused, at: host.now))
  }
}
#endif
