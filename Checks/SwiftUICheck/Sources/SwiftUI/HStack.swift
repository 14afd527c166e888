/// Transcribed from <https://developer.apple.com/documentation/swiftui/hstack>.
@frozen
public struct HStack<Content> where Content: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)>.
  @inlinable public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension HStack: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
