#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

extension Font {
  /// The system font the core's ``TextFont`` asks for, at its size and weight (the font the
  /// core's layout measured, and UIKit's labels show).
  static func system(_ font: TextFont) -> Font {
    let weight: Font.Weight =
      switch font.weight {
      case .regular: .regular
      case .medium: .medium
      case .bold: .bold
      }
    return .system(size: CGFloat(font.size), weight: weight)
  }
}
#endif
