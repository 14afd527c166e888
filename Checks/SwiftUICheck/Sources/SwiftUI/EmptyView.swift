/// Transcribed from <https://developer.apple.com/documentation/swiftui/emptyview>.
@frozen
public struct EmptyView {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/emptyview/init()>.
  @inlinable nonisolated public init() {}
}

extension EmptyView: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
