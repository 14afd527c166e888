#if canImport(UIKit)
  import ControlKit
  import UIKit

  extension WritingDirection {
    /// The core direction for a view's `effectiveUserInterfaceLayoutDirection`.
    init(_ direction: UIUserInterfaceLayoutDirection) {
      self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
  }
#endif
