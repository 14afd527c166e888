/// Host work that an effect asks for; ``ControlSession`` turns each into a ``ControlHost`` call.
///
/// Everything else an effect says (a value changed, an interaction ended, a controlled-mode
/// intent) is only reported, to the front-end's and the app's callbacks.
public enum RuntimeAction: Hashable, Sendable {
  /// Run the control's one timer at this deadline, replacing a pending one.
  case scheduleTimer(at: ControlInstant)
  /// Cancel the pending timer, if any.
  case cancelTimer
  /// Have the screen reader speak this text.
  case announce(String)
  /// The user pushed against a limit: give this feedback (the shake itself is presentation
  /// state; the host plays what it has: haptics, the bell).
  case limitFeedback(RangeLimit, LimitFeedback)
}
