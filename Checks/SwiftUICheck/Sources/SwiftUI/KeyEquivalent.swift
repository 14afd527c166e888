/// Transcribed from <https://developer.apple.com/documentation/swiftui/keyequivalent>.
@frozen
public struct KeyEquivalent: Sendable {
  let name: String
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keyequivalent/uparrow>.
  public static let upArrow = KeyEquivalent(name: "upArrow")
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keyequivalent/downarrow>.
  public static let downArrow = KeyEquivalent(name: "downArrow")
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keyequivalent/leftarrow>.
  public static let leftArrow = KeyEquivalent(name: "leftArrow")
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keyequivalent/rightarrow>.
  public static let rightArrow = KeyEquivalent(name: "rightArrow")
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keyequivalent/home>.
  public static let home = KeyEquivalent(name: "home")
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/keyequivalent/end>.
  public static let end = KeyEquivalent(name: "end")
}

/// Transcribed from <https://developer.apple.com/documentation/swiftui/keyequivalent> (Relationships: Equatable, Hashable).
extension KeyEquivalent: Hashable {}
