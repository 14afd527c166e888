/// Transcribed from <https://developer.apple.com/documentation/swiftui/vstack>.
@frozen
public struct VStack<Content> where Content: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)>.
  @inlinable public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {}
}

extension VStack: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
