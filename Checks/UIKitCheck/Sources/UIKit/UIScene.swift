public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/uikit/uiscene>.
///
/// Apps never make scenes (UIKit does); the glue tests make one with the `init()` inherited from
/// `UIResponder`, which the stub leaves available.
@MainActor
open class UIScene: UIResponder {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification>.
  nonisolated public static let didDisconnectNotification = NSNotification.Name(
    "UISceneDidDisconnectNotification")
}
