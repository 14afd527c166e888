#if canImport(UIKit)
public import ControlKit
public import Foundation
import UIKit

extension LoadingHUD {
  /// Starts a task that follows a Foundation `progress` and returns its token: the driver's one
  /// follower (``HUDDriver/follow(_:content:)``), the same rules on every front-end.
  ///
  /// A progress at its `fractionCompleted` (in `content`'s ``HUDContent/progressStyle``), titled
  /// `content`'s title or, when that is empty, the `Progress`'s `localizedDescription`, read
  /// again at every sample (every ``HUDTiming/progressSampling``, on the HUD's host clock) until
  /// the app sets a title. The task ends when the `Progress` finishes or is cancelled;
  /// cancelling the task (its Cancel button, VoiceOver's escape gesture) cancels the `Progress`.
  /// The HUD lets the `Progress` go when its task ends.
  ///
  /// ```swift
  /// let upload = session.uploadTask(with: request, from: data)
  /// hud.follow(upload.progress)
  /// upload.resume()
  /// ```
  ///
  /// - Returns: the task's token.
  @discardableResult
  public func follow(
    _ progress: Progress, content: HUDContent = HUDContent.progress(0).cancellable()
  ) -> HUDToken {
    driver.follow(FoundationProgress(progress), content: content)
  }

  /// Shows `progress` (as ``follow(_:content:)`` does) while `operation` runs in its own Swift
  /// `Task`, and returns what it returns (``HUDDriver/during(progress:content:operation:)``).
  ///
  /// The task is cancellable by default: Cancel (or Esc, or VoiceOver's escape gesture) cancels
  /// both the `Progress` and the `Task` (the operation sees `CancellationError` /
  /// `Task.isCancelled`); cancelling the caller's task cancels the operation too. The HUD's
  /// task ends when the operation ends (returning, throwing or cancelled) or the `Progress`
  /// finishes, whichever comes first.
  ///
  /// ```swift
  /// let progress = Progress(totalUnitCount: 10)
  /// try await hud.during(progress: progress) {
  ///   for _ in 0..<10 {
  ///     try await Task.sleep(for: .milliseconds(100))   // stands for uploading one photo
  ///     progress.completedUnitCount += 1
  ///   }
  /// }
  /// ```
  public func during<Result: Sendable>(
    progress: Progress, content: HUDContent = HUDContent.progress(0).cancellable(),
    operation: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    try await driver.during(
      progress: FoundationProgress(progress), content: content, operation: operation)
  }
}
#endif
