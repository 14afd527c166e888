/// Transcribed from <https://developer.apple.com/documentation/swiftui/textfield>.
nonisolated public struct TextField<Label> where Label: View {}

extension TextField where Label == Text {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-2laoi>.
  nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {}
}

extension TextField: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
