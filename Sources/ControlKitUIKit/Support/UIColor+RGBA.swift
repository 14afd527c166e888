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
#endif
