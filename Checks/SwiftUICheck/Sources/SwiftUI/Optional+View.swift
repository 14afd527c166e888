/// Stub machinery: Apple's `Optional` is a view when its wrapped value is one (the result of an
/// `if` without `else`).
extension Optional: View where Wrapped: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
