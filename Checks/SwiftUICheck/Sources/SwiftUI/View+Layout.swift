extension View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)>.
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/offset(x:y:)>.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/position(x:y:)>.
  nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq>.
  nonisolated public func padding(_ length: CGFloat) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/opacity(_:)>.
  nonisolated public func opacity(_ opacity: Double) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)>.
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  )
    -> some View
  { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)>.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    StubView()
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)>.
  nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  where S: Shape { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/scaledtofill()>.
  nonisolated public func scaledToFill() -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)>.
  nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View where V: View
  { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)>.
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/id(_:)>.
  nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/modifier(_:)>.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/scaledtofit()>.
  nonisolated public func scaledToFit() -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/fixedsize()>.
  nonisolated public func fixedSize() -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/hidden()>.
  nonisolated public func hidden() -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/labelshidden()>.
  nonisolated public func labelsHidden() -> some View { StubView() }
}
