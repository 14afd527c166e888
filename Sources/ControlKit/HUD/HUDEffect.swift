/// Something the front-end must do after a ``HUDState`` handled an event.
///
/// Effects are data.
/// Within one reduction they come in this order: ``displayedContentChanged(_:)`` first (the net
/// change), then for each instant handled (caught-up deadlines, then the event) the phase effects
/// (animations, ``shown``, ``hidden``), spinner effects and announcements, and the timer effect
/// last (the net change).
public enum HUDEffect: Hashable, Sendable {
  /// The content to draw changed (a new title re-lays out the same HUD; see ``HUDLayout``).
  /// While hiding, the last content stays so the box never blanks as it fades.
  case displayedContentChanged(HUDContent)
  /// Start animating in over `duration`, from whatever is on screen now (a hide being reversed
  /// starts from its current opacity).
  case beginShowAnimation(duration: Duration)
  /// Start animating out over `duration`, from whatever is on screen now.
  case beginHideAnimation(duration: Duration)
  /// The HUD is fully on screen.
  case shown
  /// The HUD has left the screen. Not sent when the HUD never appeared (every task ended during
  /// the grace period): there is nothing to take down. Unlike MBProgressHUD, whose completion
  /// fires even then.
  case hidden
  /// Start the spinner's animation (the HUD can be seen and shows a spinner).
  case startSpinner
  /// Stop the spinner's animation (the HUD can no longer be seen, or no longer shows a spinner).
  case stopSpinner
  /// Ask the screen reader to speak `text` (once per show; see ``HUDState``).
  case announce(String)
  /// Cancel the work of the task holding the token (its Swift `Task`, its `Progress`): the
  /// user pressed Cancel, or the owner cancelled it. The token has already ended.
  case cancelTask(HUDToken)
  /// Play a status haptic (``HUDState/playsStatusHaptics``): sent with a success or error
  /// status as it appears.
  case playHaptic(HUDHaptic)
  /// Read every followed fraction now and send what changed (``HUDEvent/taskFollowsProgress(_:at:)``;
  /// a finished or cancelled one ends its task).
  case sampleProgress
  /// Run a one-shot timer at `at`, replacing any timer already scheduled, and answer with
  /// ``HUDEvent/timerFired(at:)``.
  case scheduleTimer(at: ControlInstant)
  /// Cancel the scheduled timer.
  case cancelTimer
}
