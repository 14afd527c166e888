/// Transcribed from <https://developer.apple.com/documentation/swiftui/angle>.
@frozen
public struct Angle: Hashable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/angle/radians>.
  public var radians: Double
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/angle/radians(_:)>.
  @inlinable public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/angle/degrees(_:)>.
  @inlinable public static func degrees(_ degrees: Double) -> Angle {
    Angle(radians: degrees * .pi / 180)
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/angle/init(radians:)>.
  @inlinable public init(radians: Double) { self.radians = radians }
}
