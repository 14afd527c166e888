/// Transcribed from <https://developer.apple.com/documentation/swiftui/canvas>.
///
/// Draws nothing; it keeps its `renderer`, which a check test calls with a `GraphicsContext` over
/// a recording `CGContext`, as SwiftUI calls it when the canvas draws.
nonisolated public struct Canvas<Symbols> where Symbols: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/canvas/renderer>.
  public var renderer: (inout GraphicsContext, CGSize) -> Void

}

extension Canvas where Symbols == EmptyView {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)>.
  nonisolated public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
  }
}

extension Canvas: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
