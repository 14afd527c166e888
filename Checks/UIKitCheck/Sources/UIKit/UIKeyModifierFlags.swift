/// Transcribed from <https://developer.apple.com/documentation/uikit/uikeymodifierflags>.
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeymodifierflags/init(rawvalue:)>.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeymodifierflags/rawvalue>.
  public var rawValue: Int

  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeymodifierflags/shift>.
  public static var shift: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 17) }
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uikeymodifierflags/command>.
  public static var command: UIKeyModifierFlags { UIKeyModifierFlags(rawValue: 1 << 20) }
}
