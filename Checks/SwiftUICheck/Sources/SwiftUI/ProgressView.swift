/// Transcribed from <https://developer.apple.com/documentation/swiftui/progressview>.
nonisolated public struct ProgressView<Label, CurrentValueLabel>
where Label: View, CurrentValueLabel: View {}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/progressview/init()>.
  nonisolated public init() where Label == EmptyView {}
}

extension ProgressView: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
