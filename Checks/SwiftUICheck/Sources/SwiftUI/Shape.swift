/// Transcribed from <https://developer.apple.com/documentation/swiftui/shape>.
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/shape/path(in:)>.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// Stub machinery: Apple's shapes draw themselves; the stub's body is a placeholder.
  public var body: StubShapeView { StubShapeView() }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)>.
  nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View
  where S: ShapeStyle { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/shape/stroke(_:style:)>.
  nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View
  where S: ShapeStyle { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)>.
  nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)>.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  { self }
}
