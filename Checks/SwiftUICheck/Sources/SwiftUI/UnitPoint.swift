/// Transcribed from <https://developer.apple.com/documentation/swiftui/unitpoint>.
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/unitpoint/x>.
  public var x: CGFloat
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/unitpoint/y>.
  public var y: CGFloat

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)>.
  @inlinable public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/unitpoint/center>.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/unitpoint/topleading>.
  public static let topLeading = UnitPoint(x: 0, y: 0)
}
