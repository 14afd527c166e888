/// Transcribed from <https://developer.apple.com/documentation/swiftui/roundedrectangle>.
@frozen
public struct RoundedRectangle {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)>.
  @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

extension RoundedRectangle: Shape {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/roundedrectangle/path(in:)>.
  nonisolated public func path(in rect: CGRect) -> Path { Path() }
}
