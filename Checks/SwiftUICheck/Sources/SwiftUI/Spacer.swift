/// Transcribed from <https://developer.apple.com/documentation/swiftui/spacer>.
@frozen
public struct Spacer {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)>.
  @inlinable nonisolated public init(minLength: CGFloat? = nil) {}
}

extension Spacer: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
