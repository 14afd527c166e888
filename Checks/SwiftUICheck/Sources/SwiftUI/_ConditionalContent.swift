/// Transcribed from <https://developer.apple.com/documentation/swiftui/_conditionalcontent>.
@frozen
public struct _ConditionalContent<TrueContent, FalseContent>
where TrueContent: View, FalseContent: View {
  nonisolated init() {}
}

extension _ConditionalContent: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
