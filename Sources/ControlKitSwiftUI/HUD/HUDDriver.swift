#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Combine
public import ControlKit

/// The testable part of the loading HUD, which owns one ``HUDController`` session.
///
/// Each task gets its own ``HUDToken``. The overlay view only draws its state and presentation.
///
/// One driver serves one place on screen (a ``SwiftUI/View/loadingHUDContainer(timing:touchPolicy:)``
/// or one ``SwiftUI/View/loadingHUD(isPresented:title:)``); there is no shared instance.
///
/// ```swift
/// let host = VirtualHost()
/// let hud = HUDDriver(host: host)
/// let saving = hud.begin(.spinner("Saving…"))
/// host.advance(by: .milliseconds(500))    // the grace period: now it shows
/// hud.end(saving)                          // hides after the minimum show time
/// ```
@MainActor
public final class HUDDriver: ObservableObject {
  /// Counts the redraws the session asked for; publishing it tells SwiftUI to read the view
  /// again (and gives tests a handle on redraws).
  @Published public private(set) var revision = 0

  /// The language of what the HUD says when its content has no title (the announcement and its
  /// VoiceOver name: "Loading", "加载中"); see ``setLanguage(_:)``.
  public private(set) var language: ControlLanguage

  private(set) var session: ControlSession<HUDController>
  private let host: any ControlHost
  private var lastToken: UInt64 = 0
  private var presentedToken: HUDToken?
  /// The language the session speaks; differs from ``language`` until the HUD is idle.
  private var sessionLanguage: ControlLanguage

  /// Creates a hidden HUD with the core's timing (grace period, minimum show, fades, status
  /// durations) and touch policy.
  ///
  /// - Parameters:
  ///   - language: what the HUD says for content without a title; the SwiftUI modifiers pass
  ///     the environment's `\.locale`.
  ///   - host: the platform; nil makes a ``TaskHost``. Tests pass a virtual clock.
  public init(
    timing: HUDTiming = HUDTiming(), touchPolicy: HUDTouchPolicy = .blocksBox,
    language: ControlLanguage = .english, host: (any ControlHost)? = nil
  ) {
    let base = host ?? TaskHost()
    self.host = base
    self.language = language
    sessionLanguage = language
    session = ControlSession(
      HUDController(timing: timing, touchPolicy: touchPolicy, language: language), at: base.now)
    session.onRender = { [weak self] in self?.revision += 1 }
    self.host.drive(session)
  }

  /// Speaks `language` from now on: at once when the HUD is idle (hidden, no task, no status);
  /// otherwise from the next task or status after it has gone, so what is on screen never
  /// changes its voice midway.
  public func setLanguage(_ language: ControlLanguage) {
    self.language = language
    adoptLanguageIfIdle()
  }

  /// Starts a new core session in ``language`` when the HUD is idle and speaks another one.
  ///
  /// The core fixes a HUD's default announcement when it is made; an idle HUD has nothing else
  /// to keep but its window and touch policy, which carry over.
  private func adoptLanguageIfIdle() {
    let state = coreState
    guard language != sessionLanguage, state.phase == .hidden, state.activeTokens.isEmpty,
      state.status == nil
    else { return }
    session.invalidate()
    session = ControlSession(
      HUDController(timing: state.timing, touchPolicy: state.touchPolicy, language: language),
      at: host.now)
    sessionLanguage = language
    session.onRender = { [weak self] in self?.revision += 1 }
    host.drive(session)
    if !state.isInWindow { session.send(.removedFromWindow(at: host.now)) }
  }

  /// The HUD's state.
  public var coreState: HUDController { session.state }
  /// What is on screen now: opacity and spinner phase.
  public var presentation: HUDPresentation { session.presentation }

  /// The touch policy in force now: the configured one while the HUD is showing or fully
  /// visible, `.passesThrough` otherwise (hidden, in its grace period, or fading out: its task
  /// is over), as ``HUDController/blockedArea(layout:)`` decides.
  public var effectiveTouchPolicy: HUDTouchPolicy {
    switch coreState.phase {
    case .showing, .visible: coreState.touchPolicy
    case .hidden, .pendingGrace, .hiding: .passesThrough
    }
  }

  /// A task starts and wants the HUD with `content`; end it with ``end(_:)``.
  @discardableResult
  public func begin(_ content: HUDContent) -> HUDToken {
    adoptLanguageIfIdle()
    lastToken += 1
    let token = HUDToken(lastToken)
    session.send(.taskBegan(token, content, at: host.now))
    return token
  }

  /// The task holding `token` shows `content` now (a new title, progress).
  public func update(_ token: HUDToken, to content: HUDContent) {
    session.send(.contentChanged(token, content, at: host.now))
  }

  /// The task holding `token` finished.
  public func end(_ token: HUDToken) {
    session.send(.taskEnded(token, at: host.now))
  }

  /// Shows a success, error or info message for its reading time.
  public func post(_ status: HUDContent) {
    adoptLanguageIfIdle()
    session.send(.statusPosted(status, at: host.now))
  }

  /// Ends every task and status after `delay` (the minimum show time still applies).
  public func dismiss(after delay: Duration = .zero) {
    session.send(.dismissRequested(after: delay, at: host.now))
  }

  /// The simple modifier's state: one task, running while `isPresented`, showing `content`.
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

  /// The overlay joined (`true`) or left its window.
  public func setInWindow(_ inWindow: Bool) {
    guard inWindow != coreState.isInWindow else { return }
    session.send(inWindow ? .addedToWindow(at: host.now) : .removedFromWindow(at: host.now))
  }

  /// Another touch policy.
  public func setTouchPolicy(_ policy: HUDTouchPolicy) {
    guard policy != coreState.touchPolicy else { return }
    session.send(.touchPolicyChanged(policy, at: host.now))
  }
}
#endif
