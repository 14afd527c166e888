#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Arrow keys step and Home/End go to the limits while the arc stepper has focus.
///
/// It uses `onKeyPress` and `focusable()` where SwiftUI has them (iOS 17, macOS 14, tvOS 17,
/// visionOS 1). Before that SwiftUI delivers no key presses to a custom view; VoiceOver's
/// adjustable action remains.
///
/// Right to left, Left steps up and Right down, as the ring fills towards the left there (the
/// core's ``ArcStepperKey/leftArrow(in:)``, GTK's `GtkScale` rule); Up, Down, Home and End mean
/// the same in both directions.
struct ArcKeyModifier: ViewModifier {
  let driver: ArcStepperDriver
  @Environment(\.layoutDirection) private var layoutDirection

  func body(content: Content) -> some View {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
      content.focusable().onKeyPress(keys: [
        .upArrow, .rightArrow, .downArrow, .leftArrow, .home, .end,
      ]) {
        press in
        guard let key = Self.key(for: press.key, direction: WritingDirection(layoutDirection))
        else { return .ignored }
        driver.keyPressed(key)
        return .handled
      }
    } else {
      content
    }
  }

  /// The core's key for a SwiftUI key equivalent in `direction` (up steps up and down down;
  /// right steps up left to right and down right to left, left the other way).
  static func key(
    for equivalent: KeyEquivalent, direction: WritingDirection = .leftToRight
  ) -> ArcStepperKey? {
    switch equivalent {
    case .upArrow: .up
    case .downArrow: .down
    case .rightArrow: .rightArrow(in: direction)
    case .leftArrow: .leftArrow(in: direction)
    case .home: .home
    case .end: .end
    default: nil
    }
  }
}
#endif
