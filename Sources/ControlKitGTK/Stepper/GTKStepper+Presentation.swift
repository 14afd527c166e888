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
    let old = appliedPresentation
    if presentation.shakeOffset != (old?.shakeOffset ?? 0) {
      applyShake(presentation.shakeOffset, to: widget)
    }
    // The accessible value before the text: a screen reader that reads the value while it
    // presents the text's change (Orca 48 does, for the selection the rewrite clears) would
    // otherwise see the new value already known when the value change arrives, and stay silent.
    updateAccessibility(of: widget)
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
    if base.isEnabled != presentation.isEnabled {
      gtk_widget_set_sensitive(field, presentation.isEnabled ? 1 : 0)
    }
    appliedPresentation = presentation
  }

  /// Shows one button as usable or not, and hidden or not.
  ///
  /// - A button under a press is not made insensitive until the press ends: GTK cancels the
  ///   gesture of a widget that turns insensitive mid-press, while it iterates its sequences
  ///   (two `g_hash_table_iter_next` criticals per press that reached a limit), and the cancel
  ///   arrived before the press's own effects were reported.
  /// - A hidden button keeps its space (transparent, not a target, not focusable), so the row
  ///   never reflows under the pointer: every front-end takes its frames from the core's layout.
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

  /// Moves the content sideways by the shake's offset; the shake layout is installed on the
  /// first shake (most steppers never shake).
  private func applyShake(_ offset: Double, to widget: UnsafeMutablePointer<GtkWidget>) {
    if !hasShakeLayout {
      ShakeLayout.install(on: widget)
      hasShakeLayout = true
    }
    ShakeLayout.setOffset(offset, of: widget)
    onShakeFrame?(offset)
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
