/// A handle on one task that wants the HUD on screen.
///
/// Concurrent tasks share one HUD: each begins with its own token (``HUDEvent/taskBegan(_:_:at:)``)
/// and ends it (``HUDEvent/taskEnded(_:at:)``); the HUD hides when the last token ends. Tokens come
/// from ``HUDDriver/begin(_:)`` (the one place ControlKit mints them) or, for a bare
/// ``HUDState``, from any scheme the owner likes, as long as two running tasks never share one.
public struct HUDToken: Hashable, Sendable, CustomStringConvertible {
  /// The token's identity.
  public var rawValue: UInt64

  /// Creates a token with an identity chosen by the caller.
  public init(_ rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// `#3`, for test output.
  public var description: String { "#\(rawValue)" }
}
