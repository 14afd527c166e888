/// Everything that shapes an arc stepper: its range, colours, font, arc and timing.
///
/// Defaults are the article's CircleStepper (10 steps at step 5, a 26-point label, an arc from 135°
/// clockwise to 45°), with the article's width-only radius fixed to use the shorter side of the
/// bounds. Colours default to the theme's ``ArcStepperPalette``, whose contrast meets WCAG in
/// both themes; the article's black track and 75 % white progress are kept as
/// ``articleTrackColor`` and ``articleProgressColor`` for anyone who wants them.
///
/// ```swift
/// var configuration = try ArcStepperConfiguration(stepCount: 12)
/// configuration.fontSize = 20
/// let state = ArcStepperState(configuration: configuration)
/// ```
public struct ArcStepperConfiguration: Hashable, Sendable {
  /// The article's default step count.
  public static let defaultStepCount = 10
  /// The article's default current step.
  public static let defaultInitialStep = 5
  /// The largest step count accepted: a ring cannot show more distinct steps than it has pixels,
  /// and the bound keeps `fraction × count` far from integer overflow.
  public static let maximumStepCount = 1_000_000
  /// The article's label font size, in points.
  public static let defaultFontSize = 26.0
  /// The article's track colour (`bgColor`): black (1.23:1 against a dark background, so it is
  /// not the default; see ``ArcStepperPalette``).
  public static let articleTrackColor = RGBA.black
  /// The article's progress colour (`fgColor`): white at 75 % opacity.
  public static let articleProgressColor = RGBA.white.withAlpha(0.75)
  /// The ring's line width in points (the article's `CIRLE_STEPPER_LINE_WIDTH` is not shown; 8
  /// points reads well at the 26-point label size).
  public static let defaultLineWidth = 8.0
  /// The line cap: butt, the default of the article's `CAShapeLayer`.
  public static let defaultLineCap = LineCap.butt
  /// The ring's radius as a share of the shorter side of the bounds (the article's 0.4).
  public static let defaultRadiusFactor = 0.4
  /// Where step 0 sits: 135° (down-left), in radians, clockwise from 3 o'clock.
  public static let defaultStartAngle = Polar.radians(degrees: 135)
  /// How far the arc runs clockwise: 270°, in radians, leaving a 90° gap at the bottom.
  public static let defaultSweep = Polar.radians(degrees: 270)
  /// Presses closer to the centre than this share of the radius are ignored: the angle there is
  /// unstable and the label sits there.
  public static let defaultInnerRadiusFactor = 0.5
  /// How far beyond the stroke's outer edge a press still counts, in points.
  ///
  /// Together with the 8-point stroke and the dead zone inside, a finger (about 44 points, Apple's
  /// minimum touch size) centred near the ring always lands on it.
  public static let defaultTouchSlop = 18.0
  /// How long the progress takes to travel the whole arc.
  ///
  /// Shorter moves take proportionally less: 200 ms per step at the default 10 steps, close to
  /// UIKit's 250 ms standard. The article meant `|Δ| × 4 s` but stored `|Δ|` in an `int`, so its
  /// duration was 0 for every change short of the full ring.
  public static let defaultDurationPerFullSweep = Duration.seconds(2)

  /// The number of steps; the value runs over `0...stepCount`.
  public private(set) var stepCount: Int
  /// The step a new state starts at, clamped to `0...stepCount`.
  public var initialStep: Int
  /// The full-arc track colour; `nil` takes the theme's (see ``ArcStepperPalette``).
  public var trackColor: RGBA?
  /// The progress arc colour; `nil` takes the theme's accent (see ``ArcStepperPalette``).
  public var progressColor: RGBA?
  /// The label colour; `nil` takes the theme's (see ``ArcStepperPalette``).
  public var labelColor: RGBA?
  /// The label font size, in points.
  public var fontSize: Double
  /// The ring's line width, in points.
  public var lineWidth: Double
  /// How the arc's ends are drawn.
  public var lineCap: LineCap
  /// The ring's radius as a share of the shorter side of the bounds.
  public var radiusFactor: Double
  /// The angle of step 0, in radians, clockwise from 3 o'clock.
  public var startAngle: Double
  /// The clockwise extent of the arc, in radians, in `(0, 2π]`.
  public private(set) var sweep: Double
  /// Presses inside this share of the radius are ignored.
  public var innerRadiusFactor: Double
  /// How far outside the stroke a press still counts, in points.
  public var touchSlop: Double
  /// The duration of an animation across the whole arc.
  public var durationPerFullSweep: Duration
  /// The animation's timing curve.
  public var easing: ArcEasing
  /// Formats the centre label.
  public var labelFormat: ArcStepperLabelFormat
  /// What the front-end does when the user pushes against an end (as the stepper's).
  public var limitFeedback: LimitFeedback
  /// The language of the spoken value and limit words (English by default).
  public var language: ControlLanguage
  /// The digits and grouping of the ``ArcStepperLabelFormat/fraction`` label and the spoken value.
  ///
  /// "٥/١٠" in `ar_EG`; their prefix and suffix are not used. ``NumberSymbols/plain`` by default;
  /// the UIKit and SwiftUI front-ends set the user's locale's.
  public var numberSymbols: NumberSymbols

  /// Creates a configuration, rejecting a step count outside `1...maximumStepCount` or a sweep
  /// outside `(0, 2π]`.
  public init(
    stepCount: Int = defaultStepCount, initialStep: Int = defaultInitialStep,
    trackColor: RGBA? = nil, progressColor: RGBA? = nil,
    labelColor: RGBA? = nil, fontSize: Double = defaultFontSize,
    lineWidth: Double = defaultLineWidth, lineCap: LineCap = defaultLineCap,
    radiusFactor: Double = defaultRadiusFactor, startAngle: Double = defaultStartAngle,
    sweep: Double = defaultSweep, innerRadiusFactor: Double = defaultInnerRadiusFactor,
    touchSlop: Double = defaultTouchSlop,
    durationPerFullSweep: Duration = defaultDurationPerFullSweep,
    easing: ArcEasing = .easeInOut, labelFormat: ArcStepperLabelFormat = .fraction,
    limitFeedback: LimitFeedback = .standard, language: ControlLanguage = .english,
    numberSymbols: NumberSymbols = .plain
  ) throws(ArcStepperConfigurationError) {
    guard (1...Self.maximumStepCount).contains(stepCount) else {
      throw .stepCountOutOfRange(stepCount)
    }
    guard sweep.isFinite, sweep > 0, sweep <= 2 * Double.pi else {
      throw .sweepOutOfRange(sweep)
    }
    self.stepCount = stepCount
    self.initialStep = initialStep
    self.trackColor = trackColor
    self.progressColor = progressColor
    self.labelColor = labelColor
    self.fontSize = fontSize
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.radiusFactor = radiusFactor
    self.startAngle = startAngle
    self.sweep = sweep
    self.innerRadiusFactor = innerRadiusFactor
    self.touchSlop = touchSlop
    self.durationPerFullSweep = durationPerFullSweep
    self.easing = easing
    self.labelFormat = labelFormat
    self.limitFeedback = limitFeedback
    self.language = language
    self.numberSymbols = numberSymbols
  }

  /// The article's configuration: every default.
  public static let article = ArcStepperConfiguration()

  /// Creates the default configuration (which cannot fail).
  public init() {
    stepCount = Self.defaultStepCount
    initialStep = Self.defaultInitialStep
    trackColor = nil
    progressColor = nil
    labelColor = nil
    fontSize = Self.defaultFontSize
    lineWidth = Self.defaultLineWidth
    lineCap = Self.defaultLineCap
    radiusFactor = Self.defaultRadiusFactor
    startAngle = Self.defaultStartAngle
    sweep = Self.defaultSweep
    innerRadiusFactor = Self.defaultInnerRadiusFactor
    touchSlop = Self.defaultTouchSlop
    durationPerFullSweep = Self.defaultDurationPerFullSweep
    easing = .easeInOut
    labelFormat = .fraction
    limitFeedback = .standard
    language = .english
    numberSymbols = .plain
  }

  /// This configuration with `stepCount` steps (everything else kept), for properties that
  /// arrive one at a time (Interface Builder's `stepCount`).
  ///
  /// - Throws: ``ArcStepperConfigurationError/stepCountOutOfRange(_:)`` outside
  ///   `1...maximumStepCount`.
  public func replacingStepCount(_ stepCount: Int) throws(ArcStepperConfigurationError)
    -> ArcStepperConfiguration
  {
    guard (1...Self.maximumStepCount).contains(stepCount) else {
      throw .stepCountOutOfRange(stepCount)
    }
    var copy = self
    copy.stepCount = stepCount
    return copy
  }
}
