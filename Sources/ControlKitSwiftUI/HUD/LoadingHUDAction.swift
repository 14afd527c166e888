#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import SwiftUI

/// Shows the loading HUD of the nearest ``SwiftUI/View/loadingHUDContainer(timing:touchPolicy:)``
/// around your tasks: read it from the environment, as SwiftUI's `DismissAction`.
///
/// Each task holds its own token, so concurrent tasks share one HUD that hides when the last
/// ends; the core's grace period keeps fast tasks from flashing it and its minimum show time
/// keeps it from blinking.
///
/// ```swift
/// @Environment(\.loadingHUD) private var hud
///
/// Button("Save") {
///   Task { try await hud.during("Saving…") { try await model.save() } }
/// }
/// ```
///
/// Outside a container the action does nothing (the operation still runs): there is no
/// app-wide HUD to fall back on, by design. Inside
/// ``SwiftUI/View/sceneLoadingHUD(timing:touchPolicy:)``
/// it shows the HUD of the view's window scene, above the scene's sheets and alerts.
public struct LoadingHUDAction: Sendable {
  /// Where the HUD's driver comes from: a container's own, or the window scene's once the view
  /// is in a window; nil outside any.
  let source: (any HUDDriverSource)?

  /// The inert action SwiftUI's environment holds outside any container.
  static let inert = LoadingHUDAction(source: nil)

  /// An action showing the HUD that `driver` runs: for a container of your own, or a test.
  nonisolated public init(_ driver: HUDDriver) {
    self.init(source: driver)
  }

  nonisolated init(source: (any HUDDriverSource)?) {
    self.source = source
  }

  /// The driver the action runs now: nil outside a container, and inside
  /// ``SwiftUI/View/sceneLoadingHUD(timing:touchPolicy:)`` until the view is in a window.
  @MainActor var driver: HUDDriver? { source?.currentDriver }

  /// Whether a container provides this action (false: calls do nothing).
  ///
  /// Inside ``SwiftUI/View/sceneLoadingHUD(timing:touchPolicy:)`` the action is installed from the
  /// start, but shows nothing until the view is in a window (it has no scene before):
  /// ``callAsFunction(_:)`` returns nil there and `during` just runs its operation.
  public var isInstalled: Bool { source != nil }

  /// Starts a task showing `content`; pass the token to ``end(_:)`` when it finishes.
  @MainActor @discardableResult
  public func callAsFunction(_ content: HUDContent) -> HUDToken? {
    driver?.begin(content)
  }

  /// Starts a task showing the app's own view as its indicator, `title` under it (at most two
  /// lines) and, when `cancellable`, a Cancel button; pass the token to ``end(_:)``.
  ///
  /// The HUD measures the view (its ideal size) and lays the box out around it, as it does for
  /// the spinner. The HUD draws the view where it is, not where you call this: it sees the
  /// HUD's environment (the container's, or the scene HUD's hosting controller's), not yours, so
  /// give it what it reads (an `@EnvironmentObject` of your screen is not there). An action made
  /// from a bare ``ControlKit/HUDDriver`` has no view to draw it in and shows the spinner
  /// instead.
  ///
  /// ```swift
  /// let token = hud("Syncing") { SyncAnimation().frame(width: 60, height: 60) }
  /// ```
  @MainActor @discardableResult
  public func callAsFunction<Indicator: View>(
    _ title: String = "", cancellable: Bool = false,
    @ViewBuilder indicator: () -> Indicator
  ) -> HUDToken? {
    source?.begin(indicator: AnyView(indicator()), title: title, cancellable: cancellable)
  }

  /// The task holding `token` now shows `content`.
  @MainActor
  public func update(_ token: HUDToken?, to content: HUDContent) {
    guard let token else { return }
    driver?.update(token, to: content)
  }

  /// The task holding `token` finished.
  @MainActor
  public func end(_ token: HUDToken?) {
    guard let token else { return }
    driver?.end(token)
  }

  /// Shows a spinner titled `title` while `operation` runs in its own Swift `Task`.
  ///
  /// As every `during`: the task ends however the operation ends (returning, throwing or
  /// cancelled), and with `cancellable` a Cancel button cancels that `Task` (the operation sees
  /// `CancellationError` / `Task.isCancelled`). Outside a container the operation just runs.
  ///
  /// ```swift
  /// try await hud.during("Saving…") { try await model.save() }
  /// try await hud.during("Syncing", cancellable: true) { try await library.sync() }
  /// ```
  @MainActor
  public func during<Result: Sendable>(
    _ title: String, cancellable: Bool = false,
    operation: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    try await during(HUDContent.spinner(title).cancellable(cancellable), operation: operation)
  }

  /// Shows a spinner titled `title` while `operation`, which cannot throw, runs in its own
  /// Swift `Task`.
  ///
  /// See the throwing `during(_:cancellable:operation:)`: Cancel cancels that `Task`, which the
  /// operation sees as `Task.isCancelled`.
  ///
  /// ```swift
  /// let count = await hud.during("Counting") { await library.count() }
  /// ```
  @MainActor
  public func during<Result: Sendable>(
    _ title: String, cancellable: Bool = false,
    operation: @escaping @MainActor () async -> Result
  ) async -> Result {
    let content = HUDContent.spinner(title).cancellable(cancellable)
    guard let driver else { return await operation() }
    return await driver.during(content, operation)
  }

  /// Shows `content` while `operation` runs in its own Swift `Task`.
  ///
  /// A cancellable content (``ControlKit/HUDContent/cancellable(_:)``) shows a Cancel button that cancels that `Task`
  /// (the operation sees `CancellationError` / `Task.isCancelled`). Outside a container the
  /// operation just runs.
  ///
  /// ```swift
  /// try await hud.during(.progress(0, "Uploading").cancellable()) { try await upload() }
  /// ```
  @MainActor
  public func during<Result: Sendable>(
    _ content: HUDContent, operation: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    guard let driver else { return try await operation() }
    return try await driver.during(content, operation)
  }

  /// Shows the app's own `indicator` view, `title` under it, while `operation` runs in its own
  /// Swift `Task`; with `cancellable`, a Cancel button cancels that `Task`.
  ///
  /// ```swift
  /// try await hud.during("Syncing", cancellable: true) {
  ///   try await library.sync()
  /// } indicator: {
  ///   SyncAnimation().frame(width: 60, height: 60)
  /// }
  /// ```
  @MainActor
  public func during<Result: Sendable, Indicator: View>(
    _ title: String, cancellable: Bool = false,
    operation: @escaping @MainActor () async throws -> Result,
    @ViewBuilder indicator: () -> Indicator
  ) async throws -> Result {
    guard let driver,
      let token = callAsFunction(title, cancellable: cancellable, indicator: indicator)
    else { return try await operation() }
    return try await driver.during(token, operation)
  }

  /// Cancels the task holding `token`: it ends at once and its work is cancelled.
  @MainActor
  public func cancel(_ token: HUDToken?) {
    guard let token else { return }
    driver?.cancel(token)
  }

  /// Shows a success, error or info message for its reading time.
  @MainActor
  public func post(_ status: HUDContent) {
    driver?.post(status)
  }

  /// Ends every task and status after `delay`.
  @MainActor
  public func dismiss(after delay: Duration = .zero) {
    driver?.dismiss(after: delay)
  }
}
#endif
