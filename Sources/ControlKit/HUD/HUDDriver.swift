/// The loading HUD's one behaviour layer under every front-end: it owns the ``ControlSession``,
/// stamps every call with its host's clock, mints the task tokens and reports what happened
/// through one set of callbacks.
///
/// GTK's `GTKHUD`, UIKit's `LoadingHUD` and SwiftUI's loading HUD modifiers each hold one and keep
/// only their host, their input mapping (a window change, a setting) and their drawing; the
/// first two hand its API on through ``HUDFrontEnd``. Tests drive it on a virtual clock, exactly
/// as a front-end does:
///
/// ```swift
/// let host = VirtualHost()
/// let hud = HUDDriver(host: host)
/// let saving = hud.begin(.spinner("Saving…"))
/// host.advance(by: .milliseconds(500))    // the grace period: now it shows
/// hud.end(saving)                         // hides after the minimum show time
/// ```
///
/// For one event the front-end hears, in order: ``onRender`` (redraw from ``state`` and
/// ``presentation``), then ``onEffect`` for each effect, after the host carried out its action
/// (the timer, the announcement).
@MainActor
public final class HUDDriver {
  /// The front-end's redraw: called after every render the session asks for.
  public var onRender: (@MainActor () -> Void)?
  /// Called with each effect, in order, after the host carried out its action.
  ///
  /// A front-end lays the box out again when ``newLayout(replacing:container:safeArea:keyboardFrame:direction:style:measure:)``
  /// says so, after any render (the content, the language or the container changed), not on a
  /// particular effect.
  public var onEffect: (@MainActor (HUDEffect) -> Void)?

  /// The platform (or a test's virtual clock) the session runs on; every call is stamped with
  /// its `now`.
  public let host: any ControlHost
  /// The runtime that owns the state (a new one when an idle HUD adopts another language); for
  /// our own front-ends (`package`), as the other drivers keep theirs to themselves.
  package private(set) var session: ControlSession<HUDState>
  /// The language of what the HUD says for content without a title ("Loading", "加载中"); see
  /// ``setLanguage(_:)``.
  public private(set) var language: ControlLanguage

  /// The digits and symbols of the spoken percentage ("50%", "٥٠٪؜"): the front-end's locale's;
  /// see ``setNumberSymbols(_:)``.
  public private(set) var numberSymbols: NumberSymbols

  /// The language the session speaks; differs from ``language`` until the HUD is idle.
  private var sessionLanguage: ControlLanguage
  /// The language of what the HUD is saying now: ``language`` once the HUD has been idle since
  /// ``setLanguage(_:)``, the previous one until then (a front-end tells screen readers to read
  /// the box in this one, so what is being said never changes its voice midway).
  public var spokenLanguage: ControlLanguage { sessionLanguage }
  /// The last token minted: tokens are minted here and nowhere else.
  private var lastToken: UInt64 = 0
  /// The task ``setPresented(_:content:)`` runs, if any.
  private var presentedToken: HUDToken?
  /// How to cancel the Swift task `during` runs for each of its tokens.
  private var workCancellers: [HUDToken: @MainActor () -> Void] = [:]
  /// The progress sources the tasks follow (``follow(_:content:)``).
  private let progressFollower = HUDProgressFollower()
  /// Whether forgetting the sources of ended tasks waits for the event being handled to end.
  private var forgetsEndedProgress = false

  /// Creates a hidden HUD run on `host`.
  ///
  /// - Parameters:
  ///   - timing: the grace period, minimum show time, fades and status reading times.
  ///   - touchPolicy: which touches the HUD blocks while shown.
  ///   - language: what the HUD says for content without a title.
  ///   - numberSymbols: the digits of the spoken percentage (the front-end's locale's; ASCII by
  ///     default).
  ///   - spinnerSource: who animates the spinner: the core on the host's frames (GTK), or the
  ///     platform's own indicator, with no frames (UIKit, SwiftUI).
  ///   - host: the platform's host; tests pass `VirtualHost`.
  public init(
    timing: HUDTiming = HUDTiming(), touchPolicy: HUDTouchPolicy = .blocksBox,
    language: ControlLanguage = .english, numberSymbols: NumberSymbols = .plain,
    spinnerSource: HUDSpinnerSource = .core, host: any ControlHost
  ) {
    self.host = host
    self.language = language
    self.numberSymbols = numberSymbols
    sessionLanguage = language
    session = ControlSession(
      HUDState(
        timing: timing, touchPolicy: touchPolicy, language: language,
        numberSymbols: numberSymbols, spinnerSource: spinnerSource),
      at: host.now)
    attachSession()
  }

  /// The HUD's state.
  public var state: HUDState { session.state }
  /// What is on screen now: the opacity, the spinner's phase and the app view shown.
  public var presentation: HUDPresentation { session.presentation }

  /// Which touches the HUD blocks while it is showing or visible.
  public var touchPolicy: HUDTouchPolicy {
    get { state.touchPolicy }
    set {
      guard newValue != state.touchPolicy else { return }
      send(.touchPolicyChanged(newValue, at: host.now))
    }
  }

  /// Whether a success or error status plays a haptic (``HUDEffect/playHaptic(_:)``); on by
  /// default.
  public var playsStatusHaptics: Bool {
    get { state.playsStatusHaptics }
    set {
      guard newValue != state.playsStatusHaptics else { return }
      send(.statusHapticsChanged(newValue, at: host.now))
    }
  }

  /// Whether the system asks for reduced motion (UIKit's `isReduceMotionEnabled`, SwiftUI's
  /// `accessibilityReduceMotion`, GTK's `gtk-enable-animations` off): a zoom then only fades.
  public var reducesMotion: Bool {
    get { state.reducesMotion }
    set {
      guard newValue != state.reducesMotion else { return }
      send(.reduceMotionChanged(newValue, at: host.now))
    }
  }

  /// Whether the HUD's view is in a window: outside one the spinner stops and a HUD on screen
  /// hides at once.
  public var isInWindow: Bool {
    get { state.isInWindow }
    set {
      guard newValue != state.isInWindow else { return }
      send(newValue ? .addedToWindow(at: host.now) : .removedFromWindow(at: host.now))
    }
  }

  /// The touch policy in force now: ``HUDState/activeTouchPolicy`` (the strictest of the running
  /// tasks' and ``touchPolicy``) while the HUD is showing or fully visible,
  /// ``HUDTouchPolicy/passesThrough`` otherwise (hidden, in its grace period, or fading out: its
  /// task is over), as ``HUDState/blockedArea(layout:)`` decides.
  public var effectiveTouchPolicy: HUDTouchPolicy {
    state.phase.isPresented ? state.activeTouchPolicy : .passesThrough
  }

  /// Starts a task showing `content` and returns its token, one no earlier call returned.
  ///
  /// The HUD appears if the task is still running after the grace period; end it with
  /// ``end(_:)``.
  @discardableResult
  public func begin(_ content: HUDContent = .spinner()) -> HUDToken {
    adoptLanguageIfIdle()
    lastToken += 1
    let token = HUDToken(lastToken)
    send(.taskBegan(token, content, at: host.now))
    return token
  }

  /// The task holding `token` shows `content` now (a new title, progress).
  public func update(_ token: HUDToken, to content: HUDContent) {
    send(.contentChanged(token, content, at: host.now))
  }

  /// The task holding `token` finished; the HUD hides when no task is left, after its minimum
  /// show time.
  public func end(_ token: HUDToken) {
    send(.taskEnded(token, at: host.now))
  }

  /// Shows a status (success, error, info, text) at once, for its reading time.
  public func post(_ status: HUDContent) {
    adoptLanguageIfIdle()
    send(.statusPosted(status, at: host.now))
  }

  /// Ends every task and status after `delay` (the minimum show time still applies).
  public func dismiss(after delay: Duration = .zero) {
    send(.dismissRequested(after: delay, at: host.now))
  }

  /// Shows the HUD with `content` around `work`, run in its own Swift `Task`: a HUD task begins
  /// before it and ends after it, however it finishes (a quick one never flashes the HUD, by the
  /// grace period).
  ///
  /// With a cancellable content (``HUDContent/cancellable(_:)``) the HUD shows a Cancel button;
  /// pressing it ends this task's token at once and cancels the `Task`: `work` sees
  /// `Task.isCancelled` and `CancellationError` from `Task.sleep` and other cancellable calls.
  /// Cancelling the caller's task cancels `work` too.
  ///
  /// ```swift
  /// let user = try await hud.during(.spinner("Signing in…").cancellable()) {
  ///   try await api.signIn()
  /// }
  /// ```
  public func during<Result: Sendable>(
    _ content: HUDContent = .spinner(), _ work: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    try await during(begin(content), work)
  }

  /// Runs `work` in its own Swift `Task` as the running task `token` (from ``begin(_:)``) and
  /// ends `token` after it, however it finishes.
  ///
  /// The content-taking `during` for a task a front-end began itself (UIKit's `LoadingHUD`
  /// begins a task with the app's own view, then runs the work here). Cancel on that task
  /// cancels the `Task`. Pass a running token: for one that has ended, `work` still runs, with
  /// no HUD and no Cancel.
  public func during<Result: Sendable>(
    _ token: HUDToken, _ work: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    let task = Task { @MainActor in try await work() }
    workCancellers[token] = { task.cancel() }
    defer {
      workCancellers[token] = nil
      end(token)
    }
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// Shows the HUD with `content` around `work` that cannot throw (see the throwing
  /// `during(_:_:)`): Cancel cancels its `Task`, which `work` sees as
  /// `Task.isCancelled`.
  ///
  /// ```swift
  /// await hud.during(.spinner("Syncing").cancellable()) { await sync.run() }
  /// ```
  public func during<Result: Sendable>(
    _ content: HUDContent = .spinner(), _ work: @escaping @MainActor () async -> Result
  ) async -> Result {
    await during(begin(content), work)
  }

  /// Runs `work` that cannot throw as the running task `token` (see the throwing
  /// `during(_:_:)` that takes a token): Cancel cancels its `Task`.
  public func during<Result: Sendable>(
    _ token: HUDToken, _ work: @escaping @MainActor () async -> Result
  ) async -> Result {
    let task = Task { @MainActor in await work() }
    workCancellers[token] = { task.cancel() }
    defer {
      workCancellers[token] = nil
      end(token)
    }
    return await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
  }

  /// The running task holding `token` follows a fraction the HUD cannot observe itself.
  ///
  /// ``onEffect`` then reports ``HUDEffect/sampleProgress`` every ``HUDTiming/progressSampling``
  /// on the host's clock while it runs, for the owner to read it and call
  /// ``update(_:fraction:title:)``. ``follow(_:content:)`` does all of it for a
  /// ``HUDProgressSource``.
  public func followProgress(of token: HUDToken) {
    send(.taskFollowsProgress(token, at: host.now))
  }

  /// Starts a task that follows `progress` and returns its token: the one `follow` of every
  /// front-end.
  ///
  /// - The task shows a progress at ``HUDProgressSource/fractionCompleted``, drawn in
  ///   `content`'s ``HUDContent/progressStyle`` (a ring, a bar or a pie), titled `content`'s
  ///   title or, when that is empty, the progress's ``HUDProgressSource/localizedDescription``,
  ///   read again at every sample (every ``HUDTiming/progressSampling`` on the host's clock)
  ///   until the app sets a title (``setTitle(_:)``, ``update(_:fraction:title:)``).
  /// - It is cancellable by default: Cancel (its button, Esc, VoiceOver's escape,
  ///   ``cancel(_:)``) ends the task and cancels the progress (``HUDProgressSource/cancel()``).
  /// - The task ends when the progress finishes or is cancelled (seen at the next sample). When
  ///   the work fails, cancel the progress (or call ``end(_:)``) and post an error; or use
  ///   ``during(progress:content:operation:)``, which ends the task with the work.
  /// - The driver holds `progress` only while its task runs: however the task ends, the
  ///   progress is let go once the event that ended it has been handled.
  ///
  /// ```swift
  /// let download = HUDProgress(totalUnitCount: 4)
  /// let token = hud.follow(download, content: .progress(0, "Downloading", style: .bar))
  /// download.completedUnitCount = 1      // the bar shows 25 % at the next sample
  /// ```
  @discardableResult
  public func follow(
    _ progress: any HUDProgressSource,
    content: HUDContent = HUDContent.progress(0).cancellable()
  ) -> HUDToken {
    let start = progressFollower.startingContent(content, for: progress)
    let token = begin(start)
    progressFollower.follow(
      progress, token: token, content: start, appTitle: !content.title.isEmpty)
    followProgress(of: token)
    return token
  }

  /// Shows `progress` (as ``follow(_:content:)`` does) while `operation` runs in its own Swift
  /// `Task`, and returns what it returns.
  ///
  /// The task is cancellable by default: Cancel cancels both the progress and the `Task` (the
  /// operation sees `CancellationError` / `Task.isCancelled`); cancelling the caller's task
  /// cancels the operation too. The HUD's task ends when the operation ends (returning,
  /// throwing or cancelled; a thrown error is rethrown) or the progress finishes, whichever
  /// comes first.
  ///
  /// ```swift
  /// let progress = HUDProgress(totalUnitCount: 10)
  /// try await hud.during(progress: progress) {
  ///   for _ in 0..<10 {
  ///     try await Task.sleep(for: .milliseconds(100))   // stands for uploading one photo
  ///     progress.completedUnitCount += 1
  ///   }
  /// }
  /// ```
  public func during<Result: Sendable>(
    progress: any HUDProgressSource, content: HUDContent = HUDContent.progress(0).cancellable(),
    operation: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    try await during(follow(progress, content: content), operation)
  }

  /// The source the running task holding `token` follows, if any (tests: a front-end's
  /// `follow` goes through this driver).
  package func followedSource(of token: HUDToken) -> (any HUDProgressSource)? {
    progressFollower.source(of: token)
  }

  /// How many tasks follow a progress source (tests: an ended task's source is let go).
  package var followedSourceCount: Int { progressFollower.count }

  /// Changes the title of the newest running task, the rest of its content kept (the box is laid
  /// out again); does nothing while no task runs: the one `setTitle` of every front-end
  /// (SVProgressHUD's `setStatus(_:)`).
  ///
  /// A followed progress's description stops being the title from then on.
  public func setTitle(_ title: String) {
    guard let token = state.activeTokens.last, var content = state.content(of: token) else {
      return
    }
    content.title = title
    update(token, to: content)
  }

  /// The layout of the displayed content with these inputs and the Cancel title of
  /// ``language``, when `current` is not already that layout: the one "lay out again?" rule of
  /// every front-end (``HUDLayout/isLayout(of:container:safeArea:keyboardFrame:direction:style:cancelTitle:)``).
  ///
  /// - Returns: a new layout, or nil when `current` is still right or nothing is displayed.
  public func newLayout(
    replacing current: HUDLayout?, container: Rect, safeArea: Insets = .zero,
    keyboardFrame: Rect? = nil, direction: WritingDirection, style: HUDStyle,
    measure: some TextMeasuring
  ) -> HUDLayout? {
    guard let content = state.displayedContent else { return nil }
    let cancelTitle = language.cancelTitle
    if let current,
      current.isLayout(
        of: content, container: container, safeArea: safeArea, keyboardFrame: keyboardFrame,
        direction: direction, style: style, cancelTitle: cancelTitle)
    {
      return nil
    }
    return HUDLayout(
      content: content, container: container, safeArea: safeArea, keyboardFrame: keyboardFrame,
      direction: direction, style: style, cancelTitle: cancelTitle, measure: measure)
  }

  /// The task holding `token` follows a fraction done (a `Progress`'s, say): a progress ring at
  /// `fraction`, titled `title`, or keeping its title when `title` is nil; its Cancel button
  /// stays as it was.
  public func update(_ token: HUDToken, fraction: Double, title: String? = nil) {
    guard let current = state.content(of: token) else { return }
    var content = current
    content.indicator = .progress(fraction)
    if let title { content.title = title }
    update(token, to: content)
  }

  /// The user pressed the Cancel button, Esc or VoiceOver's escape gesture: the task whose
  /// Cancel button is on screen ends and its work is cancelled.
  ///
  /// - Returns: whether a Cancel button was on screen (so the key or gesture was used).
  @discardableResult
  public func cancelPressed() -> Bool {
    guard state.cancellableToken != nil else { return false }
    send(.cancelPressed(at: host.now))
    return true
  }

  /// Cancels the task holding `token` (the app's own Cancel, a cancelled `Progress`): it ends at
  /// once and its work is cancelled; other tasks are untouched.
  public func cancel(_ token: HUDToken) {
    send(.taskCancelled(token, at: host.now))
  }

  /// One task, running while `isPresented`, showing `content` (SwiftUI's
  /// `loadingHUD(isPresented:title:)`).
  public func setPresented(_ isPresented: Bool, content: HUDContent) {
    switch (isPresented, presentedToken) {
    case (true, nil): presentedToken = begin(content)
    case (true, let token?): update(token, to: content)
    case (false, let token?):
      presentedToken = nil
      end(token)
    case (false, nil): break
    }
  }

  /// Speaks `language` from now on: at once when the HUD is idle (hidden, no task, no status);
  /// otherwise from the next task or status after it has gone, so what is on screen never
  /// changes its voice midway.
  public func setLanguage(_ language: ControlLanguage) {
    self.language = language
    adoptLanguageIfIdle()
  }

  /// Speaks percentages with `symbols`' digits from now on (the user changed their region's
  /// format), under the same rule as ``setLanguage(_:)``: at once when the HUD is idle,
  /// otherwise once it has gone.
  public func setNumberSymbols(_ symbols: NumberSymbols) {
    numberSymbols = symbols
    adoptLanguageIfIdle()
  }

  /// Hands `event` to the session (queued if one is being handled); the calls above stamp their
  /// events with the host's `now`.
  package func send(_ event: HUDEvent) {
    session.send(event)
  }

  /// Cancels the timer and frames and forgets the callbacks: for a HUD being destroyed.
  public func invalidate() {
    session.invalidate()
    progressFollower.removeAll()
    onRender = nil
    onEffect = nil
  }

  /// Lets the host drive the current session and routes its renders and effects here.
  private func attachSession() {
    session.onRender = { [weak self] in self?.rendered() }
    session.onEffect = { [weak self] effect in self?.handle(effect) }
    host.drive(session)
  }

  /// Cancels the work and the followed progress of a cancelled task, reads the followed
  /// progress when the core asks, then reports `effect`.
  private func handle(_ effect: HUDEffect) {
    switch effect {
    case .cancelTask(let token):
      if let cancelWork = workCancellers.removeValue(forKey: token) { cancelWork() }
      progressFollower.taskCancelled(token)
    case .sampleProgress: progressFollower.sample(on: self)
    default: break
    }
    onEffect?(effect)
  }

  /// Tells the front-end to redraw; while tasks follow a progress, forgets the sources of those
  /// that ended once the event is handled (after its effects: a cancelled task's source is
  /// cancelled first).
  private func rendered() {
    if !forgetsEndedProgress, !progressFollower.isEmpty {
      forgetsEndedProgress = true
      session.whenIdle { [weak self] in
        guard let self else { return }
        forgetsEndedProgress = false
        progressFollower.forgetEnded(in: state)
      }
    }
    onRender?()
  }

  /// Starts a new session in ``language`` and ``numberSymbols`` when the HUD is idle and speaks
  /// otherwise.
  ///
  /// The core fixes a HUD's default announcement when it is made; an idle HUD has nothing else
  /// to keep but its window and touch policy, which carry over.
  ///
  /// Never from inside one of the session's callbacks (a task begun in `onEffect`): replacing
  /// the session then would drop the rest of the event being handled; the next call made while
  /// the HUD is idle adopts it.
  private func adoptLanguageIfIdle() {
    let old = state
    guard language != sessionLanguage || numberSymbols != old.numberSymbols,
      !session.isHandling, old.phase == .hidden,
      old.activeTokens.isEmpty, old.status == nil
    else { return }
    session.invalidate()
    session = ControlSession(
      HUDState(
        timing: old.timing, touchPolicy: old.touchPolicy, language: language,
        numberSymbols: numberSymbols, playsStatusHaptics: old.playsStatusHaptics,
        spinnerSource: old.spinnerSource),
      at: host.now)
    sessionLanguage = language
    attachSession()
    if old.reducesMotion { send(.reduceMotionChanged(true, at: host.now)) }
    if !old.isInWindow { send(.removedFromWindow(at: host.now)) }
  }
}
