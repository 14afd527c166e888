#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

extension LineCap {
  /// The Core Graphics cap SwiftUI's `StrokeStyle` takes.
  var cgLineCap: CGLineCap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}
#endif
