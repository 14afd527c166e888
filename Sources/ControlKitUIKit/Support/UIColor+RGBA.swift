#if canImport(UIKit)
import ControlKit
import UIKit

extension UIColor {
  /// A colour from the core's components.
  convenience init(_ rgba: RGBA) {
    self.init(
      red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue),
      alpha: CGFloat(rgba.alpha))
  }

  /// A colour that follows dark mode: `light` in the light appearance, `dark` in the dark one.
  convenience init(light: RGBA, dark: RGBA) {
    self.init { traits in
      UIColor(traits.userInterfaceStyle == .dark ? dark : light)
    }
  }
}

extension RGBA {
  /// The core colour of a UIKit colour already resolved for an appearance
  /// (`resolvedColor(with:)`): its sRGB components (`getRed(_:green:blue:alpha:)`), clamped to
  /// `0...1` (an extended-range colour loses what lies outside sRGB).
  init(_ color: UIColor) {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
  }
}
#endif
