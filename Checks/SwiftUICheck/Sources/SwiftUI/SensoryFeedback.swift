/// Transcribed from <https://developer.apple.com/documentation/swiftui/sensoryfeedback>.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
public struct SensoryFeedback: Equatable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/sensoryfeedback/impact(weight:intensity:)>.
  public static func impact(weight: SensoryFeedback.Weight = .medium, intensity: Double = 1.0)
    -> SensoryFeedback
  { SensoryFeedback() }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/sensoryfeedback/success>.
  public static let success = SensoryFeedback()
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/sensoryfeedback/error>.
  public static let error = SensoryFeedback()

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight>.
  public struct Weight: Equatable, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/light>.
    public static let light = Weight()
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/sensoryfeedback/weight/medium>.
    public static let medium = Weight()
  }
}
