/// Something the front-end or the app must do after an event.
///
/// Effects are data; the core performs
/// none of them. Button events produce only effects without strings or allocations.
public enum StepperEffect: Hashable, Sendable {
  /// The value changed from `old` to `new` because of `source`.
  case valueChanged(old: FixedDecimal, new: FixedDecimal, source: StepperChangeSource)
  /// The user pushed against a limit; give `feedback` (shake, haptic, bell).
  case limitReached(RangeLimit, feedback: LimitFeedback)
  /// The text field started editing (the front-end shows the editing text).
  case editingBegan
  /// The text field stopped editing.
  case editingEnded
  /// A whole interaction (a hold, an edit, a key, a wheel notch, an accessibility action) ended
  /// with `value`: apps that must not send a request per repeat listen to this one.
  case interactionEnded(value: FixedDecimal)
  /// Run the stepper's one repeat timer so that it fires at `at`, replacing any pending one;
  /// answer with ``StepperEvent/repeatTimerFired(at:)``.
  case scheduleTimer(at: ControlInstant)
  /// Cancel the pending repeat timer, if any.
  case cancelTimer
  /// Ask the screen reader to speak.
  case announce(StepperAnnouncement)
  /// The proposed text was refused; the previous text stays in the field.
  case textRejected
  /// Controlled mode: the user asked for `steps` steps up.
  case increaseRequested(steps: Int64, source: StepperChangeSource)
  /// Controlled mode: the user asked for `steps` steps down.
  case decreaseRequested(steps: Int64, source: StepperChangeSource)
  /// Controlled mode: the user asked for a specific value (Home, End).
  case valueRequested(FixedDecimal, source: StepperChangeSource)
  /// Controlled mode: the user committed `text`, which reads as `parsed`.
  case commitRequested(text: String, parsed: ParsedNumber)
  /// Controlled mode, right after each intent above: the value the self-managed rules would
  /// have produced (stepped on the grid, clamped, snapped, empty text as the minimum), and what
  /// asked for it. An owner that agrees answers with
  /// ``StepperEvent/ownerProvidedValue(_:at:)`` of this value; an invalid commit proposes nothing.
  case valueProposed(FixedDecimal, source: StepperChangeSource)
}
