public import ControlKit

/// What a test left running or unchecked on a ``VirtualHost`` (``VirtualHost/finish()``).
public struct VirtualHostLeftovers: Hashable, Sendable, CustomStringConvertible {
  /// The deadline of a timer still pending, if any.
  public var pendingTimer: ControlInstant?
  /// Whether frames still tick (an animation still runs).
  public var isTickingFrames: Bool
  /// The calls the test never read with ``VirtualHost/readCalls()``.
  public var unreadCalls: [VirtualHostCall]

  /// Creates a record of leftovers.
  public init(
    pendingTimer: ControlInstant? = nil, isTickingFrames: Bool = false,
    unreadCalls: [VirtualHostCall] = []
  ) {
    self.pendingTimer = pendingTimer
    self.isTickingFrames = isTickingFrames
    self.unreadCalls = unreadCalls
  }

  /// Whether nothing is left: no timer, no frames, every call read.
  public var isEmpty: Bool { pendingTimer == nil && !isTickingFrames && unreadCalls.isEmpty }

  /// What is left, for a failing test's message.
  public var description: String {
    guard !isEmpty else { return "nothing left" }
    var parts: [String] = []
    if let pendingTimer { parts.append("a timer pending at \(pendingTimer)") }
    if isTickingFrames { parts.append("frames still ticking") }
    if !unreadCalls.isEmpty {
      parts.append("unread calls \(unreadCalls.map(String.init(describing:)))")
    }
    return parts.joined(separator: ", ")
  }
}
