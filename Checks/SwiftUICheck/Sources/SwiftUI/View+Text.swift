extension View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/font(_:)>.
  nonisolated public func font(_ font: Font?) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)>.
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    StubView()
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)>.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    StubView()
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb>.
  nonisolated public func lineLimit(_ number: Int?) -> some View { StubView() }
}
