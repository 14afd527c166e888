/// A HUD on screen that a ``HUDDriver`` runs: GTK's `GTKHUD` and UIKit's `LoadingHUD`.
///
/// A front-end supplies its driver; this extension gives it the HUD's API, the same names on
/// every platform, written once: ``begin(_:)``, ``update(_:to:)``, ``end(_:)``, ``post(_:)``,
/// ``dismiss(after:)``, ``during(_:_:)`` and ``touchPolicy``.
///
/// ```swift
/// let token = hud.begin(.spinner("Uploading"))
/// hud.update(token, to: .progress(0.5, "Uploading"))
/// hud.end(token)
/// ```
@MainActor
public protocol HUDFrontEnd: AnyObject {
  /// The driver that owns the HUD's session; the front-end draws its state.
  var driver: HUDDriver { get }
}

extension HUDFrontEnd {
  /// The core state (change it through the calls below so effects are carried out).
  public var coreState: HUDState { driver.state }

  /// Which touches the HUD blocks while it is showing or visible.
  public var touchPolicy: HUDTouchPolicy {
    get { driver.touchPolicy }
    set { driver.touchPolicy = newValue }
  }

  /// Starts a task showing `content` and returns its token.
  ///
  /// The HUD appears if the task still runs after the grace period. End it with ``end(_:)``.
  @discardableResult
  public func begin(_ content: HUDContent = .spinner()) -> HUDToken {
    driver.begin(content)
  }

  /// Changes what a running task shows (its title or progress).
  public func update(_ token: HUDToken, to content: HUDContent) {
    driver.update(token, to: content)
  }

  /// Ends a task; the HUD hides when none is left, after its minimum show time.
  public func end(_ token: HUDToken) {
    driver.end(token)
  }

  /// Shows a status (``HUDContent/success(_:)``, ``HUDContent/error(_:)``,
  /// ``HUDContent/info(_:)``, ``HUDContent/text(_:)``) at once, for its reading time.
  public func post(_ status: HUDContent) {
    driver.post(status)
  }

  /// Dismisses every task and status after `delay`.
  public func dismiss(after delay: Duration = .zero) {
    driver.dismiss(after: delay)
  }

  /// Shows the HUD with `content` around `work`: a task begins before it and ends after it,
  /// however it finishes (so a quick task never flashes the HUD, by the grace period).
  ///
  /// ```swift
  /// let user = try await hud.during(.spinner("Signing in…")) { try await api.signIn() }
  /// ```
  public func during<Result>(
    _ content: HUDContent = .spinner(), _ work: @MainActor () async throws -> Result
  ) async rethrows -> Result {
    try await driver.during(content, work)
  }
}
