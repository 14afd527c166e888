/// Something that happened to an arc stepper, stamped with the instant it happened.
///
/// Points are in the control's own coordinate space (its bounds).
public enum ArcStepperEvent: Hashable, Sendable {
  /// A pointer (finger, mouse button, pen) went down at a point.
  case pointerPressed(Point, at: ControlInstant)
  /// The pressed pointer moved to a point.
  case pointerMoved(Point, at: ControlInstant)
  /// The pressed pointer was lifted at a point.
  case pointerReleased(Point, at: ControlInstant)
  /// The system took the pointer away (a scroll view claimed the touch, the window lost the grab).
  case pointerCancelled(at: ControlInstant)
  /// A key was pressed while the control had keyboard focus.
  case keyPressed(ArcStepperKey, at: ControlInstant)
  /// The scroll wheel moved by whole notches over the control: positive upward (more), negative
  /// downward (less). Ignored during a drag.
  case scrolled(steps: Int, at: ControlInstant)
  /// A screen reader asked to step up.
  case accessibilityIncremented(at: ControlInstant)
  /// A screen reader asked to step down.
  case accessibilityDecremented(at: ControlInstant)
  /// The app set the step in code (clamped to `0...stepCount`).
  case stepSetProgrammatically(Int, at: ControlInstant)
  /// The control's bounds changed.
  case boundsChanged(Rect, at: ControlInstant)
  /// The control was enabled or disabled.
  case enabledChanged(Bool, at: ControlInstant)
  /// The control gained or lost keyboard focus.
  case focusChanged(Bool, at: ControlInstant)
  /// The writing direction the control is laid out in changed (or was first read): right to
  /// left mirrors the ring, and later presses are placed on the mirrored ring.
  case directionChanged(WritingDirection, at: ControlInstant)
  /// The system's reduce-motion setting changed.
  case reduceMotionChanged(Bool, at: ControlInstant)
  /// The front-end put a frame on screen drawn for this instant.
  case frameShown(at: ControlInstant)
}
