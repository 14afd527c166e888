extension HUDLayout {
  /// Whether this is the layout of `content` with these inputs, which the initialiser with the
  /// same arguments would give again: the one "lay out again?" rule (``HUDDriver``'s
  /// ``HUDDriver/newLayout(replacing:container:safeArea:keyboardFrame:direction:style:measure:)``
  /// applies it for every front-end).
  ///
  /// Every input counts, the Cancel title too: after a language change the button is laid out
  /// and drawn again in the new language. The text measurer does not (a front-end that changes
  /// it lays out anew).
  public func isLayout(
    of content: HUDContent, container: Rect, safeArea: Insets, keyboardFrame: Rect?,
    direction: WritingDirection, style: HUDStyle, cancelTitle: String
  ) -> Bool {
    self.container == container && self.direction == direction && self.safeArea == safeArea
      && self.keyboardFrame == keyboardFrame && self.cancelTitle == cancelTitle
      && self.content == content && self.style == style
  }
}
