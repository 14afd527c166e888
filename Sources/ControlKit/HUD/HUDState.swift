/// The loading HUD's behaviour: a value-type state machine over instants and effects.
///
/// Feed it ``HUDEvent``s stamped with instants; carry out the ``HUDEffect``s it returns. It never
/// reads a clock, so every timing rule is tested by passing instants.
///
/// The rules, which compose (see ``HUDTiming`` for the defaults):
/// - The HUD is *wanted* while a task token is running or a status message is up, and it is in a
///   window. Tasks hold ``HUDToken``s; the HUD hides when the last one ends.
/// - Wanted from hidden: it appears after the grace period (a status appears at once). Unwanted
///   during the grace period: nothing ever appears and no ``HUDEffect/hidden`` is sent.
/// - Once it starts appearing it stays at least ``HUDTiming/minimumShown`` from that instant.
/// - Wanted while animating out: the hide animation is reversed (``HUDEffect/beginShowAnimation(duration:)``
///   from the current look), no ``HUDEffect/hidden`` is sent, and the minimum show time starts
///   again, so a show right after a dismiss is never lost.
/// - A delayed dismiss ends every task and status at its deadline; a new task or status, or
///   ``HUDEvent/dismissCancelled(at:)``, cancels it.
/// - The spinner runs exactly while the HUD is on screen (showing, visible or hiding) and shows a
///   spinner: never while hidden or detached from its window.
/// - Screen readers hear one announcement per show (the title, or ``idleAnnouncement`` when it is
///   empty), a posted status while on screen, and title changes only if ``announcesTitleChanges``.
///   A second task joining a visible HUD is not announced.
/// - Cancel: while the newest task's content ``HUDContent/showsCancelButton`` and no status is
///   up, the HUD shows a Cancel button; pressing it ends that task's token at once (the others
///   keep running) and sends ``HUDEffect/cancelTask(_:)``. A cancelled task never flashes: during
///   the grace period the HUD never appears; on screen it leaves without waiting for the minimum
///   show time when nothing else holds it. A status posted after a cancel shows as usual.
/// - A success or error status plays ``HUDEffect/playHaptic(_:)`` as it appears, unless
///   ``playsStatusHaptics`` is off; information plays none (see ``HUDIndicator/statusHaptic``).
///
/// ```swift
/// var hud = HUDState()
/// let token = HUDToken(1)   // a driver mints them: HUDDriver.begin(_:)
/// hud.reduce(.taskBegan(token, .spinner("正在处理中..."), at: .milliseconds(0)))
/// // [.displayedContentChanged(...), .scheduleTimer(at: t=500ms)]
/// hud.reduce(.timerFired(at: .milliseconds(500)))
/// // [.beginShowAnimation(duration: 200 ms), .startSpinner, .announce("正在处理中...")]
/// ```
public struct HUDState: Hashable, Sendable {
  /// The default text announced for content without a title, in English
  /// (``ControlLanguage/loadingTitle``).
  public static let defaultIdleAnnouncement = ControlLanguage.english.loadingTitle
  /// The most timer deadlines handled while catching up to one event; a safety bound far above
  /// the five kinds of deadline that exist.
  static let maximumCatchUpSteps = 64

  /// The timing rules.
  public var timing: HUDTiming
  /// Which touches the HUD blocks while it is showing or visible.
  public var touchPolicy: HUDTouchPolicy
  /// Whether a change of title while on screen is announced (off by default: a progress title
  /// such as "3 of 10" would otherwise talk over itself).
  public var announcesTitleChanges: Bool
  /// What is announced when the shown content has no title.
  public var idleAnnouncement: String
  /// The language of what the HUD says itself: how a title and its details line are joined and
  /// how its progress percentage is written.
  public package(set) var language: ControlLanguage
  /// The digits of the spoken progress percentage (the locale's; ASCII by default).
  public let numberSymbols: NumberSymbols
  /// Whether a success or error status plays a haptic (on by default; the one switch).
  public var playsStatusHaptics: Bool
  /// Whether the system asks for reduced motion: a zoom then only fades (see ``HUDAnimation``).
  public internal(set) var reducesMotion = false
  /// Who animates the spinner: the core, on the host's frames (``HUDSpinnerSource/core``), or the
  /// platform's own indicator, with no frames (``HUDSpinnerSource/platform``).
  public let spinnerSource: HUDSpinnerSource

  /// Where the HUD is in its life.
  public package(set) var phase: HUDPhase = .hidden
  /// The running tasks, oldest first.
  public package(set) var activeTokens: [HUDToken] = []
  /// The status message on display, if any.
  public package(set) var status: HUDPostedStatus?
  /// When a requested delayed dismiss happens, if one is pending.
  public internal(set) var dismissAt: ControlInstant?
  /// What the HUD shows: the status if any, else the newest task's content, else the last thing
  /// shown (kept while the HUD fades out).
  public package(set) var displayedContent: HUDContent?
  /// The task whose content ``displayedContent`` is: the newest running task, or, once none is
  /// left, the last one displayed (kept while the HUD fades out); nil while a status is
  /// displayed or before any task.
  public package(set) var displayedTask: HUDToken?
  /// When the running spinner started, or `nil` when it is stopped.
  public package(set) var spinnerStartedAt: ControlInstant?
  /// The timer the front-end was asked to run, if any.
  public package(set) var scheduledTimer: ControlInstant?
  /// Whether the HUD's view is in a window (true until ``HUDEvent/removedFromWindow(at:)``).
  public internal(set) var isInWindow = true
  /// The fade in flight while showing or hiding (from the opacity on screen when it began), nil
  /// otherwise; see ``presentation(at:)``.
  public package(set) var fade: HUDFade?

  package var taskContents: [HUDToken: HUDContent] = [:]
  /// The running tasks that follow an outside fraction (``HUDEvent/taskFollowsProgress(_:at:)``).
  public internal(set) var followedTokens: [HUDToken] = []
  /// When the followed fractions are read next, while any task follows one.
  public internal(set) var nextSampleAt: ControlInstant?

  /// Creates a hidden HUD.
  ///
  /// - Parameters:
  ///   - timing: the grace period, minimum show time, animations and status durations.
  ///   - touchPolicy: which touches the HUD blocks while showing or visible.
  ///   - announcesTitleChanges: whether a title change on screen is announced.
  ///   - idleAnnouncement: what is announced for content without a title; nil takes
  ///     `language`'s ``ControlLanguage/loadingTitle`` ("Loading", "加载中").
  ///   - language: the language of the default announcement, of the joined title and details
  ///     and of the percentage (English by default).
  ///   - numberSymbols: the digits of the spoken percentage (ASCII by default).
  ///   - playsStatusHaptics: whether success and error statuses play a haptic.
  ///   - spinnerSource: who animates the spinner (the core by default; see
  ///     ``HUDSpinnerSource``).
  public init(
    timing: HUDTiming = HUDTiming(), touchPolicy: HUDTouchPolicy = .blocksBox,
    announcesTitleChanges: Bool = false, idleAnnouncement: String? = nil,
    language: ControlLanguage = .english, numberSymbols: NumberSymbols = .plain,
    playsStatusHaptics: Bool = true, spinnerSource: HUDSpinnerSource = .core
  ) {
    self.language = language
    self.numberSymbols = numberSymbols
    self.playsStatusHaptics = playsStatusHaptics
    self.spinnerSource = spinnerSource
    self.timing = timing
    self.touchPolicy = touchPolicy
    self.announcesTitleChanges = announcesTitleChanges
    self.idleAnnouncement = idleAnnouncement ?? language.loadingTitle
  }

  /// Whether the HUD is showing or visible (see ``HUDPhase/isPresented``): up, and blocking
  /// touches by ``touchPolicy``.
  public var isPresented: Bool { phase.isPresented }

  /// The task whose Cancel button is on screen, or `nil` when none is: the newest task, while
  /// the HUD is showing or visible, no status is up and its content shows a Cancel button.
  public var cancellableToken: HUDToken? {
    guard phase.isPresented, status == nil, let newest = activeTokens.last,
      taskContents[newest]?.showsCancelButton == true
    else { return nil }
    return newest
  }

  /// Whether the spinner is running.
  public var isSpinnerRunning: Bool { spinnerStartedAt != nil }

  /// The task whose app view (``HUDIndicator/custom(_:)``) is on screen, or nil: the one rule
  /// every front-end follows to pick the view it shows.
  ///
  /// The ``displayedTask``'s, while the HUD is on screen, no status is up and the displayed
  /// content is an app view: the newest running task, or, once none is left, the last one
  /// displayed, so its view fades out with the box instead of leaving a hole in it. A status,
  /// another task's content, or content updated to a spinner takes it out. A front-end keeps
  /// each task's view under the token its `begin` returned (a task begun from a HUD callback is
  /// in the state once that callback's event is handled) and lets go of a view once its task has
  /// ended and its token is no longer this one.
  public var customIndicatorToken: HUDToken? {
    guard phase.isOnScreen, status == nil, case .custom = displayedContent?.indicator else {
      return nil
    }
    return displayedTask
  }

  /// The content of a running task, or `nil` when the token is not running.
  public func content(of token: HUDToken) -> HUDContent? {
    taskContents[token]
  }

  /// The spinner's phase at `instant` (see ``HUDSpinner/phase(elapsed:)``), or `nil` when it is
  /// stopped.
  public func spinnerPhase(at instant: ControlInstant) -> Double? {
    guard let start = spinnerStartedAt else { return nil }
    return HUDSpinner.phase(elapsed: start.duration(to: instant))
  }

  /// The touch policy in force while the HUD is on screen: the strictest of the running tasks'
  /// (``HUDContent/touchPolicy``; a task without one counts as ``touchPolicy``) and the posted
  /// status's own, if it has one; with no task running and no status, the displayed content's
  /// own (the last task's, kept through the minimum show time and the fade-out, so its dimming
  /// fades with the box: ``HUDPresentation/dimmingOpacity``); ``touchPolicy`` when none says
  /// anything.
  public var activeTouchPolicy: HUDTouchPolicy {
    var strictest: HUDTouchPolicy?
    func consider(_ policy: HUDTouchPolicy) {
      if strictest.map({ policy.strictness > $0.strictness }) ?? true { strictest = policy }
    }
    for token in activeTokens { consider(taskContents[token]?.touchPolicy ?? touchPolicy) }
    if let own = status?.content.touchPolicy { consider(own) }
    if activeTokens.isEmpty, status == nil, let own = displayedContent?.touchPolicy {
      consider(own)
    }
    return strictest ?? touchPolicy
  }

  /// Whether a touch at `point` is blocked.
  ///
  /// Only while showing or visible, then by ``activeTouchPolicy``. A HUD that is fading out lets touches through (its task is over).
  public func blocksTouch(at point: Point, layout: HUDLayout) -> Bool {
    blockedArea(layout: layout)?.contains(point) ?? false
  }

  /// The area whose touches are blocked now: the policy's area while showing or visible, nil
  /// otherwise (see ``HUDTouchPolicy/blockedArea(layout:)``).
  ///
  /// A Cancel button on screen takes its touches under every policy (even
  /// ``HUDTouchPolicy/passesThrough``), so the area is then at least the box.
  public func blockedArea(layout: HUDLayout) -> Rect? {
    guard isPresented else { return nil }
    let policyArea = activeTouchPolicy.blockedArea(layout: layout)
    if cancellableToken != nil, layout.cancelButton != nil, policyArea == nil {
      return layout.box
    }
    return policyArea
  }

  /// Whether a press at `point` lands on the Cancel button on screen.
  public func hitsCancelButton(at point: Point, layout: HUDLayout) -> Bool {
    guard cancellableToken != nil, let button = layout.cancelButton else { return false }
    return button.contains(point)
  }

  /// Handles `event` and returns what the front-end must do, in order.
  ///
  /// Deadlines at or before the event's instant are handled first, in time order, each at its own
  /// instant; then the event; then the timer is rescheduled for the next deadline.
  ///
  /// - Complexity: O(n) in the number of running tasks.
  @discardableResult
  public mutating func reduce(_ event: HUDEvent) -> [HUDEffect] {
    var run = HUDReduction(initialContent: displayedContent)
    let now = event.instant
    if case .timerFired = event, let due = scheduledTimer, due <= now {
      scheduledTimer = nil
    }
    catchUp(to: now, &run)
    apply(event, &run)
    step(at: now, &run)
    announceContentChange(for: event, &run)
    playStatusHaptic(for: event, &run)
    updateTimer(&run)
    return run.effects(finalContent: displayedContent)
  }
}
