/// How long a status message (success, error, info) stays up: a reading time from its length.
///
/// The formula is SVProgressHUD's, with bounds that suit a phone:
///
///     duration = min(max(base + perCharacter × characters, minimum), maximum)
///
/// with `characters` counted as `Character`s (grapheme clusters, so "✅" or "处" count once) and the
/// defaults base 500 ms, 60 ms per character, minimum 1.5 s, maximum 5 s. So "Saved" (5) stays
/// 1.5 s, a 30-character message 2.3 s and anything over 75 characters 5 s. SVProgressHUD's own
/// default minimum is 5 s, which users find slow for a two-word "Done".
public struct HUDStatusDuration: Hashable, Sendable {
  /// The default fixed part, 500 ms (SVProgressHUD's 0.5 s).
  public static let defaultBase: Duration = .milliseconds(500)
  /// The default time per character, 60 ms (SVProgressHUD's 0.06 s).
  public static let defaultPerCharacter: Duration = .milliseconds(60)
  /// The default shortest time a status stays, 1.5 s.
  public static let defaultMinimum: Duration = .milliseconds(1500)
  /// The default longest time a status stays, 5 s.
  public static let defaultMaximum: Duration = .seconds(5)

  /// The fixed part of the reading time.
  public var base: Duration
  /// The reading time added per character.
  public var perCharacter: Duration
  /// The shortest time a status stays up.
  public var minimum: Duration
  /// The longest time a status stays up (wins over `minimum` if they cross).
  public var maximum: Duration

  /// Creates a rule; every parameter defaults to the documented constant.
  public init(
    base: Duration = defaultBase, perCharacter: Duration = defaultPerCharacter,
    minimum: Duration = defaultMinimum, maximum: Duration = defaultMaximum
  ) {
    self.base = base
    self.perCharacter = perCharacter
    self.minimum = minimum
    self.maximum = maximum
  }

  /// The time `text` stays up: `min(max(base + perCharacter × count, minimum), maximum)`.
  ///
  /// The sum and product saturate instead of trapping, so any durations and any text work.
  ///
  /// - Complexity: O(n) in the length of `text` (counting characters).
  public func duration(for text: String) -> Duration {
    let reading = base.saturatingAdding(perCharacter.saturatingMultiplied(by: text.count))
    return min(max(reading, minimum), maximum)
  }
}
