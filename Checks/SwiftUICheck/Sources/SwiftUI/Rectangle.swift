/// Transcribed from <https://developer.apple.com/documentation/swiftui/rectangle>.
@frozen
public struct Rectangle {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/rectangle/init()>.
  @inlinable public init() {}
}

extension Rectangle: Shape {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/rectangle/path(in:)>.
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}
