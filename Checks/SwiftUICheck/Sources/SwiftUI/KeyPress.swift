/// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress>.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
public struct KeyPress: Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/key>.
  public let key: KeyEquivalent

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/result>.
  public enum Result: Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/result/handled>.
    case handled
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/result/ignored>.
    case ignored
  }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/phases>.
  public struct Phases: OptionSet, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/phases/rawvalue>.
    public let rawValue: Int
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/phases/init(rawvalue:)>.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/phases/down>.
    public static let down = KeyPress.Phases(rawValue: 1)
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/keypress/phases/repeat>.
    public static let `repeat` = KeyPress.Phases(rawValue: 2)
  }
}
