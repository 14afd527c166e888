#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import Foundation
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

  /// Starts a task showing `content` and returns its token (nil outside a container).
  ///
  /// Pass the token to ``update(_:to:)`` and ``end(_:)``. The same call as
  /// ``callAsFunction(_:)``, under UIKit's `LoadingHUD` name.
  ///
  /// ```swift
  /// let token = hud.begin(.progress(0, "Uploading", style: .bar).detailed("0 of 10 photos"))
  /// hud.update(token, to: .progress(0.3, "Uploading", style: .bar).detailed("3 of 10 photos"))
  /// hud.end(token)
  /// ```
  @MainActor @discardableResult
  public func begin(_ content: HUDContent = .spinner()) -> HUDToken? {
    driver?.begin(content)
  }

  /// Changes the title of the newest running task (the box is laid out again), as UIKit's
  /// `LoadingHUD.setTitle(_:)`.
  @MainActor
  public func setTitle(_ title: String) {
    driver?.setTitle(title)
  }

  /// Starts a task that follows a Foundation `progress` and returns its token (nil outside a
  /// container, and in the scene HUD before the view is in a window).
  ///
  /// The rules are the driver's one follower's (``ControlKit/HUDDriver/follow(_:content:)``), as
  /// for UIKit's `LoadingHUD.follow(_:content:)`:
  /// - The task shows a progress at `fractionCompleted`, drawn in `content`'s
  ///   ``ControlKit/HUDContent/progressStyle``, titled `content`'s title or, when that is empty,
  ///   the `Progress`'s `localizedDescription`, read again at every sample (every
  ///   ``ControlKit/HUDTiming/progressSampling`` on the HUD's clock) until you set a title.
  /// - It is cancellable by default: Cancel (a tap, Esc, VoiceOver's escape) ends the task and
  ///   cancels the `Progress`.
  /// - The task ends only when the `Progress` finishes or is cancelled. When the work fails,
  ///   cancel the `Progress` (or call ``end(_:)``) and post an error.
  /// - The HUD lets the `Progress` go when its task ends.
  ///
  /// ```swift
  /// let upload = session.uploadTask(with: request, from: data)
  /// hud.follow(upload.progress)
  /// upload.resume()
  /// ```
  @MainActor @discardableResult
  public func follow(
    _ progress: Progress, content: HUDContent = HUDContent.progress(0).cancellable()
  ) -> HUDToken? {
    driver?.follow(FoundationProgress(progress), content: content)
  }

  /// Shows `progress` while `operation` runs in its own Swift `Task`; Cancel cancels both the
  /// `Progress` and the `Task`.
  ///
  /// The HUD follows `progress` as ``follow(_:content:)`` does (cancellable by default) and
  /// its task ends when the operation ends (returning, throwing or cancelled) or the `Progress`
  /// finishes, whichever comes first. Outside a container the operation just runs.
  ///
  /// ```swift
  /// let progress = Progress(totalUnitCount: Int64(photos.count))
  /// try await hud.during(progress: progress) {
  ///   for photo in photos {
  ///     try await library.upload(photo)     // throws CancellationError once cancelled
  ///     progress.completedUnitCount += 1
  ///   }
  /// }
  /// ```
  @MainActor
  public func during<Result: Sendable>(
    progress: Progress, content: HUDContent = HUDContent.progress(0).cancellable(),
    operation: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    guard let driver else { return try await operation() }
    return try await driver.during(
      progress: FoundationProgress(progress), content: content, operation: operation)
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
