#if GTK
/// What happened to a `HoldButton`, in the shape a control's driver consumes: one event per user
/// action, unstamped.
///
/// A pointer gives `pressed`, any number of alternating `dragExited` / `dragEntered`, then exactly
/// one of `released` or `cancelled`; keyboard or
/// accessibility activation gives a lone `activated`. A hold never produces an extra step event
/// on release (GtkButton's own "clicked" after a hold is suppressed).
///
/// No instant: time comes only from the control's host (its driver stamps each call with the
/// host's `now`, so a `VirtualHost` rules the hold in tests), and GLib's clock is read in one
/// place, `GTKControlHost`.
public enum HoldButtonEvent: Hashable, Sendable, CustomStringConvertible {
  /// The pointer went down on the button: a core steps now and schedules its hold timer.
  case pressed
  /// The pointer went up (anywhere): a core stops repeating.
  case released
  /// The pressing pointer left the button: a core pauses repeating.
  case dragExited
  /// The pressing pointer came back over the button: a core resumes repeating.
  case dragEntered
  /// The press ended without a release: the gesture was cancelled, the pointer grab was lost, or
  /// the widget was unmapped or destroyed mid-press. A core stops repeating.
  case cancelled
  /// The button was activated without a pointer (Space/Enter, or an assistive technology's
  /// "click" action): a core steps once.
  case activated

  /// The event's name, as `pressed`.
  public var description: String {
    switch self {
    case .pressed: "pressed"
    case .released: "released"
    case .dragExited: "dragExited"
    case .dragEntered: "dragEntered"
    case .cancelled: "cancelled"
    case .activated: "activated"
    }
  }
}
#endif
