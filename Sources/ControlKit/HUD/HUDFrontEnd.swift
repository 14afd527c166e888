/// A HUD on screen that a ``HUDDriver`` runs: GTK's `GTKHUD` and UIKit's `LoadingHUD`.
///
/// A front-end supplies its driver; this extension gives it the HUD's API, the same names on
/// every platform, written once: ``begin(_:)``, ``update(_:to:)``, ``end(_:)``, ``post(_:)``,
/// ``dismiss(after:)``, `during`, ``follow(_:content:)``, ``setTitle(_:)``, ``cancel(_:)`` and
/// ``touchPolicy``.
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

  /// Shows the HUD with `content` around `work`, run in its own Swift `Task` (see
  /// ``HUDDriver``'s `during(_:_:)`): a cancellable content shows a Cancel button that
  /// cancels that `Task`.
  ///
  /// ```swift
  /// let user = try await hud.during(.spinner("Signing in…").cancellable()) {
  ///   try await api.signIn()
  /// }
  /// ```
  public func during<Result: Sendable>(
    _ content: HUDContent = .spinner(), _ work: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    try await driver.during(content, work)
  }

  /// Shows the HUD with `content` around `work` that cannot throw; Cancel cancels its `Task`.
  public func during<Result: Sendable>(
    _ content: HUDContent = .spinner(), _ work: @escaping @MainActor () async -> Result
  ) async -> Result {
    await driver.during(content, work)
  }

  /// Whether success and error statuses play a haptic (on by default).
  public var playsStatusHaptics: Bool {
    get { driver.playsStatusHaptics }
    set { driver.playsStatusHaptics = newValue }
  }

  /// The task holding `token` shows a progress ring at `fraction`, titled `title` (its title
  /// kept when nil).
  public func update(_ token: HUDToken, fraction: Double, title: String? = nil) {
    driver.update(token, fraction: fraction, title: title)
  }

  /// Cancels the task holding `token`: it ends at once and its work is cancelled.
  public func cancel(_ token: HUDToken) {
    driver.cancel(token)
  }

  /// Starts a task that follows `progress` and returns its token (``HUDDriver/follow(_:content:)``:
  /// its fraction on the HUD's clock, its description as the title until you set one, Cancel
  /// cancels it, and it is let go when its task ends).
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
    driver.follow(progress, content: content)
  }

  /// Shows `progress` while `operation` runs in its own Swift `Task`
  /// (``HUDDriver/during(progress:content:operation:)``); Cancel cancels both.
  public func during<Result: Sendable>(
    progress: any HUDProgressSource, content: HUDContent = HUDContent.progress(0).cancellable(),
    operation: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    try await driver.during(progress: progress, content: content, operation: operation)
  }

  /// Changes the title of the newest running task (``HUDDriver/setTitle(_:)``); the box is laid
  /// out again.
  ///
  /// ```swift
  /// hud.begin(.spinner("Loading"))
  /// hud.setTitle("Almost there")         // SVProgressHUD.setStatus(_:)
  /// ```
  public func setTitle(_ title: String) {
    driver.setTitle(title)
  }
}
