#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import Foundation

/// The Foundation `Progress` objects a SwiftUI HUD's tasks follow
/// (``LoadingHUDAction/follow(_:content:)``), by task, with UIKit's `LoadingHUD.follow` rules.
///
/// - The task shows a progress at the `Progress`'s `fractionCompleted` (in the content's
///   ``ControlKit/HUDContent/progressStyle``), titled the content's title or, when that is empty,
///   the `Progress`'s `localizedDescription`, read again at every sample until the app sets a
///   title of its own.
/// - The core asks for a sample every ``ControlKit/HUDTiming/progressSampling`` on the host's clock
///   (``ControlKit/HUDEffect/sampleProgress``); nothing polls in between.
/// - The task ends when the `Progress` finishes or is cancelled (or, under
///   ``LoadingHUDAction/during(progress:content:operation:)``, when the operation ends); cancelling
///   the task (its Cancel
///   button, Esc, VoiceOver's escape, ``LoadingHUDAction/cancel(_:)``) cancels the `Progress`
///   (``ControlKit/HUDEffect/cancelTask(_:)``).
@MainActor
final class HUDProgressFollower {
  /// One followed `Progress`.
  struct Followed {
    /// The progress sampled.
    let progress: Progress
    /// The `localizedDescription` last shown as the task's title, or nil when the title is the
    /// app's.
    var descriptionShown: String?
  }

  /// The followed progress objects, by the token of their task.
  private(set) var followed: [HUDToken: Followed] = [:]

  /// Starts a task on `driver` showing `progress`, from `content` (its indicator becomes the
  /// progress's fraction), and follows it; returns the task's token.
  func follow(_ progress: Progress, content: HUDContent, on driver: HUDDriver) -> HUDToken {
    var start = content
    start.indicator = .progress(progress.fractionCompleted)
    let followsDescription = start.title.isEmpty
    if followsDescription { start.title = progress.localizedDescription ?? "" }
    let token = driver.begin(start)
    followed[token] = Followed(
      progress: progress, descriptionShown: followsDescription ? start.title : nil)
    driver.followProgress(of: token)
    return token
  }

  /// Carries out what `effect` asks of the followed progress objects on `driver`: a sample, or
  /// the cancellation of a task's `Progress`.
  func handle(_ effect: HUDEffect, on driver: HUDDriver) {
    switch effect {
    case .cancelTask(let token): followed.removeValue(forKey: token)?.progress.cancel()
    case .sampleProgress: sample(on: driver)
    case .hidden:
      // Tasks that ended without a sample since (the operation of `during(progress:)` returned)
      // let their `Progress` go.
      followed = followed.filter { driver.state.content(of: $0.key) != nil }
    default: break
    }
  }

  /// Reads every followed `Progress` once: its fraction (and, while the title is the
  /// `Progress`'s, its description) goes to its task; a finished or cancelled one ends its task;
  /// one whose task has ended is forgotten.
  func sample(on driver: HUDDriver) {
    for (token, entry) in followed {
      let progress = entry.progress
      guard let content = driver.state.content(of: token) else {
        followed[token] = nil
        continue
      }
      if progress.isFinished || progress.isCancelled {
        followed[token] = nil
        driver.end(token)
        continue
      }
      var title: String?
      if let shown = entry.descriptionShown {
        if content.title == shown { title = progress.localizedDescription ?? "" }
        followed[token]?.descriptionShown = title
      }
      driver.update(token, fraction: progress.fractionCompleted, title: title)
    }
  }
}
#endif
