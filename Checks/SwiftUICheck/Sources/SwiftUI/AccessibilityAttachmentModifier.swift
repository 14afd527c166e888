/// Transcribed from <https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier>.
@frozen
public struct AccessibilityAttachmentModifier {
  nonisolated init() {}
}

extension AccessibilityAttachmentModifier: ViewModifier {
  /// Stub machinery: the body of a primitive modifier.
  public func body(content: Content) -> Never { return fatalError("primitive modifier") }
}
