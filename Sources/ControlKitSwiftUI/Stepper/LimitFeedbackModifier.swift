#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// Plays a light impact each time `trigger` changes.
///
/// It uses `sensoryFeedback` where SwiftUI has it (iOS 17, macOS 14, tvOS 17, watchOS 10,
/// visionOS 26). Before that SwiftUI has no haptics API, and the front-end does not reach into
/// UIKit from SwiftUI (it also builds for macOS): the limit shake, drawn from the core's
/// presentation, is the feedback there.
struct LimitFeedbackModifier: ViewModifier {
  let trigger: Int

  func body(content: Content) -> some View {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26, *) {
      content.sensoryFeedback(.impact(weight: .light), trigger: trigger)
    } else {
      content
    }
  }
}
#endif
