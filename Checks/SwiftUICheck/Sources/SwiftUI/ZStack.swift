/// Transcribed from <https://developer.apple.com/documentation/swiftui/zstack>.
@frozen
public struct ZStack<Content> where Content: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)>.
  @inlinable public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}

extension ZStack: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
