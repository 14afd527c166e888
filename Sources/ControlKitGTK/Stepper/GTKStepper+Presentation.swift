#if GTK
import CGtk
import ControlKit

extension GTKStepper {
  /// The presentation of freshly created parts as GTK makes them: everything sensitive and visible (the
  /// field's text is compared with `shownText` instead).
  static let createdPresentation = StepperPresentation(
    displayText: "", isEnabled: true, isDecrementEnabled: true, isIncrementEnabled: true,
    isDecrementHidden: false)

  /// Shows the core's state: writes only what differs from the presentation already applied.
  ///
  /// Called after every event. It never writes the field while the field's own edit handler runs
  /// (GTK applies or refuses that edit itself).
  func showPresentation() {
    guard let widget, let field else { return }
    let presentation = driver.presentation
    // One copy of the core's state for the whole update (each `driver.state` is a copy).
    let state = driver.state
    let old = appliedPresentation
    if presentation.shakeOffset != (old?.shakeOffset ?? 0) {
      applyShake(presentation.shakeOffset, to: widget)
    }
    // The accessible value before the text: a screen reader that reads the value while it
    // presents the text's change (Orca 48 does, for the selection the rewrite clears) would
    // otherwise see the new value already known when the value change arrives, and stay silent.
    updateAccessibility(of: widget, state: state)
    if !isHandlingFieldEdit, presentation.displayText != shownText {
      writeField(presentation.displayText, cursor: nil)
    }
    // Before the first presentation, compare with how GTK creates widgets (sensitive, visible), so a
    // new stepper writes only what differs from that.
    let base = old ?? Self.createdPresentation
    applyButtonPresentation(
      decrementButton, usable: presentation.showsDecrementEnabled,
      hidden: presentation.isDecrementHidden,
      applied: &decrementPresentation)
    applyButtonPresentation(
      incrementButton, usable: presentation.showsIncrementEnabled, hidden: false,
      applied: &incrementPresentation)
    // Cart mode at the minimum: the field takes the hidden −'s place, in the core's layout.
    if base.isDecrementHidden != presentation.isDecrementHidden {
      gtk_widget_queue_allocate(widget)
    }
    if base.isEnabled != presentation.isEnabled {
      gtk_widget_set_sensitive(field, presentation.isEnabled ? 1 : 0)
    }
    applyInputPurpose(field, keypad: state.configuration.keypad)
    if Self.paintsDifferently(old, presentation) { gtk_widget_queue_draw(widget) }
    appliedPresentation = presentation
  }

  /// Tells input methods and on-screen keyboards the core's keypad, when it changed.
  ///
  /// `GTK_INPUT_PURPOSE_DIGITS` for whole numbers not below zero, else
  /// `GTK_INPUT_PURPOSE_NUMBER` ("like DIGITS, but characters like . , and - are allowed",
  /// GTK's GtkInputPurpose), the same choice UIKit makes between its number pad and the others.
  private func applyInputPurpose(_ field: UnsafeMutablePointer<GtkWidget>, keypad: StepperKeypad) {
    guard keypad != appliedKeypad else { return }
    appliedKeypad = keypad
    let purpose = keypad == .number ? GTK_INPUT_PURPOSE_DIGITS : GTK_INPUT_PURPOSE_NUMBER
    let text = UnsafeMutableRawPointer(field).assumingMemoryBound(to: GtkText.self)
    if gtk_text_get_input_purpose(text) != purpose { gtk_text_set_input_purpose(text, purpose) }
  }

  /// Shows one button as usable or not, and hidden or not.
  ///
  /// - A button under a press is not made insensitive until the press ends: GTK cancels the
  ///   gesture of a widget that turns insensitive mid-press, while it iterates its sequences
  ///   (two `g_hash_table_iter_next` criticals per press that reached a limit), and the cancel
  ///   arrived before the press's own effects were reported.
  /// - A hidden button is transparent, not a target and not focusable; where it sits is the
  ///   core's layout's business (`StepperRootLayout`, as UIKit's `layoutSubviews` and SwiftUI's
  ///   `Layout` take their frames from it): in cart mode the field widens over it and the +
  ///   does not move, so nothing reflows under the pointer.
  private func applyButtonPresentation(
    _ button: HoldButton, usable: Bool, hidden: Bool, applied: inout ButtonPresentation
  ) {
    guard let part = button.widget else { return }
    let sensitive = usable && !hidden
    if sensitive != applied.sensitive, sensitive || !button.isPressed {
      gtk_widget_set_sensitive(part, sensitive ? 1 : 0)
      applied.sensitive = sensitive
    }
    if hidden != applied.hidden {
      gtk_widget_set_opacity(part, hidden ? 0 : 1)
      gtk_widget_set_can_target(part, hidden ? 0 : 1)
      gtk_widget_set_can_focus(part, hidden ? 0 : 1)
      applied.hidden = hidden
    }
  }

  /// Moves the content sideways by the shake's offset: the root's layout re-allocates the parts
  /// at the core's frames plus the offset, without resizing the root.
  private func applyShake(_ offset: Double, to widget: UnsafeMutablePointer<GtkWidget>) {
    layoutShakeOffset = offset
    gtk_widget_queue_allocate(widget)
    onShakeFrame?(offset)
  }

  /// The core's layout of the parts in a root of `width` × `height` pixels, in the widget's
  /// direction and with − hidden in cart mode at the minimum.
  func partsLayout(width: Double, height: Double) -> StepperLayout {
    let rightToLeft = widget.map { gtk_widget_get_direction($0) == GTK_TEXT_DIR_RTL } ?? false
    return StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: width, height: height), style: style,
      direction: rightToLeft ? .rightToLeft : .leftToRight,
      isDecrementHidden: (appliedPresentation ?? driver.presentation).isDecrementHidden)
  }

  /// The frame `part` (one of the root's children) takes in `layout`: the buttons their touch
  /// areas, the field the field; nil for a widget that is not a part.
  func frame(of part: UnsafeMutablePointer<GtkWidget>, in layout: StepperLayout) -> Rect? {
    if part == field { return layout.field }
    if part == decrementButton.widget { return layout.decrementTouchArea }
    if part == incrementButton.widget { return layout.incrementTouchArea }
    return nil
  }

  /// Replaces the field's text (and optionally places the cursor) through its `GtkEntryBuffer`.
  ///
  /// Writing the buffer, not the editable (`gtk_editable_set_text`), skips GtkEditable's
  /// "delete-text"/"insert-text" emissions: our own write is never proposed back to the core, with
  /// no handler blocking, and GTK still emits "changed" and "notify::text". Undo is off on the field
  /// (see `assemble`), so no history records the write.
  func writeField(_ text: String, cursor: Int?) {
    guard let field else { return }
    let textWidget = UnsafeMutableRawPointer(field).assumingMemoryBound(to: GtkText.self)
    // `withCString`, not the implicit conversion, which copies a short string (every value's
    // text) into a heap array first; the buffer copies the text anyway.
    text.withCString { gtk_entry_buffer_set_text(gtk_text_get_buffer(textWidget), $0, -1) }
    if let cursor { gtk_editable_set_position(OpaquePointer(field), gint(cursor)) }
    shownText = text
  }
}
#endif
