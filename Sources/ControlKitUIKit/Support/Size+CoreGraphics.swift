#if canImport(UIKit)
import ControlKit
import Foundation

extension Size {
  /// The core size for a UIKit one.
  init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}
#endif
