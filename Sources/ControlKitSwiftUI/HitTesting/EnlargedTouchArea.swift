#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Applies a ``TouchAreaShape`` for the environment's layout direction.
struct EnlargedTouchArea: ViewModifier {
  @Environment(\.layoutDirection) private var layoutDirection
  let touchArea: TouchArea

  func body(content: Content) -> some View {
    content.contentShape(
      TouchAreaShape(
        touchArea: touchArea,
        direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight))
  }
}
#endif
