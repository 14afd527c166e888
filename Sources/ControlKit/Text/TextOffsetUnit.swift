/// What a text offset counts: how a platform numbers positions in a string.
public enum TextOffsetUnit: Hashable, Sendable {
  /// Unicode scalars: GTK's character positions (`GtkEditable`, `g_utf8_offset_to_pointer`).
  case unicodeScalars
  /// UTF-16 code units: UIKit's `NSRange` (`textField(_:shouldChangeCharactersIn:...)`).
  case utf16
}
