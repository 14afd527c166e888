#if GTK
public import ControlKit

// Progress the HUD follows (issue 36): UIKit's `LoadingHUD.follow(_:content:)` and
// `during(progress:content:operation:)`, and SwiftUI's `LoadingHUDAction`'s, with the same names
// and rules. ControlKitGTK does not import Foundation (the core and GTK give it all it uses), so
// the progress is the core's Foundation-free ``ControlKit/HUDProgress``, whose members are
// Foundation `Progress`'s.
extension GTKHUD {
  /// Starts a task that follows `progress` and returns its token.
  ///
  /// The rules are UIKit's `LoadingHUD.follow(_:content:)`'s:
  /// - The task shows a progress at ``ControlKit/HUDProgress/fractionCompleted``, drawn in
  ///   `content`'s ``ControlKit/HUDContent/progressStyle`` (a ring, a bar or a pie), titled
  ///   `content`'s title or, when that is empty, the progress's
  ///   ``ControlKit/HUDProgress/localizedDescription``, read again at every sample (every
  ///   ``ControlKit/HUDTiming/progressSampling`` on the HUD's clock) until you set a title.
  ///   Screen readers get the percentage as the value, in every style.
  /// - It is cancellable by default: Cancel (a click, Esc) ends the task and cancels the
  ///   progress (``ControlKit/HUDProgress/cancel()``, which calls its `cancellationHandler`).
  /// - The task ends only when the progress finishes or is cancelled. When the work fails,
  ///   cancel the progress (or call `end(_:)`) and post an error; or use
  ///   ``during(progress:content:operation:)``, which ends the task with the work.
  ///
  /// ```swift
  /// let download = HUDProgress(totalUnitCount: 4)
  /// let token = hud.follow(download, content: .progress(0, "Downloading", style: .bar))
  /// download.completedUnitCount = 1      // the bar shows 25 % at the next sample
  /// hud.end(token)                       // the work failed: end the task, then say so
  /// hud.post(.error("Download failed"))
  /// ```
  ///
  /// - Parameters:
  ///   - progress: the work's progress, read on the HUD's clock.
  ///   - content: the task's content; its indicator becomes the progress's fraction.
  /// - Returns: the task's token.
  @discardableResult
  public func follow(
    _ progress: HUDProgress, content: HUDContent = HUDContent.progress(0).cancellable()
  ) -> HUDToken {
    // The set outlives the HUD only as long as the driver's `onEffect` (cleared on destroy).
    HUDProgressFollowers.attached(to: driver).follow(progress, content: content)
      ?? begin(content)
  }

  /// Shows `progress` (as ``follow(_:content:)`` does) while `operation` runs in its own Swift
  /// `Task`, and returns what it returns.
  ///
  /// The task is cancellable by default: Cancel (a click, or Esc) cancels both the progress and
  /// the `Task` (the operation sees `CancellationError` / `Task.isCancelled`); cancelling the
  /// caller's task cancels the operation too. The HUD's task ends when the operation ends
  /// (returning, throwing or cancelled; a thrown error is rethrown) or the progress finishes,
  /// whichever comes first.
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
  ///
  /// - Parameters:
  ///   - progress: the operation's progress; it reports to it on the main actor.
  ///   - content: the task's content, as for ``follow(_:content:)``.
  ///   - operation: the work, run in its own `Task` on the main actor.
  public func during<Result: Sendable>(
    progress: HUDProgress, content: HUDContent = HUDContent.progress(0).cancellable(),
    operation: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    let token = follow(progress, content: content)
    return try await driver.during(token, operation)
  }
}
#endif
