/// Transcribed from <https://developer.apple.com/documentation/swiftui/anyview>.
@frozen
public struct AnyView {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/anyview/init(_:)>.
  nonisolated public init<V>(_ view: V) where V: View {}
}

extension AnyView: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
