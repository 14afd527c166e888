/// Transcribed from <https://developer.apple.com/documentation/swiftui/edgeinsets>.
@frozen
public struct EdgeInsets: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/edgeinsets/top>.
  public var top: CGFloat
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/edgeinsets/leading>.
  public var leading: CGFloat
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/edgeinsets/bottom>.
  public var bottom: CGFloat
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/edgeinsets/trailing>.
  public var trailing: CGFloat
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/edgeinsets/init()>.
  @inlinable public init() {
    top = 0
    leading = 0
    bottom = 0
    trailing = 0
  }
}
