/// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturemask>.
@frozen
public struct GestureMask: OptionSet {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturemask/rawvalue>.
  public let rawValue: UInt32
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturemask/init(rawvalue:)>.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/gesturemask/all>.
  public static let all = GestureMask(rawValue: 3)
}
