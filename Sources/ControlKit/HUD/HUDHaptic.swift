/// A haptic the front-end plays when a status is posted (``HUDEffect/playHaptic(_:)``).
///
/// UIKit maps it to `UINotificationFeedbackGenerator`'s feedback type of the same name, SwiftUI to
/// `sensoryFeedback`'s (iOS 17 and later); GTK has no haptics.
public enum HUDHaptic: String, Hashable, Sendable, CaseIterable {
  /// The task succeeded.
  case success
  /// The task failed.
  case error
}
