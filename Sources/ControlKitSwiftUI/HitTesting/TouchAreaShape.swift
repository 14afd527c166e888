#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The rectangle that accepts touches for a view, from the core's ``TouchArea`` rule: the bounds
/// grown (never shrunk) around their centre, or by insets resolved for the writing direction.
struct TouchAreaShape: Shape {
  let touchArea: TouchArea
  let direction: WritingDirection

  func path(in rect: CGRect) -> Path {
    let bounds = Rect(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
    let area = touchArea.area(for: bounds, direction: direction)
    return Path(CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height))
  }
}
#endif
