/// Transcribed from <https://developer.apple.com/documentation/swiftui/modifiedcontent>.
@frozen
public struct ModifiedContent<Content, Modifier> {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/modifiedcontent/content>.
  public var content: Content
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier>.
  public var modifier: Modifier
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)>.
  @inlinable public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
