/// Transcribed from <https://developer.apple.com/documentation/swiftui/verticalalignment>.
@frozen
public struct VerticalAlignment: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/verticalalignment/center>.
  public static let center = VerticalAlignment()
}
