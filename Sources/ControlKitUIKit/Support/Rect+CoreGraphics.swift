#if canImport(UIKit)
  import ControlKit
  import Foundation

  extension Rect {
    /// The core rectangle for a UIKit one.
    init(_ rect: CGRect) {
      self.init(
        x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
        height: Double(rect.size.height))
    }

    /// The UIKit rectangle for this one.
    var cgRect: CGRect {
      CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(width), height: CGFloat(height))
    }
  }
#endif
