/// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubviews>.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// Stub machinery: the proxies.
  let proxies: [LayoutSubview]

  /// Stub machinery: a collection of `subviews` in `layoutDirection`, for a check test to hand
  /// to a layout (SwiftUI makes these itself).
  public init(_ subviews: [LayoutSubview], layoutDirection: LayoutDirection = .leftToRight) {
    proxies = subviews
    self.layoutDirection = layoutDirection
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubviews/element>.
  public typealias Element = LayoutSubview
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubviews/index>.
  public typealias Index = Int

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection>.
  public var layoutDirection: LayoutDirection
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubviews/startindex>.
  public var startIndex: Int { proxies.startIndex }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubviews/endindex>.
  public var endIndex: Int { proxies.endIndex }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layoutsubviews/subscript(_:)>.
  public subscript(index: Int) -> LayoutSubviews.Element { proxies[index] }
}
