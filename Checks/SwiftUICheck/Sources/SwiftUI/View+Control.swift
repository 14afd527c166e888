extension View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/progressviewstyle(_:)>.
  nonisolated public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle {
    StubView()
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/controlsize(_:)>.
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/tint(_:)-23xyq>.
  nonisolated public func tint(_ tint: Color?) -> some View { StubView() }
}
