/// A stepper's complete state: value, configuration, mode, enabled flag, editing text and hold.
///
/// Change it only through ``reduce(_:into:)``; read what to show from the presentation properties
/// (``displayText``, ``isIncrementEnabled``...), which are computed from this state.
///
/// ```swift
/// var stepper = StepperState(value: 1, configuration: try StepperConfiguration(minimum: 1))
/// var effects: [StepperEffect] = []
/// stepper.reduce(.incrementPressed(pointer: .touch, at: .milliseconds(0)), into: &effects)
/// // stepper.value == 2; effects: valueChanged(1 → 2, .button), scheduleTimer(at: t=600ms)
/// ```
///
/// Invariants: in self-managed mode `value` lies in `minimum...maximum`; `value` always has exactly
/// `configuration.fractionDigits` fraction digits; a timer is pending only during a hold.
public struct StepperState: Hashable, Sendable {
  /// The current value (in controlled mode: the value the owner last provided).
  public internal(set) var value: FixedDecimal
  /// The rules; change them with ``StepperEvent/configurationChanged(_:at:)``.
  public internal(set) var configuration: StepperConfiguration
  /// Whether the stepper manages its value or reports intents to an owner.
  public internal(set) var mode: StepperMode
  /// Whether the whole control accepts input.
  public internal(set) var isEnabled: Bool
  /// The field's text while editing (normalised: ASCII digits), nil when not editing.
  public internal(set) var editingText: String?
  /// The button being held, if any.
  public internal(set) var hold: StepperHold?
  /// When the running limit shake started (the instant of the event that hit the limit), nil
  /// when the stepper rests; see ``presentation(at:)``.
  public internal(set) var shakeStartedAt: ControlInstant?
  /// Whether motion is reduced (the system's Reduce Motion, GTK's `gtk-enable-animations` off):
  /// a limit then gives its other feedback (the bell or haptic, the announcement, the disabled
  /// look) without the shake, as the HUD zooms no more and the arc jumps.
  public internal(set) var reducesMotion: Bool
  /// The value the app last set, before clamping.
  ///
  /// A configuration change re-clamps it, so the
  /// order of setting value and configuration does not matter. Any user change clears it.
  var requestedValue: FixedDecimal?
  /// Whether the editing text changed since editing began or was last committed.
  var hasUncommittedText: Bool
  /// Controlled mode: the value just proposed within the current reduction.
  ///
  /// Later steps of the same event start from it (the owner has not answered yet). Nil between
  /// events.
  var proposedValue: FixedDecimal?
  /// Whether the current reduction reported a limit whose feedback shakes; false between events.
  ///
  /// ``reduce(_:into:)`` then starts the shake at the event's instant. A flag rather than a
  /// look through the event's effects afterwards: the button event is the hottest path
  /// (issue 21).
  var limitShakeRequested: Bool

  /// Creates a stepper showing `value` clamped to `configuration` (in controlled mode: as given,
  /// rounded to the fraction digits).
  public init(
    value: FixedDecimal = 0,
    configuration: StepperConfiguration = .default,
    mode: StepperMode = .selfManaged,
    isEnabled: Bool = true,
    reducesMotion: Bool = false
  ) {
    self.configuration = configuration
    self.mode = mode
    self.isEnabled = isEnabled
    self.value = 0
    editingText = nil
    hold = nil
    shakeStartedAt = nil
    requestedValue = value
    hasUncommittedText = false
    proposedValue = nil
    limitShakeRequested = false
    self.reducesMotion = reducesMotion
    self.value = admitted(value)
  }

  /// Repeats in the current hold (0 when not holding).
  public var repeatCount: Int { hold?.repeatCount ?? 0 }

  /// When the pending repeat timer is due; nil means no timer should be running.
  public var pendingTimerDeadline: ControlInstant? { hold?.deadline }

  /// Whether the text field is being edited.
  public var isEditing: Bool { editingText != nil }

  /// `candidate` as this state may hold it: rounded to the fraction digits, and clamped to the
  /// range in self-managed mode.
  func admitted(_ candidate: FixedDecimal) -> FixedDecimal {
    let rounded = candidate.rounded(toScale: configuration.scale)
    guard mode == .selfManaged else { return rounded }
    return min(max(rounded, configuration.minimum), configuration.maximum)
  }
}
