#if canImport(UIKit)
  import ControlKit
  import Foundation

  extension Point {
    /// The core point for a UIKit one.
    init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }
#endif
