public import ControlKit

/// What happened to a `HoldButton`, in the shape a control core consumes: one event per user
/// action, stamped with the instant it happened on `MonotonicClock`'s timeline.
///
/// A pointer gives `pressed`, any number of alternating `dragExited` / `dragEntered`, then exactly
/// one of `released` or `cancelled`; keyboard or
/// accessibility activation gives a lone `activated`. A hold never produces an extra step event
/// on release (GtkButton's own "clicked" after a hold is suppressed).
public enum HoldButtonEvent: Hashable, Sendable, CustomStringConvertible {
  /// The pointer went down on the button: a core steps now and schedules its hold timer.
  case pressed(at: ControlInstant)
  /// The pointer went up (anywhere): a core stops repeating.
  case released(at: ControlInstant)
  /// The pressing pointer left the button: a core pauses repeating.
  case dragExited(at: ControlInstant)
  /// The pressing pointer came back over the button: a core resumes repeating.
  case dragEntered(at: ControlInstant)
  /// The press ended without a release: the gesture was cancelled, the pointer grab was lost, or
  /// the widget was unmapped or destroyed mid-press. A core stops repeating.
  case cancelled(at: ControlInstant)
  /// The button was activated without a pointer (Space/Enter, or an assistive technology's
  /// "click" action): a core steps once.
  case activated(at: ControlInstant)

  /// The instant the event happened.
  public var instant: ControlInstant {
    switch self {
    case .pressed(let at), .released(let at), .dragExited(let at), .dragEntered(let at),
      .cancelled(let at), .activated(let at):
      at
    }
  }

  /// The event's name, as `pressed@t=400ms`.
  public var description: String {
    switch self {
    case .pressed(let at): "pressed@\(at)"
    case .released(let at): "released@\(at)"
    case .dragExited(let at): "dragExited@\(at)"
    case .dragEntered(let at): "dragEntered@\(at)"
    case .cancelled(let at): "cancelled@\(at)"
    case .activated(let at): "activated@\(at)"
    }
  }
}
