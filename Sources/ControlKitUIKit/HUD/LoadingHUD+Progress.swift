#if canImport(UIKit)
public import ControlKit
public import Foundation
import UIKit

extension LoadingHUD {
  /// How often a followed `Progress` is sampled, 0.1 s (MBProgressHUD samples its
  /// `progressObject` on every display refresh; ten times a second is plenty for a ring).
  public static let progressSamplingInterval: TimeInterval = 0.1

  /// Starts a task that follows a Foundation `progress`.
  ///
  /// A progress ring at its `fractionCompleted`, titled `content`'s title or, when that is empty, the `Progress`'s `localizedDescription`. The task
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
    if start.title.isEmpty { start.title = progress.localizedDescription ?? "" }
    let token = begin(start)
    followedProgress[token] = progress
    if progressTimer == nil {
      progressTimer = Timer.scheduledTimer(
        withTimeInterval: Self.progressSamplingInterval, repeats: true
      ) { [weak self] timer in
        let isAlive = MainActor.assumeIsolated { () -> Bool in
          guard let self else { return false }
          self.sampleFollowedProgress()
          return true
        }
        // A HUD that went away stops its sampling.
        if !isAlive { timer.invalidate() }
      }
    }
    return token
  }

  /// Reads every followed `Progress` once: its fraction (and description, for a task without a
  /// title of its own) goes to its task; a finished or cancelled one ends its task.
  package func sampleFollowedProgress() {
    for (token, progress) in followedProgress {
      if progress.isFinished || progress.isCancelled {
        followedProgress[token] = nil
        end(token)
        continue
      }
      let ownTitle = coreState.content(of: token)?.title ?? ""
      update(
        token, fraction: progress.fractionCompleted,
        title: ownTitle.isEmpty ? progress.localizedDescription : nil)
    }
    if followedProgress.isEmpty { stopFollowingAllProgress() }
  }

  /// Stops the sampling timer and forgets every followed `Progress`.
  func stopFollowingAllProgress() {
    progressTimer?.invalidate()
    progressTimer = nil
    followedProgress = [:]
  }
}
#endif
