/// Transcribed from <https://developer.apple.com/documentation/swiftui/horizontalalignment>.
@frozen
public struct HorizontalAlignment: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/horizontalalignment/center>.
  public static let center = HorizontalAlignment()
}
