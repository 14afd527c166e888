/// Transcribed from <https://developer.apple.com/documentation/swiftui/localizedstringkey>.
///
/// Keeps the key, so that tests can read back what a view was given.
@frozen
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringLiteral {
  /// The key (stub storage, not Apple API).
  package let key: String

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)>.
  public init(_ value: String) { key = value }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)>.
  public init(stringLiteral value: String) { key = value }
}
