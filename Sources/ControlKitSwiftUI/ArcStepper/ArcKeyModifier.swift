#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Arrow keys step and Home/End go to the limits while the arc stepper has focus.
///
/// It uses `onKeyPress` and `focusable()` where SwiftUI has them (iOS 17, macOS 14, tvOS 17,
/// visionOS 1). Before that SwiftUI delivers no key presses to a custom view; VoiceOver's
/// adjustable action remains.
struct ArcKeyModifier: ViewModifier {
  let driver: ArcStepperDriver

  func body(content: Content) -> some View {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      content.focusable().onKeyPress(keys: [
        .upArrow, .rightArrow, .downArrow, .leftArrow, .home, .end,
      ]) {
        press in
        guard let key = Self.key(for: press.key) else { return .ignored }
        driver.keyPressed(key)
        return .handled
      }
    } else {
      content
    }
  }

  /// The core's key for a SwiftUI key equivalent (right and up step up; left and down down).
  static func key(for equivalent: KeyEquivalent) -> ArcStepperKey? {
    switch equivalent {
    case .upArrow, .rightArrow: .up
    case .downArrow, .leftArrow: .down
    case .home: .home
    case .end: .end
    default: nil
    }
  }
}
#endif
