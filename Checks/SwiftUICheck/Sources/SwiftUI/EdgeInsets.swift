/// Transcribed from <https://developer.apple.com/documentation/swiftui/edgeinsets>.
@frozen
public struct EdgeInsets: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/edgeinsets/init()>.
  @inlinable public init() {}
}
