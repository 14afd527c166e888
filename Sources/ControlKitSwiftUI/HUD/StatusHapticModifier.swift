#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// Plays the success haptic each time `successes` changes and the error haptic each time
/// `errors` changes: the core's ``ControlKit/HUDEffect/playHaptic(_:)``, counted by ``HUDModel``.
///
/// It uses `sensoryFeedback` where SwiftUI has it (iOS 17, macOS 14, visionOS 26). Before that
/// SwiftUI has no haptics API and the overlay plays none; the scene HUD
/// (``SwiftUI/View/sceneLoadingHUD(timing:touchPolicy:)``) is UIKit's and plays
/// `UINotificationFeedbackGenerator` on every iOS version.
struct StatusHapticModifier: ViewModifier {
  let successes: Int
  let errors: Int

  func body(content: Content) -> some View {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26, *) {
      content
        .sensoryFeedback(.success, trigger: successes)
        .sensoryFeedback(.error, trigger: errors)
    } else {
      content
    }
  }
}
#endif
