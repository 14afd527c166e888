/// Transcribed from <https://developer.apple.com/documentation/swiftui/viewmodifier>.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype>.
  associatedtype Body: View
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewmodifier/content>.
  typealias Content = _ViewModifier_Content<Self>
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)>.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}
