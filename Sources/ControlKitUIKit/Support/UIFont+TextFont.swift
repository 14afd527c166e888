#if canImport(UIKit)
import ControlKit
import UIKit

extension UIFont {
  /// The system font the core's ``TextFont`` asks for, at its size and weight (the size the
  /// core's layout measured with).
  static func systemFont(_ font: TextFont) -> UIFont {
    let weight: UIFont.Weight =
      switch font.weight {
      case .regular: .regular
      case .medium: .medium
      case .bold: .bold
      }
    return systemFont(ofSize: CGFloat(font.size), weight: weight)
  }
}
#endif
