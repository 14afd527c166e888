/// Something that happened to a HUD, stamped with the instant it happened.
///
/// Events are named after what happened; the front-end sends them and carries out the returned
/// ``HUDEffect``s. Before handling an event at instant `t`, the state first runs every timer
/// deadline at or before `t` (in order), so a late or missing ``timerFired(at:)`` never changes the
/// outcome.
public enum HUDEvent: Hashable, Sendable {
  /// A task started and wants the HUD with `content`. Beginning an already running token only
  /// updates its content. A new task also cancels a pending delayed dismiss.
  case taskBegan(HUDToken, HUDContent, at: ControlInstant)
  /// A running task changed what it shows (its title or progress). Unknown tokens are ignored.
  case contentChanged(HUDToken, HUDContent, at: ControlInstant)
  /// A task finished. The HUD hides once no task is running and no status is up, respecting the
  /// minimum show time. Unknown or already ended tokens are ignored.
  case taskEnded(HUDToken, at: ControlInstant)
  /// A success / error / info (or text) message was posted. It appears at once (no grace period:
  /// it is the result the user waits for) and stays for ``HUDStatusDuration/duration(for:)`` of its
  /// title, from this instant. A new status replaces an older one and cancels a pending delayed
  /// dismiss.
  case statusPosted(HUDContent, at: ControlInstant)
  /// The owner asked to dismiss everything (every task and status) `after` a delay; `.zero`
  /// dismisses now. The minimum show time still applies. A later task or status cancels it.
  case dismissRequested(after: Duration, at: ControlInstant)
  /// The owner withdrew a pending delayed dismiss.
  case dismissCancelled(at: ControlInstant)
  /// The timer the state asked for (``HUDEffect/scheduleTimer(at:)``) fired.
  case timerFired(at: ControlInstant)
  /// The HUD's view left its window (or was hidden by its owner): it disappears at once without
  /// animation, the spinner stops. Tasks keep running in the books.
  case removedFromWindow(at: ControlInstant)
  /// The HUD's view joined a window again; if tasks are running it appears after the grace period.
  case addedToWindow(at: ControlInstant)
  /// The user pressed the Cancel button (or Esc, or VoiceOver's escape gesture) while it was
  /// shown: the task it belongs to (``HUDState/cancellableToken``) ends at once and
  /// ``HUDEffect/cancelTask(_:)`` asks for its work to be cancelled; other tasks are untouched.
  /// Ignored when no Cancel button is shown.
  case cancelPressed(at: ControlInstant)
  /// The owner cancelled a running task (its `Progress` was cancelled, say): it ends at once,
  /// as with ``cancelPressed(at:)``. Unknown tokens are ignored.
  case taskCancelled(HUDToken, at: ControlInstant)
  /// The running task holding the token follows a fraction the HUD cannot observe (a Foundation
  /// `Progress`): while it runs, ``HUDEffect/sampleProgress`` asks for it to be read every
  /// ``HUDTiming/progressSampling``, on the host's clock (``HUDDriver/follow(_:content:)`` reads
  /// its ``HUDProgressSource``). Unknown tokens are ignored.
  case taskFollowsProgress(HUDToken, at: ControlInstant)
  /// The owner switched status haptics on or off (``HUDState/playsStatusHaptics``).
  case statusHapticsChanged(Bool, at: ControlInstant)
  /// The system's Reduce Motion setting changed: while on, a zoom only fades
  /// (``HUDState/reducesMotion``).
  case reduceMotionChanged(Bool, at: ControlInstant)
  /// The owner chose another touch policy.
  case touchPolicyChanged(HUDTouchPolicy, at: ControlInstant)
  /// The front-end put a frame drawn for `at` on screen: a fade that has reached its end
  /// finishes (the fade's end is also a timer deadline, so ``timerFired(at:)`` finishes it too).
  case frameShown(at: ControlInstant)

  /// The instant the event happened.
  public var instant: ControlInstant {
    switch self {
    case .taskBegan(_, _, let at), .contentChanged(_, _, let at), .taskEnded(_, let at),
      .statusPosted(_, let at), .dismissRequested(_, let at), .dismissCancelled(let at),
      .timerFired(let at),
      .removedFromWindow(let at), .addedToWindow(let at), .frameShown(let at),
      .touchPolicyChanged(_, let at), .cancelPressed(let at), .taskCancelled(_, let at),
      .taskFollowsProgress(_, let at), .reduceMotionChanged(_, let at),
      .statusHapticsChanged(_, let at):
      at
    }
  }
}
