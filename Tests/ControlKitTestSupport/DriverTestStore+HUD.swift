import ControlKitTesting
public import Testing

@testable public import ControlKit

extension DriverTestStore where Driver == HUDDriver {
  /// The whole change a HUD on screen makes when its fade-out starts at `now`: hiding, fading
  /// from full opacity to none over `fade`, its timer at the fade's end.
  ///
  /// Pass it to the step that starts the fade-out (an advance to the minimum show time, a
  /// `during` that ended, a `setPresented(false)`), then call
  /// ``receiveFadeOutStart(at:fade:restartingFrames:sourceLocation:)``.
  public static func fadingOut(
    at now: ControlInstant, fade: Duration = .milliseconds(200)
  ) -> (inout HUDState) -> Void {
    { state in
      state.phase = .hiding(since: now)
      state.fade = HUDFade(from: 1, to: 0, start: now, duration: fade)
      state.scheduledTimer = now.advanced(by: fade)
    }
  }

  /// Receives what the start of a fade-out at `now` reports: the hide animation and its timer
  /// (effects), then the frames restarting when `restartingFrames` (a platform spinner stops
  /// them at rest), the timer and one render (host calls).
  public func receiveFadeOutStart(
    at now: ControlInstant, fade: Duration = .milliseconds(200), restartingFrames: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let end = now.advanced(by: fade)
    receive(
      .beginHideAnimation(duration: fade), .scheduleTimer(at: end), sourceLocation: sourceLocation)
    receiveCalls(
      (restartingFrames ? [.frameTicks(true)] : []) + [.scheduleTimer(at: end), .render],
      sourceLocation: sourceLocation)
  }

  /// Ends `token`, the last task of a HUD on screen past its minimum show time, at `now`: the
  /// whole change (no task left, the fade-out of
  /// ``fadingOut(at:fade:)`` started), its effects and its host calls.
  ///
  /// `also` names any other field the end changes (a `dismissAt` cleared).
  public func endLastTask(
    _ token: HUDToken, at now: ControlInstant, fade: Duration = .milliseconds(200),
    restartingFrames: Bool = false, also: (inout HUDState) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    send(
      { $0.end(token) },
      changes: {
        $0.activeTokens = []
        $0.taskContents = [:]
        Self.fadingOut(at: now, fade: fade)(&$0)
        also(&$0)
      }, sourceLocation: sourceLocation)
    receiveFadeOutStart(
      at: now, fade: fade, restartingFrames: restartingFrames, sourceLocation: sourceLocation)
  }

  /// Steps `duration` (past the end of a fade-out under way) and asserts the HUD hidden: the
  /// whole change (no phase, fade, spinner or timer left), the `.hidden` and `.stopSpinner`
  /// effects, and the fade's `frames` renders, the frames stopping and one last render.
  public func finishFadeOut(
    after duration: Duration = .seconds(1), frames: Int = 12,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    advance(
      by: duration,
      changes: {
        $0.phase = .hidden
        $0.fade = nil
        $0.spinnerStartedAt = nil
        $0.scheduledTimer = nil
      }, sourceLocation: sourceLocation)
    receive(.hidden, .stopSpinner, sourceLocation: sourceLocation)
    receiveCalls(
      VirtualHostCall.renders(frames) + [.frameTicks(false), .render],
      sourceLocation: sourceLocation)
  }

  /// Begins `content` as task `token` on a hidden HUD at `now` and asserts its grace period:
  /// the whole change (the task, its content displayed, the show due 500 ms later), the content
  /// and timer effects, and the timer and one render on the host.
  ///
  /// - Returns: the token `begin` returned.
  @discardableResult
  public func beginInGrace(
    _ content: HUDContent, as token: HUDToken, at now: ControlInstant = .zero,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> HUDToken {
    let showAt = now.advanced(by: .milliseconds(500))
    let began = send(
      { $0.begin(content) },
      changes: {
        $0.phase = .pendingGrace(showAt: showAt)
        $0.activeTokens = [token]
        $0.taskContents = [token: content]
        $0.displayedContent = content
        $0.displayedTask = token
        $0.scheduledTimer = showAt
      }, sourceLocation: sourceLocation)
    receive(
      .displayedContentChanged(content), .scheduleTimer(at: showAt),
      sourceLocation: sourceLocation)
    receiveCalls(.scheduleTimer(at: showAt), .render, sourceLocation: sourceLocation)
    return began
  }

  /// Begins `content` as task `token` while other tasks run: the whole change (`token` joins
  /// the tasks, its content is the one displayed), the content effect and one render.
  ///
  /// - Returns: the token `begin` returned.
  @discardableResult
  public func beginAlongside(
    _ content: HUDContent, as token: HUDToken, sourceLocation: SourceLocation = #_sourceLocation
  ) -> HUDToken {
    let began = send(
      { $0.begin(content) },
      changes: {
        $0.activeTokens.append(token)
        $0.taskContents[token] = content
        $0.displayedContent = content
        $0.displayedTask = token
      }, sourceLocation: sourceLocation)
    receive(.displayedContentChanged(content), sourceLocation: sourceLocation)
    receiveCalls(.render, sourceLocation: sourceLocation)
    return began
  }

  /// Begins `content` as task `token` on a hidden platform-spinner HUD with no grace period at
  /// `now`, announcing `voice`: the whole change (shown at once, held to `now` + 500 ms, fading
  /// in over `fade`), the content, animation, spinner, announcement and timer effects, and the
  /// frames starting, the announcement, the timer and one render on the host.
  ///
  /// - Returns: the token `begin` returned.
  @discardableResult
  public func beginShowingAtOnce(
    _ content: HUDContent, as token: HUDToken, at now: ControlInstant = .zero,
    announcing voice: String, fade: Duration = .milliseconds(200),
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> HUDToken {
    let fadeEnd = now.advanced(by: fade)
    let began = send(
      { $0.begin(content) },
      changes: {
        $0.phase = .showing(since: now, minimumUntil: now.advanced(by: .milliseconds(500)))
        $0.activeTokens = [token]
        $0.taskContents = [token: content]
        $0.displayedContent = content
        $0.displayedTask = token
        $0.fade = HUDFade(from: 0, to: 1, start: now, duration: fade)
        $0.spinnerStartedAt = now
        $0.scheduledTimer = fadeEnd
      }, sourceLocation: sourceLocation)
    receive(
      .displayedContentChanged(content), .beginShowAnimation(duration: fade), .startSpinner,
      .announce(voice), .scheduleTimer(at: fadeEnd), sourceLocation: sourceLocation)
    receiveCalls(
      .frameTicks(true), .announce(voice), .scheduleTimer(at: fadeEnd), .render,
      sourceLocation: sourceLocation)
    return began
  }

  /// Begins an untitled task as `token` on a hidden HUD at `start` ms and steps to its show at
  /// the grace deadline (500 ms later), announcing `voice`.
  ///
  /// `adopting` is the idle announcement of a new language's session, which the begin makes
  /// (the old session's timer cancelled first). Every state change, effect and host call of
  /// both steps is asserted.
  public func beginAndShow(
    _ token: HUDToken, at start: Int64, announcing voice: String, adopting: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let untitled = HUDContent.spinner("")
    let fade = Duration.milliseconds(200)
    send(
      { $0.begin(untitled) },
      changes: {
        $0.phase = .pendingGrace(showAt: ms(start + 500))
        $0.activeTokens = [token]
        $0.taskContents = [token: untitled]
        $0.displayedContent = untitled
        $0.displayedTask = token
        $0.scheduledTimer = ms(start + 500)
        if let adopting { $0.idleAnnouncement = adopting }
      }, sourceLocation: sourceLocation)
    receive(
      .displayedContentChanged(untitled), .scheduleTimer(at: ms(start + 500)),
      sourceLocation: sourceLocation)
    receiveCalls(
      (adopting == nil ? [] : [.cancelTimer]) + [.scheduleTimer(at: ms(start + 500)), .render],
      sourceLocation: sourceLocation)
    advance(
      by: .milliseconds(500),
      changes: {
        $0.phase = .showing(since: ms(start + 500), minimumUntil: ms(start + 1_000))
        $0.fade = HUDFade(from: 0, to: 1, start: ms(start + 500), duration: fade)
        $0.spinnerStartedAt = ms(start + 500)
        $0.scheduledTimer = ms(start + 700)
      }, sourceLocation: sourceLocation)
    receive(
      .beginShowAnimation(duration: fade), .startSpinner, .announce(voice),
      .scheduleTimer(at: ms(start + 700)), sourceLocation: sourceLocation)
    receiveCalls(
      .frameTicks(true), .announce(voice), .scheduleTimer(at: ms(start + 700)), .render,
      sourceLocation: sourceLocation)
  }

  /// Ends `token`, the one task of a platform-spinner HUD that showed at `shown` ms and is still
  /// there (no frame drawn yet), then steps 2 s, past the end of its fade-out.
  ///
  /// The calls asserted: the fade-in's 11 frames (it ends on its timer 200 ms after the show,
  /// 4 µs before a 12th frame of 16.667 ms would), the minimum show time (500 ms), 11 frames of
  /// fade-out; every state change and effect of both steps is asserted too.
  public func endAndFadeOut(
    _ token: HUDToken, shown: Int64, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fade = Duration.milliseconds(200)
    send(
      { $0.end(token) },
      changes: {
        $0.activeTokens = []
        $0.taskContents = [:]
      }, sourceLocation: sourceLocation)
    receiveCalls(.render, sourceLocation: sourceLocation)
    advance(
      by: .seconds(2),
      changes: {
        $0.phase = .hidden
        $0.fade = nil
        $0.spinnerStartedAt = nil
        $0.scheduledTimer = nil
      }, sourceLocation: sourceLocation)
    receive(
      .shown, .scheduleTimer(at: ms(shown + 500)), .beginHideAnimation(duration: fade),
      .scheduleTimer(at: ms(shown + 700)), .hidden, .stopSpinner, sourceLocation: sourceLocation)
    receiveCalls(
      VirtualHostCall.renders(11)
        + [.frameTicks(false), .scheduleTimer(at: ms(shown + 500)), .render]
        + [.frameTicks(true), .scheduleTimer(at: ms(shown + 700)), .render]
        + VirtualHostCall.renders(11) + [.frameTicks(false), .render],
      sourceLocation: sourceLocation)
  }
}
