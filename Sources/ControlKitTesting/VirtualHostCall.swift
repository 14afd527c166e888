public import ControlKit

/// One call a ``ControlSession`` made on a ``VirtualHost``.
public enum VirtualHostCall: Hashable, Sendable {
  /// ``ControlHost/scheduleTimer(at:)``.
  case scheduleTimer(at: ControlInstant)
  /// ``ControlHost/cancelTimer()``.
  case cancelTimer
  /// ``ControlHost/setFrameTicksEnabled(_:)``.
  case frameTicks(Bool)
  /// ``ControlHost/announce(_:)``.
  case announce(String)
  /// ``ControlHost/playLimitFeedback(_:at:)``.
  case limitFeedback(RangeLimit, LimitFeedback)
  /// ``ControlHost/render()``.
  case render
}
