#if canImport(UIKit)
import ControlKit
import UIKit

extension Theme {
  /// The core theme of a UIKit appearance: dark for `.dark`, light otherwise.
  init(_ traits: UITraitCollection) {
    self = traits.userInterfaceStyle == .dark ? .dark : .light
  }
}
#endif
