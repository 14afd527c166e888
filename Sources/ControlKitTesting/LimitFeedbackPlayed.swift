public import ControlKit

/// A limit feedback a ``VirtualHost`` was asked to play.
public struct LimitFeedbackPlayed: Hashable, Sendable {
  /// The limit pushed against.
  public var limit: RangeLimit
  /// What to play.
  public var feedback: LimitFeedback

  /// Creates a record.
  public init(limit: RangeLimit, feedback: LimitFeedback) {
    self.limit = limit
    self.feedback = feedback
  }
}
