#if GTK
/// What one signal emission passed to a ``SignalHub`` handler, by C signature.
///
/// A plain enum (no closure, no allocation) so that one thunk per C signature can hand any
/// signal's arguments to the hub's target.
enum SignalArguments: Sendable {
  /// `void (*)(gpointer, gpointer)`: "clicked", "destroy", "unmap", "activate", "enter", "leave".
  case none
  /// GtkGestureClick "pressed"/"released": press count and point.
  case point(pressCount: Int, x: Double, y: Double)
  /// GtkGestureDrag "drag-begin" (the start point) and "drag-update"/"drag-end" (the offset from
  /// it), in widget coordinates.
  case drag(x: Double, y: Double)
  /// GtkGesture "begin"/"end"/"cancel"/"update": the event sequence.
  case sequence(EventSequence)
  /// GtkGestureClick "unpaired-release": point, button and sequence.
  case unpairedRelease(x: Double, y: Double, button: UInt32, sequence: EventSequence)
  /// GtkEventControllerKey "key-pressed": the key value and the modifier mask (`GdkModifierType`).
  case keyPressed(keyval: UInt32, modifiers: UInt32)
  /// GtkEventControllerScroll "scroll": the deltas.
  case scroll(dx: Double, dy: Double)
  /// GtkEditable "insert-text": the text and the insertion point in characters (which a handler
  /// that stops the emission moves to where the caret must go).
  case insertText(String, position: InsertionPoint)
  /// GtkEditable "delete-text": the character range (`end` < 0: to the end).
  case deleteText(start: Int, end: Int)
  /// GtkDrawingArea "resize": the area's new size in pixels, given while GTK lays out, before it
  /// paints.
  case resize(width: Int, height: Int)
}
#endif
