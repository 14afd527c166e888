import CGtk
import ControlKit

extension GTKStepper {
  /// Shows the core's state: writes only what differs from the look already applied.
  ///
  /// Called after every event. It never writes the field while the field's own edit handler runs
  /// (GTK applies or refuses that edit itself).
  func updateLook() {
    guard let widget, let field else { return }
    let look = state.appearance()
    let old = appliedLook
    if !isHandlingFieldEdit, look.displayText != shownText {
      writeField(look.displayText, cursor: nil)
    }
    if old?.showsDecrementEnabled != look.showsDecrementEnabled, let minus = decrementButton.widget
    {
      gtk_widget_set_sensitive(minus, look.showsDecrementEnabled ? 1 : 0)
    }
    if old?.showsIncrementEnabled != look.showsIncrementEnabled, let plus = incrementButton.widget {
      gtk_widget_set_sensitive(plus, look.showsIncrementEnabled ? 1 : 0)
    }
    if old?.isDecrementHidden != look.isDecrementHidden, let minus = decrementButton.widget {
      gtk_widget_set_visible(minus, look.isDecrementHidden ? 0 : 1)
    }
    if old?.isEnabled != look.isEnabled {
      gtk_widget_set_sensitive(field, look.isEnabled ? 1 : 0)
    }
    appliedLook = look
    updateAccessibility(of: widget)
  }

  /// Replaces the field's text (and optionally places the cursor) with our edit handlers blocked,
  /// so our own write is never proposed back to the core.
  func writeField(_ text: String, cursor: Int?) {
    guard let field else { return }
    let instance = UnsafeMutableRawPointer(field)
    let insert = insertHandler?.handlerID ?? 0
    let delete = deleteHandler?.handlerID ?? 0
    if insert != 0 { g_signal_handler_block(instance, insert) }
    if delete != 0 { g_signal_handler_block(instance, delete) }
    gtk_editable_set_text(OpaquePointer(field), text)
    if let cursor { gtk_editable_set_position(OpaquePointer(field), gint(cursor)) }
    if insert != 0 { g_signal_handler_unblock(instance, insert) }
    if delete != 0 { g_signal_handler_unblock(instance, delete) }
    shownText = text
  }
}
