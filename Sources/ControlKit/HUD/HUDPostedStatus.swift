/// A status message on display (success, error, info or text) and the instant it goes away.
public struct HUDPostedStatus: Hashable, Sendable {
  /// What is shown.
  public var content: HUDContent
  /// When it stops holding the HUD up.
  public var until: ControlInstant

  /// Creates a posted status.
  public init(content: HUDContent, until: ControlInstant) {
    self.content = content
    self.until = until
  }
}
