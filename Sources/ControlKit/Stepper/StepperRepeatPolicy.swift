/// When a held button repeats.
///
/// A press steps once at once; after the pointer's initial delay the step repeats every
/// ``interval``, then faster according to ``acceleration``. The delays follow react-aria: a mouse
/// waits 400 ms, a touch 600 ms (a touch may still become a scroll); the interval is the article's
/// 150 ms timer. Keyboard presses never start a timer: the platform's key repeat sends presses.
public struct StepperRepeatPolicy: Hashable, Sendable {
  /// Default wait before a held mouse button repeats: 400 ms (react-aria).
  public static let defaultMouseInitialDelay: Duration = .milliseconds(400)
  /// Default wait before a held touch repeats: 600 ms (react-aria).
  public static let defaultTouchInitialDelay: Duration = .milliseconds(600)
  /// Default interval between repeats: 150 ms, the article's `Timer` interval.
  public static let defaultInterval: Duration = .milliseconds(150)

  /// Whether holding repeats at all (UIStepper's `autorepeat`).
  public var isEnabled: Bool
  /// Wait before a held mouse button repeats (≥ 0).
  public var mouseInitialDelay: Duration
  /// Wait before a held touch repeats (≥ 0).
  public var touchInitialDelay: Duration
  /// Interval between repeats before acceleration (> 0).
  public var interval: Duration
  /// The speed-up after a number of repeats, or nil for a constant pace.
  public var acceleration: StepperAcceleration?

  /// Creates a policy.
  ///
  /// ``StepperConfiguration``'s initialiser validates it (positive interval, no negative delay).
  public init(
    isEnabled: Bool = true,
    mouseInitialDelay: Duration = StepperRepeatPolicy.defaultMouseInitialDelay,
    touchInitialDelay: Duration = StepperRepeatPolicy.defaultTouchInitialDelay,
    interval: Duration = StepperRepeatPolicy.defaultInterval,
    acceleration: StepperAcceleration? = .default
  ) {
    self.isEnabled = isEnabled
    self.mouseInitialDelay = mouseInitialDelay
    self.touchInitialDelay = touchInitialDelay
    self.interval = interval
    self.acceleration = acceleration
  }

  /// The defaults: 400 ms mouse, 600 ms touch, every 150 ms, faster after 10 repeats.
  public static let `default` = StepperRepeatPolicy()

  /// The wait before repeating for `pointer`, or nil when that pointer never repeats.
  public func initialDelay(for pointer: StepperPointerKind) -> Duration? {
    guard isEnabled else { return nil }
    switch pointer {
    case .mouse: return mouseInitialDelay
    case .touch: return touchInitialDelay
    case .keyboard: return nil
    }
  }

  /// The wait after repeat number `repeatCount` (1 for the first repeat) before the next one.
  public func interval(afterRepeat repeatCount: Int) -> Duration {
    if let acceleration, repeatCount >= acceleration.afterRepeats { return acceleration.interval }
    return interval
  }

  /// How many steps repeat number `repeatCount` (1 for the first repeat) moves.
  public func stepMultiplier(forRepeat repeatCount: Int) -> Int64 {
    if let acceleration, repeatCount > acceleration.afterRepeats {
      return acceleration.stepMultiplier
    }
    return 1
  }
}
