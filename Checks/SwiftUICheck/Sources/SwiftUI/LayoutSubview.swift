/// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubview>.
public struct LayoutSubview: Equatable, Sendable {
  /// Stub machinery: where a layout placed the subview, recorded for a check test.
  public final class Placement: @unchecked Sendable {
    /// Stub machinery: the last `place(at:anchor:proposal:)` call's arguments, nil before one.
    public internal(set) var last:
      (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?
    /// Stub machinery: how many times the subview was placed.
    public internal(set) var count = 0
  }

  /// Stub machinery: the size the subview answers every proposal with.
  let size: CGSize
  /// Stub machinery: where the subview was placed.
  public let placement = Placement()

  /// Stub machinery: a proxy for a subview of `size` that records where it is placed (SwiftUI
  /// makes proxies itself).
  public init(size: CGSize) {
    self.size = size
  }

  /// Stub machinery: proxies are equal when they stand for the same subview.
  public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.placement === rhs.placement
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)>.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { size }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)>.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    placement.last = (position, anchor, proposal)
    placement.count += 1
  }
}
