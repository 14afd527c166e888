#if GTK
/// A deletion GTK made in the stepper's field that may be the first half of a replacement.
///
/// GtkText replaces a selection (typing or pasting over it) as a "delete-text" then an
/// "insert-text" inside one change, and emits "changed" once at the end. Proposing the deletion
/// alone would let an accepted delete and a refused insert wipe the value; so the deletion is held
/// here and proposed together with the insertion that follows, or alone on "changed".
struct PendingDeletion {
  /// The field's text before the deletion.
  var text: String
  /// The deleted range, in characters (Unicode scalars) of ``text``.
  var range: Range<Int>
}
#endif
