/// A control's answer to a proposed ``TextReplacement``.
public enum TextEditOutcome: Hashable, Sendable {
  /// The edit is taken: the field now holds `text` (normalised: full-width digits become ASCII,
  /// a locale separator the display one) with the caret at `caret`, counted in the proposal's
  /// unit.
  case accepted(text: String, caret: Int)
  /// The edit is refused: nothing changes, not the text, not the selection, not the value.
  case rejected
}
