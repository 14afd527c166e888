/// Stub machinery: the body every stub `Shape` gets (Apple's is a private `_ShapeView`).
public struct StubShapeView {
}

extension StubShapeView: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
