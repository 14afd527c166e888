#if canImport(UIKit)
public import ControlKit
public import Foundation
import UIKit

extension LoadingHUD {
  /// Starts a task that follows a Foundation `progress`.
  ///
  /// A progress ring at its `fractionCompleted`, titled `content`'s title or, when that is
  /// empty, the `Progress`'s `localizedDescription`, read again at every sample (the core asks
  /// for one every ``HUDTiming/progressSampling``, on the HUD's host clock) so the title follows
  /// it, until the app sets a title. The task
  /// ends when the `Progress` finishes or is cancelled; cancelling the task (its Cancel button,
  /// VoiceOver's escape gesture) cancels the `Progress`.
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
    var start = content
    start.indicator = .progress(progress.fractionCompleted)
    let followsDescription = start.title.isEmpty
    if followsDescription { start.title = progress.localizedDescription ?? "" }
    let token = begin(start)
    followedProgress[token] = FollowedProgress(
      progress: progress, descriptionShown: followsDescription ? start.title : nil)
    driver.followProgress(of: token)
    return token
  }

  /// Shows `progress` (as ``follow(_:content:)`` does) while `operation` runs in its own Swift
  /// `Task`, and returns what it returns.
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
    let token = follow(progress, content: content)
    return try await driver.during(token, operation)
  }

  /// Reads every followed `Progress` once: its fraction goes to its task, and its
  /// `localizedDescription` too, read afresh each time, while the title is the `Progress`'s (the
  /// app gave none and has not set one since); a finished or cancelled one ends its task.
  package func sampleFollowedProgress() {
    for (token, followed) in followedProgress {
      let progress = followed.progress
      if progress.isFinished || progress.isCancelled {
        followedProgress[token] = nil
        end(token)
        continue
      }
      var title: String?
      if let shown = followed.descriptionShown {
        if coreState.content(of: token)?.title == shown {
          title = progress.localizedDescription ?? ""
        }
        followedProgress[token]?.descriptionShown = title
      }
      update(token, fraction: progress.fractionCompleted, title: title)
    }
    if followedProgress.isEmpty { stopFollowingAllProgress() }
  }

  /// Forgets every followed `Progress` (their tasks have ended, or the HUD is going away); the
  /// core stops asking for samples once no followed task runs.
  func stopFollowingAllProgress() {
    followedProgress = [:]
  }
}
#endif
