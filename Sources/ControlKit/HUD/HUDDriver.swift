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
  /// Called with each effect, in order, after the host carried out its action (a front-end lays
  /// the box out again on ``HUDEffect/displayedContentChanged(_:)``).
  public var onEffect: (@MainActor (HUDEffect) -> Void)?

  /// The platform (or a test's virtual clock) the session runs on; every call is stamped with
  /// its `now`.
  public let host: any ControlHost
  /// The runtime that owns the state (a new one when an idle HUD adopts another language).
  public private(set) var session: ControlSession<HUDState>
  /// The language of what the HUD says for content without a title ("Loading", "加载中"); see
  /// ``setLanguage(_:)``.
  public private(set) var language: ControlLanguage

  /// The language the session speaks; differs from ``language`` until the HUD is idle.
  private var sessionLanguage: ControlLanguage
  /// The last token minted: tokens are minted here and nowhere else.
  private var lastToken: UInt64 = 0
  /// The task ``setPresented(_:content:)`` runs, if any.
  private var presentedToken: HUDToken?

  /// Creates a hidden HUD run on `host`.
  ///
  /// - Parameters:
  ///   - timing: the grace period, minimum show time, fades and status reading times.
  ///   - touchPolicy: which touches the HUD blocks while shown.
  ///   - language: what the HUD says for content without a title.
  ///   - host: the platform's host; tests pass `VirtualHost`.
  public init(
    timing: HUDTiming = HUDTiming(), touchPolicy: HUDTouchPolicy = .blocksBox,
    language: ControlLanguage = .english, host: any ControlHost
  ) {
    self.host = host
    self.language = language
    sessionLanguage = language
    session = ControlSession(
      HUDState(timing: timing, touchPolicy: touchPolicy, language: language), at: host.now)
    attachSession()
  }

  /// The HUD's state.
  public var state: HUDState { session.state }
  /// What is on screen now: the opacity and the spinner's phase.
  public var presentation: HUDPresentation { session.presentation }

  /// Which touches the HUD blocks while it is showing or visible.
  public var touchPolicy: HUDTouchPolicy {
    get { state.touchPolicy }
    set {
      guard newValue != state.touchPolicy else { return }
      send(.touchPolicyChanged(newValue, at: host.now))
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

  /// The touch policy in force now: ``touchPolicy`` while the HUD is showing or fully visible,
  /// ``HUDTouchPolicy/passesThrough`` otherwise (hidden, in its grace period, or fading out: its
  /// task is over), as ``HUDState/blockedArea(layout:)`` decides.
  public var effectiveTouchPolicy: HUDTouchPolicy {
    state.phase.isPresented ? state.touchPolicy : .passesThrough
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

  /// Shows the HUD with `content` around `work`: a task begins before it and ends after it,
  /// however it finishes (a quick one never flashes the HUD, by the grace period).
  ///
  /// ```swift
  /// let user = try await hud.during(.spinner("Signing in…")) { try await api.signIn() }
  /// ```
  public func during<Result>(
    _ content: HUDContent = .spinner(), _ work: @MainActor () async throws -> Result
  ) async rethrows -> Result {
    let token = begin(content)
    defer { end(token) }
    return try await work()
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

  /// Hands `event` to the session (queued if one is being handled); the calls above stamp their
  /// events with the host's `now`.
  public func send(_ event: HUDEvent) {
    session.send(event)
  }

  /// Cancels the timer and frames and forgets the callbacks: for a HUD being destroyed.
  public func invalidate() {
    session.invalidate()
    onRender = nil
    onEffect = nil
  }

  /// Lets the host drive the current session and routes its renders and effects here.
  private func attachSession() {
    session.onRender = { [weak self] in self?.onRender?() }
    session.onEffect = { [weak self] effect in self?.onEffect?(effect) }
    host.drive(session)
  }

  /// Starts a new session in ``language`` when the HUD is idle and speaks another one.
  ///
  /// The core fixes a HUD's default announcement when it is made; an idle HUD has nothing else
  /// to keep but its window and touch policy, which carry over.
  private func adoptLanguageIfIdle() {
    let old = state
    guard language != sessionLanguage, old.phase == .hidden, old.activeTokens.isEmpty,
      old.status == nil
    else { return }
    session.invalidate()
    session = ControlSession(
      HUDState(timing: old.timing, touchPolicy: old.touchPolicy, language: language),
      at: host.now)
    sessionLanguage = language
    attachSession()
    if !old.isInWindow { send(.removedFromWindow(at: host.now)) }
  }
}
