/// Transcribed from <https://developer.apple.com/documentation/swiftui/view>.
@MainActor @preconcurrency
public protocol View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype>.
  associatedtype Body: View
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/body-8kl5o>.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
