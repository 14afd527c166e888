/// Transcribed from <https://developer.apple.com/documentation/swiftui/previewprovider>.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype>.
  associatedtype Previews: View
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property>.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
