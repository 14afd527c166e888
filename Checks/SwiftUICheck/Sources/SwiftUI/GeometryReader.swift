/// Transcribed from <https://developer.apple.com/documentation/swiftui/geometryreader>.
@frozen
public struct GeometryReader<Content> where Content: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)>.
  @inlinable public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}

extension GeometryReader: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
