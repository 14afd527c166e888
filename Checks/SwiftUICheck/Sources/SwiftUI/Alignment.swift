/// Transcribed from <https://developer.apple.com/documentation/swiftui/alignment>.
@frozen
public struct Alignment: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/alignment/center>.
  public static let center = Alignment()
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/alignment/topleading>.
  public static let topLeading = Alignment()
}
