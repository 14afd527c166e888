/// Stub machinery: Apple's primitive views have a `Never` body; the stub's do too.
extension Never: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
