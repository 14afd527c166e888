/// Transcribed from <https://developer.apple.com/documentation/swiftui/unitpoint>.
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/unitpoint/center>.
  public static let center = UnitPoint()
}
