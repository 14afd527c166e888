#if GTK
import CGtk

/// GtkEditable "insert-text"'s `position`: where the text goes in, and, once the emission is
/// over, where the caller puts the caret.
///
/// GtkText inserts typed, committed (input method) and pasted text with
/// `gtk_editable_insert_text (self, text, length, &pos)` and then moves the caret to `pos`, which
/// the default handler advances past the inserted text. A handler that stops the emission and
/// writes other text must move `pos` itself, or the caret stays in front of what it wrote.
///
/// The pointer is only valid during the emission, on GTK's thread, so it is used there only.
struct InsertionPoint: @unchecked Sendable {
  /// `gint *position` (nil if GTK passed none).
  private let pointer: UnsafeMutablePointer<gint>?

  /// Wraps the signal's `position` argument.
  init(_ pointer: UnsafeMutablePointer<gint>?) {
    self.pointer = pointer
  }

  /// The insertion point in characters (0 without one).
  var offset: Int { Int(pointer?.pointee ?? 0) }

  /// Sets where the caret goes once the insertion's caller continues.
  func move(to offset: Int) {
    pointer?.pointee = gint(offset)
  }
}
#endif
