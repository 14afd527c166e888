extension HUDState {
  /// Whether the HUD should be on screen: in a window with a running task or a status up.
  var isWanted: Bool {
    isInWindow && (!activeTokens.isEmpty || status != nil)
  }

  /// The earliest instant at which something changes by itself, if any: the grace period's end,
  /// the minimum show time's (once nothing wants the HUD), a status's reading time, a delayed
  /// dismiss, the next progress sample, and the end of the fade in flight, a deadline like the
  /// others, so a fade ends on the host's clock even when no frame is drawn (a busy main thread,
  /// an app in the background), as MBProgressHUD always completes its hide.
  ///
  /// - Complexity: O(1), no allocation (it runs several times per event).
  var nextDeadline: ControlInstant? {
    var earliest: ControlInstant?
    switch phase {
    case .pendingGrace(let showAt): earliest = showAt
    case .showing(_, let until):
      earliest = fade?.end
      if !isWanted { earliest = Self.earlier(earliest, until) }
    case .visible(_, let until): if !isWanted { earliest = until }
    case .hiding: earliest = fade?.end
    case .hidden: break
    }
    earliest = Self.earlier(earliest, status?.until)
    earliest = Self.earlier(earliest, dismissAt)
    return Self.earlier(earliest, nextSampleAt)
  }

  /// The earlier of two optional instants (nil counts as never).
  static func earlier(_ first: ControlInstant?, _ second: ControlInstant?) -> ControlInstant? {
    guard let first else { return second }
    guard let second else { return first }
    return min(first, second)
  }

  /// Ends the fade in flight if it has reached its target at `instant`: showing becomes visible
  /// (since the fade's end), hiding becomes hidden.
  mutating func completeFade(at instant: ControlInstant, _ run: inout HUDReduction) {
    guard let fade, fade.isFinished(at: instant) else { return }
    switch phase {
    case .showing: finishShowing(at: fade.end, &run)
    case .hiding: becomeHidden(&run)
    case .hidden, .pendingGrace, .visible: break
    }
  }

  /// Handles every deadline at or before `now`, each at its own instant.
  mutating func catchUp(to now: ControlInstant, _ run: inout HUDReduction) {
    var steps = 0
    while let deadline = nextDeadline, deadline <= now, steps < Self.maximumCatchUpSteps {
      step(at: deadline, &run)
      steps += 1
    }
  }

  /// Expires deadlines, moves the phase toward what is wanted, and updates the spinner.
  mutating func step(at instant: ControlInstant, _ run: inout HUDReduction) {
    completeFade(at: instant, &run)
    expire(at: instant)
    reconcile(at: instant, &run)
    updateSpinner(at: instant, &run)
    if nextSampleAt != nil { sampleProgress(at: instant, &run) }
    for text in run.pendingAnnouncements { run.ordered.append(.announce(text)) }
    run.pendingAnnouncements.removeAll()
  }

  /// Applies the bookkeeping of `event` (tasks, status, dismiss, animations, window).
  mutating func apply(_ event: HUDEvent, _ run: inout HUDReduction) {
    switch event {
    case .taskBegan(let token, let content, _):
      if taskContents[token] == nil { activeTokens.append(token) }
      taskContents[token] = content
      dismissAt = nil
    case .contentChanged(let token, let content, _):
      if taskContents[token] != nil { taskContents[token] = content }
    case .taskEnded(let token, _):
      if taskContents.removeValue(forKey: token) != nil {
        activeTokens.removeAll { $0 == token }
      }
    case .statusPosted(let content, let at):
      let duration = timing.statusDuration.duration(for: content.title)
      status = HUDPostedStatus(content: content, until: at.advanced(by: duration))
      dismissAt = nil
    case .dismissRequested(let delay, let at):
      dismissAt = at.advanced(by: max(delay, .zero))
    case .dismissCancelled:
      dismissAt = nil
    case .timerFired:
      break
    case .touchPolicyChanged(let policy, _):
      touchPolicy = policy
    case .statusHapticsChanged(let isOn, _):
      playsStatusHaptics = isOn
    case .reduceMotionChanged(let isOn, _):
      reducesMotion = isOn
    case .frameShown:
      // The fade's end is a deadline (``nextDeadline``): `catchUp` already ended a finished
      // fade.
      break
    case .removedFromWindow:
      isInWindow = false
      if phase.isOnScreen {
        becomeHidden(&run)
      } else {
        phase = .hidden
      }
    case .addedToWindow:
      isInWindow = true
    case .cancelPressed(let at):
      if let token = cancellableToken { cancel(token, at: at, &run) }
    case .taskCancelled(let token, let at):
      cancel(token, at: at, &run)
    case .taskFollowsProgress(let token, let at):
      guard taskContents[token] != nil, !followedTokens.contains(token) else { break }
      followedTokens.append(token)
      if nextSampleAt == nil { nextSampleAt = sampleAfter(at) }
    }
  }

  /// The sampling interval, never zero (a zero one would be due again at once).
  var sampleInterval: Duration { max(timing.progressSampling, .milliseconds(1)) }

  /// Asks for a progress sample when one is due (once per reduction), and stops sampling once no
  /// followed task runs.
  mutating func sampleProgress(at instant: ControlInstant, _ run: inout HUDReduction) {
    followedTokens.removeAll { taskContents[$0] == nil }
    guard !followedTokens.isEmpty else {
      nextSampleAt = nil
      return
    }
    guard let due = nextSampleAt, due <= instant else { return }
    if !run.sampled {
      run.ordered.append(.sampleProgress)
      run.sampled = true
    }
    nextSampleAt = sampleAfter(instant)
  }

  /// The sample after one at `instant`: an interval later, and never before `instant` (at the
  /// far end of the instants' range, where adding saturates).
  func sampleAfter(_ instant: ControlInstant) -> ControlInstant {
    max(instant.advanced(by: sampleInterval), instant)
  }

  /// Ends `token` at once and asks for its work to be cancelled; when nothing else holds the
  /// HUD up, the minimum show time is waived (the user asked it to go).
  mutating func cancel(_ token: HUDToken, at instant: ControlInstant, _ run: inout HUDReduction) {
    guard taskContents.removeValue(forKey: token) != nil else { return }
    activeTokens.removeAll { $0 == token }
    run.ordered.append(.cancelTask(token))
    guard !isWanted else { return }
    switch phase {
    case .showing(let since, let until):
      phase = .showing(since: since, minimumUntil: min(until, instant))
    case .visible(let since, let until):
      phase = .visible(since: since, minimumUntil: min(until, instant))
    case .hidden, .pendingGrace, .hiding: break
    }
  }

  /// Plays the haptic of a success or error status posted by `event` once it is on screen.
  mutating func playStatusHaptic(for event: HUDEvent, _ run: inout HUDReduction) {
    guard playsStatusHaptics, case .statusPosted(let content, _) = event, phase.isPresented,
      status?.content == content, let haptic = content.indicator.statusHaptic
    else { return }
    run.ordered.append(.playHaptic(haptic))
  }

  /// Drops a due dismiss or status, forgets a dismiss with nothing left to dismiss, and picks the
  /// content to display.
  mutating func expire(at instant: ControlInstant) {
    if let deadline = dismissAt, deadline <= instant {
      activeTokens.removeAll()
      taskContents.removeAll()
      status = nil
      dismissAt = nil
    }
    if let current = status, current.until <= instant { status = nil }
    if activeTokens.isEmpty && status == nil { dismissAt = nil }
    if let current = status {
      displayedContent = current.content
      displayedTask = nil
    } else if let newest = activeTokens.last, let content = taskContents[newest] {
      displayedContent = content
      displayedTask = newest
    }
  }

  /// Moves the phase one step toward what is wanted at `instant`.
  mutating func reconcile(at instant: ControlInstant, _ run: inout HUDReduction) {
    let wanted = isWanted
    switch phase {
    case .hidden:
      guard wanted else { return }
      if status != nil || timing.gracePeriod <= .zero {
        beginShow(at: instant, &run)
      } else {
        phase = .pendingGrace(showAt: instant.advanced(by: timing.gracePeriod))
      }
    case .pendingGrace(let showAt):
      if !wanted {
        phase = .hidden
      } else if showAt <= instant || status != nil {
        beginShow(at: instant, &run)
      }
    case .showing(_, let until), .visible(_, let until):
      if !wanted && until <= instant { beginHide(at: instant, &run) }
    case .hiding:
      if wanted { beginShow(at: instant, &run) }
    }
  }

  /// The show animation ended at `instant`: the HUD is fully on screen.
  mutating func finishShowing(at instant: ControlInstant, _ run: inout HUDReduction) {
    guard case .showing(_, let until) = phase else { return }
    phase = .visible(since: instant, minimumUntil: until)
    fade = nil
    run.ordered.append(.shown)
  }

  /// Starts showing (or reverses a hide) at `instant`, with a fresh minimum show time.
  mutating func beginShow(at instant: ControlInstant, _ run: inout HUDReduction) {
    let until = instant.advanced(by: timing.minimumShown)
    let opacity = presentedOpacity(at: instant)
    phase = .showing(since: instant, minimumUntil: until)
    let fade = HUDFade(from: opacity, to: 1, start: instant, duration: timing.showAnimation)
    self.fade = fade
    run.ordered.append(.beginShowAnimation(duration: timing.showAnimation))
    // No animation, or one whose end saturates at this very instant (the end of time).
    if fade.isFinished(at: instant) { finishShowing(at: instant, &run) }
    run.showBegan = true
    run.pendingAnnouncements.append(announcement(for: displayedContent))
  }

  /// Starts hiding at `instant`.
  mutating func beginHide(at instant: ControlInstant, _ run: inout HUDReduction) {
    let opacity = presentedOpacity(at: instant)
    phase = .hiding(since: instant)
    let fade = HUDFade(from: opacity, to: 0, start: instant, duration: timing.hideAnimation)
    self.fade = fade
    run.ordered.append(.beginHideAnimation(duration: timing.hideAnimation))
    if fade.isFinished(at: instant) { becomeHidden(&run) }
  }

  /// Leaves the screen: the phase becomes hidden and ``HUDEffect/hidden`` is sent.
  mutating func becomeHidden(_ run: inout HUDReduction) {
    phase = .hidden
    fade = nil
    run.ordered.append(.hidden)
  }

  /// Starts or stops the spinner so it runs exactly while a spinner is on screen.
  mutating func updateSpinner(at instant: ControlInstant, _ run: inout HUDReduction) {
    let wanted = phase.isOnScreen && displayedContent?.indicator == .spinner
    if wanted && spinnerStartedAt == nil {
      spinnerStartedAt = instant
      run.ordered.append(.startSpinner)
    } else if !wanted && spinnerStartedAt != nil {
      spinnerStartedAt = nil
      run.ordered.append(.stopSpinner)
    }
  }

  /// Announces a new status, or a new title when asked, if the HUD stayed on screen.
  mutating func announceContentChange(for event: HUDEvent, _ run: inout HUDReduction) {
    guard !run.showBegan, let content = displayedContent, content != run.initialContent else {
      return
    }
    switch phase {
    case .showing, .visible: break
    case .hidden, .pendingGrace, .hiding: return
    }
    let isNewStatus: Bool
    if case .statusPosted = event { isNewStatus = true } else { isNewStatus = false }
    let titleChanged =
      content.title != run.initialContent?.title || content.details != run.initialContent?.details
    if isNewStatus || (announcesTitleChanges && titleChanged) {
      run.ordered.append(.announce(announcement(for: content)))
    }
  }

  /// Asks the front-end for a timer at the next deadline, or cancels it when there is none.
  mutating func updateTimer(_ run: inout HUDReduction) {
    let next = nextDeadline
    guard next != scheduledTimer else { return }
    if let next {
      run.timer = .scheduleTimer(at: next)
    } else {
      run.timer = .cancelTimer
    }
    scheduledTimer = next
  }

  /// What a screen reader says for `content`: its title (or ``idleAnnouncement``), then its
  /// details line, if any.
  func announcement(for content: HUDContent?) -> String {
    let title = content?.title ?? ""
    let spokenTitle = title.isEmpty ? idleAnnouncement : title
    guard let details = content?.details, !details.isEmpty else { return spokenTitle }
    return title.isEmpty ? details : language.titleWithDetails(title, details)
  }
}
