public import ControlKit
public import ControlKitTesting
public import Testing

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

  /// The whole change of a HUD gone from the screen: hidden, with no fade, spinner or timer
  /// left.
  public static func gone(_ state: inout HUDState) {
    state.phase = .hidden
    state.fade = nil
    state.spinnerStartedAt = nil
    state.scheduledTimer = nil
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

  /// Steps `duration` (past the end of a fade-out under way) and asserts the HUD hidden.
  ///
  /// Asserted: the whole change (``gone(_:)``), the whole `presentation` when given, the `.hidden` effect and `.stopSpinner` when `spins`,
  /// and the fade's `frames` renders, the frames stopping and one last render.
  public func finishFadeOut(
    after duration: Duration = .seconds(1), presentation: HUDPresentation? = nil,
    frames: Int = 12, spins: Bool = true, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    advance(
      by: duration, presentation: presentation, changes: Self.gone,
      sourceLocation: sourceLocation)
    receive([.hidden] + (spins ? [.stopSpinner] : []), sourceLocation: sourceLocation)
    receiveCalls(
      VirtualHostCall.renders(frames) + [.frameTicks(false), .render],
      sourceLocation: sourceLocation)
  }

  /// The whole change a begin makes to a hidden HUD at `now`: `token` the one task, `content`
  /// displayed, the show due at the grace deadline (500 ms later) and its timer.
  ///
  /// Pass it to a step that begins a task some other way than `begin` (`setPresented(true,
  /// content:)`), then call ``receiveGraceStart(_:at:sourceLocation:)``.
  public static func beganInGrace(
    _ content: HUDContent, as token: HUDToken, at now: ControlInstant = .zero
  ) -> (inout HUDState) -> Void {
    let showAt = now.advanced(by: .milliseconds(500))
    return { state in
      state.phase = .pendingGrace(showAt: showAt)
      state.activeTokens = [token]
      state.taskContents = [token: content]
      state.displayedContent = content
      state.displayedTask = token
      state.scheduledTimer = showAt
    }
  }

  /// Receives what a begin on a hidden HUD at `now` reports: `content` displayed and the grace
  /// timer (effects), then the timer and one render (host calls).
  public func receiveGraceStart(
    _ content: HUDContent, at now: ControlInstant = .zero,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let showAt = now.advanced(by: .milliseconds(500))
    receive(
      .displayedContentChanged(content), .scheduleTimer(at: showAt),
      sourceLocation: sourceLocation)
    receiveCalls(.scheduleTimer(at: showAt), .render, sourceLocation: sourceLocation)
  }

  /// Begins `content` as task `token` on a hidden HUD at `now` and asserts its grace period:
  /// the whole change (``beganInGrace(_:as:at:)``), the content and timer effects, and the timer
  /// and one render on the host.
  ///
  /// - Returns: the token `begin` returned.
  @discardableResult
  public func beginInGrace(
    _ content: HUDContent, as token: HUDToken, at now: ControlInstant = .zero,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> HUDToken {
    let began = send(
      { $0.begin(content) }, changes: Self.beganInGrace(content, as: token, at: now),
      sourceLocation: sourceLocation)
    receiveGraceStart(content, at: now, sourceLocation: sourceLocation)
    return began
  }

  /// Asserts the begin of `content` as task `token` that `during` made itself on a hidden HUD
  /// at `now`, from inside its work: the whole change (``beganInGrace(_:as:at:)``), its effects
  /// and host calls (``receiveGraceStart(_:at:sourceLocation:)``).
  public func assertBeganInGrace(
    _ content: HUDContent, as token: HUDToken, at now: ControlInstant = .zero,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assert(changes: Self.beganInGrace(content, as: token, at: now), sourceLocation: sourceLocation)
    receiveGraceStart(content, at: now, sourceLocation: sourceLocation)
  }

  /// Ends `token`, the one task of a HUD still in its grace period, which never showed.
  ///
  /// Asserted: the whole change (hidden, no task, no timer), the timer cancelled (effect), and
  /// the cancel and one render on the host.
  public func endInGrace(_ token: HUDToken, sourceLocation: SourceLocation = #_sourceLocation) {
    send({ $0.end(token) }, changes: Self.endedInGrace, sourceLocation: sourceLocation)
    receiveGraceEnd(sourceLocation: sourceLocation)
  }

  /// The whole change of the last task ending in the grace period: hidden, no task, no timer.
  ///
  /// Pass it to a step that ends it some other way than `end` (`dismiss()`), or to
  /// ``assert(presentation:changes:sourceLocation:)`` when `during` ended it, then call
  /// ``receiveGraceEnd(sourceLocation:)``.
  public static func endedInGrace(_ state: inout HUDState) {
    state.phase = .hidden
    state.activeTokens = []
    state.taskContents = [:]
    state.scheduledTimer = nil
  }

  /// Receives what the end of the grace period with no task left reports: the timer cancelled
  /// (effect), then the cancel and one render (host calls).
  public func receiveGraceEnd(sourceLocation: SourceLocation = #_sourceLocation) {
    receive(.cancelTimer, sourceLocation: sourceLocation)
    receiveCalls(.cancelTimer, .render, sourceLocation: sourceLocation)
  }

  /// Steps `duration` across the grace deadline `shownAt` (and not past the fade-in's end,
  /// 200 ms later) and asserts the show, announcing `voice`.
  ///
  /// Asserted: the whole change (showing since `shownAt`, held to 500 ms later, fading in from
  /// nothing over 200 ms, the spinner started when `spins`, the timer at the fade's end), the
  /// animation, spinner, announcement and timer effects, and on the host the frames starting,
  /// the announcement, the timer, one render, then `frames` frames' renders.
  public func advanceToShow(
    by duration: Duration = .milliseconds(500), announcing voice: String,
    shownAt: ControlInstant = ms(500), spins: Bool = true, frames: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fade = Duration.milliseconds(200)
    let fadeEnd = shownAt.advanced(by: fade)
    advance(
      by: duration,
      changes: {
        $0.phase = .showing(since: shownAt, minimumUntil: shownAt.advanced(by: .milliseconds(500)))
        $0.fade = HUDFade(from: 0, to: 1, start: shownAt, duration: fade)
        if spins { $0.spinnerStartedAt = shownAt }
        $0.scheduledTimer = fadeEnd
      }, sourceLocation: sourceLocation)
    receive(
      Self.showEffects(announcing: voice, shownAt: shownAt, spins: spins),
      sourceLocation: sourceLocation)
    receiveCalls(
      Self.showCalls(announcing: voice, shownAt: shownAt) + VirtualHostCall.renders(frames),
      sourceLocation: sourceLocation)
  }

  /// Steps `duration` across the grace deadline `shownAt` and past the fade-in's end (200 ms
  /// later, its timer) and asserts the HUD shown, announcing `voice`.
  ///
  /// Asserted: the whole change (visible since the fade's end, held to 500 ms after `shownAt`,
  /// no fade or timer left, the spinner started at `shownAt` when `spins`), the animation,
  /// spinner, announcement, timer and `.shown` effects, and on the host the frames starting, the
  /// announcement, the timer, one render and the fade-in's 11 frames (it ends on its timer 4 µs
  /// before a 12th of 16.667 ms would). Then, with `spinnerSteps` nil (no spinner, or the
  /// platform's), the frames stopping and one render; otherwise the core spinner's frames go on:
  /// one render at the fade's end and one for each of its `spinnerSteps` steps.
  public func advanceToShown(
    by duration: Duration = .seconds(1), announcing voice: String,
    shownAt: ControlInstant = ms(500), spins: Bool = true, spinnerSteps: Int? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fade = Duration.milliseconds(200)
    let fadeEnd = shownAt.advanced(by: fade)
    advance(
      by: duration,
      changes: {
        $0.phase = .visible(since: fadeEnd, minimumUntil: shownAt.advanced(by: .milliseconds(500)))
        if spins { $0.spinnerStartedAt = shownAt }
        $0.scheduledTimer = nil
      }, sourceLocation: sourceLocation)
    receive(
      Self.showEffects(announcing: voice, shownAt: shownAt, spins: spins) + [.shown],
      sourceLocation: sourceLocation)
    let afterFade =
      spinnerSteps.map { VirtualHostCall.renders(1 + $0) } ?? [.frameTicks(false), .render]
    receiveCalls(
      Self.showCalls(announcing: voice, shownAt: shownAt) + VirtualHostCall.renders(11)
        + afterFade,
      sourceLocation: sourceLocation)
  }

  /// What a show at `shownAt` reports up to its fade-in's end: the 200 ms show animation, the
  /// spinner starting when `spins`, the announcement of `voice` and the timer at the fade's end.
  private static func showEffects(
    announcing voice: String, shownAt: ControlInstant, spins: Bool
  ) -> [HUDEffect] {
    let fade = Duration.milliseconds(200)
    return [.beginShowAnimation(duration: fade)] + (spins ? [.startSpinner] : [])
      + [.announce(voice), .scheduleTimer(at: shownAt.advanced(by: fade))]
  }

  /// The host calls of a show at `shownAt`: the frames starting, the announcement of `voice`,
  /// the timer at the fade-in's end (200 ms later) and one render.
  private static func showCalls(
    announcing voice: String, shownAt: ControlInstant
  ) -> [VirtualHostCall] {
    let fadeEnd = shownAt.advanced(by: .milliseconds(200))
    return [.frameTicks(true), .announce(voice), .scheduleTimer(at: fadeEnd), .render]
  }

  /// Steps `duration` past the end of a fade-in that began at `shownAt` (200 ms long) on a HUD
  /// whose frames stop at rest (no spinner, or the platform's), and asserts the HUD shown.
  ///
  /// Asserted: the whole change (visible since the fade's end, held to 500 ms after `shownAt`,
  /// no fade or timer left), the `.shown` effect, and `frames` frames' renders, the frames
  /// stopping and one render on the host.
  public func finishFadeIn(
    after duration: Duration, shownAt: ControlInstant = .zero, frames: Int = 11,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    advance(
      by: duration,
      changes: {
        $0.phase = .visible(
          since: shownAt.advanced(by: .milliseconds(200)),
          minimumUntil: shownAt.advanced(by: .milliseconds(500)))
        $0.fade = nil
        $0.scheduledTimer = nil
      }, sourceLocation: sourceLocation)
    receive(.shown, sourceLocation: sourceLocation)
    receiveCalls(
      VirtualHostCall.renders(frames) + [.frameTicks(false), .render],
      sourceLocation: sourceLocation)
  }

  /// Ends `token`, the last task of a HUD on screen, before its minimum show time ends at
  /// `minimumUntil`; the HUD stays until then.
  ///
  /// Asserted: the whole change (no task left, the timer at `minimumUntil`), the timer effect,
  /// and the timer and one render on the host.
  public func endLastTask(
    _ token: HUDToken, holdingUntil minimumUntil: ControlInstant,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    send(
      { $0.end(token) },
      changes: {
        $0.activeTokens = []
        $0.taskContents = [:]
        $0.scheduledTimer = minimumUntil
      }, sourceLocation: sourceLocation)
    receive(.scheduleTimer(at: minimumUntil), sourceLocation: sourceLocation)
    receiveCalls(.scheduleTimer(at: minimumUntil), .render, sourceLocation: sourceLocation)
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
    send(
      { $0.begin(untitled) },
      changes: {
        Self.beganInGrace(untitled, as: token, at: ms(start))(&$0)
        if let adopting {
          $0.idleAnnouncement = adopting
          // The new session speaks the language whose default title that is (each language's
          // is its own: ControlStringTableTests).
          let adopted = ControlLanguage.allCases.first { language in
            language.loadingTitle == adopting
          }
          $0.language = adopted ?? $0.language
        }
      }, sourceLocation: sourceLocation)
    receive(
      .displayedContentChanged(untitled), .scheduleTimer(at: ms(start + 500)),
      sourceLocation: sourceLocation)
    receiveCalls(
      (adopting == nil ? [] : [.cancelTimer]) + [.scheduleTimer(at: ms(start + 500)), .render],
      sourceLocation: sourceLocation)
    advanceToShow(announcing: voice, shownAt: ms(start + 500), sourceLocation: sourceLocation)
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
    advance(by: .seconds(2), changes: Self.gone, sourceLocation: sourceLocation)
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

  /// Posts `status` on a hidden HUD at `start` ms and steps 10 s, past its end.
  ///
  /// Shown at once (its haptic when `haptic`), fully at 200 ms, held for its reading time
  /// (1.5 s, the minimum, for a short title), faded out by 1700 ms; a status has no spinner, so
  /// frames tick only while the box fades, 11 each way (each fade ends on its timer 4 µs before
  /// a 12th frame of 16.667 ms would). Every state change, effect and host call of both steps is
  /// asserted.
  public func postAndFadeOut(
    _ status: HUDContent, at start: Int64, haptic: HUDHaptic?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fade = Duration.milliseconds(200)
    let title = status.title
    send(
      { $0.post(status) },
      changes: {
        $0.phase = .showing(since: ms(start), minimumUntil: ms(start + 500))
        $0.status = HUDPostedStatus(content: status, until: ms(start + 1_500))
        $0.displayedContent = status
        $0.fade = HUDFade(from: 0, to: 1, start: ms(start), duration: fade)
        $0.scheduledTimer = ms(start + 200)
      }, sourceLocation: sourceLocation)
    receive(
      [.displayedContentChanged(status), .beginShowAnimation(duration: fade), .announce(title)]
        + (haptic.map { [.playHaptic($0)] } ?? []) + [.scheduleTimer(at: ms(start + 200))],
      sourceLocation: sourceLocation)
    receiveCalls(
      .frameTicks(true), .announce(title), .scheduleTimer(at: ms(start + 200)), .render,
      sourceLocation: sourceLocation)
    advance(
      by: .seconds(10),
      changes: {
        $0.phase = .hidden
        $0.status = nil
        $0.fade = nil
        $0.scheduledTimer = nil
      }, sourceLocation: sourceLocation)
    receive(
      .shown, .scheduleTimer(at: ms(start + 1_500)), .beginHideAnimation(duration: fade),
      .scheduleTimer(at: ms(start + 1_700)), .hidden, sourceLocation: sourceLocation)
    receiveCalls(
      VirtualHostCall.renders(11)
        + [.frameTicks(false), .scheduleTimer(at: ms(start + 1_500)), .render]
        + [.frameTicks(true), .scheduleTimer(at: ms(start + 1_700)), .render]
        + VirtualHostCall.renders(11) + [.frameTicks(false), .render],
      sourceLocation: sourceLocation)
  }
}
