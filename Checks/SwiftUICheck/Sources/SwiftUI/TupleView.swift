/// Transcribed from <https://developer.apple.com/documentation/swiftui/tupleview>.
@frozen
public struct TupleView<T> {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/tupleview/init(_:)>.
  @inlinable nonisolated public init(_ value: T) {}
}

extension TupleView: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
