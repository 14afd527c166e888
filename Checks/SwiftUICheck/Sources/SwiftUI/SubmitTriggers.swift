/// Transcribed from <https://developer.apple.com/documentation/swiftui/submittriggers>.
public struct SubmitTriggers: OptionSet, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/submittriggers/rawvalue>.
  public let rawValue: UInt
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/submittriggers/init(rawvalue:)>.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/submittriggers/text>.
  public static let text = SubmitTriggers(rawValue: 1)
}
