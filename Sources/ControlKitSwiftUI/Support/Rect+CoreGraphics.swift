#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

extension Rect {
  /// The Core Graphics rectangle for this one, as SwiftUI places views.
  var cgRect: CGRect {
    CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(width), height: CGFloat(height))
  }
}

extension WritingDirection {
  /// The core direction for SwiftUI's `\.layoutDirection`.
  init(_ direction: LayoutDirection) {
    self = direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}

extension Insets {
  /// The core insets for SwiftUI's (leading and trailing, as the core's).
  init(_ insets: EdgeInsets) {
    self.init(
      top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
      trailing: Double(insets.trailing))
  }
}
#endif
