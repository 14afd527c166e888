/// Transcribed from <https://developer.apple.com/documentation/swiftui/graphicscontext>.
///
/// Wraps the Core Graphics context a test gives (``init(stubbing:)``) and hands it to
/// `withCGContext(content:)`: the stub records what is drawn there, and nothing else.
public struct GraphicsContext {
  /// A context over `cgContext` (stub machinery for the check tests, `package`).
  package init(stubbing cgContext: CGContext) {
    self.cgContext = cgContext
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/graphicscontext/withcgcontext(content:)>.
  public func withCGContext(content: (CGContext) throws -> Void) rethrows {
    try content(cgContext)
  }

  private let cgContext: CGContext
}
