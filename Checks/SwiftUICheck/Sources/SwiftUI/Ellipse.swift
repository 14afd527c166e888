/// Transcribed from <https://developer.apple.com/documentation/swiftui/ellipse>.
@frozen
public struct Ellipse {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/ellipse/init()>.
  @inlinable public init() {}
}

extension Ellipse: Shape {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/ellipse/path(in:)>.
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}
