#if canImport(UIKit)
import Foundation

/// A Foundation `Progress` that a ``LoadingHUD`` task follows (``LoadingHUD/follow(_:content:)``).
struct FollowedProgress {
  /// The progress sampled for the task's fraction and, maybe, its title.
  let progress: Progress
  /// The `localizedDescription` last shown as the task's title, or nil when the title is the
  /// app's (given to `follow`, or set since: the task's title no longer equals it).
  var descriptionShown: String?
}
#endif
