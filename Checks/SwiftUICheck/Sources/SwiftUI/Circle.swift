/// Transcribed from <https://developer.apple.com/documentation/swiftui/circle>.
@frozen
public struct Circle {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/circle/init()>.
  @inlinable public init() {}
}

extension Circle: Shape {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/circle/path(in:)>.
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}
