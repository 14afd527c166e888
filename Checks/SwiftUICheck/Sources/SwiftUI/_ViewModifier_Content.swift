/// Transcribed from <https://developer.apple.com/documentation/swiftui/_viewmodifier_content>.
public struct _ViewModifier_Content<Modifier> where Modifier: ViewModifier {
}

extension _ViewModifier_Content: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
