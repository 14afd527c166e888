import CGtk
import ControlKit

extension GTKStepper {
  /// A − or + button event, as the core's press / release / cancel.
  ///
  /// `HoldButton` cannot tell a mouse from a touch screen, so presses count as mouse presses (the
  /// 400 ms initial delay); keyboard activation is a keyboard press and its release.
  func buttonEvent(_ event: HoldButtonEvent, _ direction: StepperDirection) {
    switch event {
    case .pressed(let at):
      send(press(direction, pointer: .mouse, at: at))
    case .released(let at):
      send(.released(inside: true, at: at))
    case .cancelled(let at):
      send(.pointerCancelled(at: at))
    case .activated(let at):
      send(press(direction, pointer: .keyboard, at: at))
      send(.released(inside: true, at: at))
    }
  }

  private func press(
    _ direction: StepperDirection, pointer: StepperPointerKind, at instant: ControlInstant
  ) -> StepperEvent {
    direction == .increment
      ? .incrementPressed(pointer: pointer, at: instant)
      : .decrementPressed(pointer: pointer, at: instant)
  }

  /// A key while the stepper (or its field) has focus; returns whether it was the stepper's.
  ///
  /// While the field is being edited, Home and End move the caret (as in GtkSpinButton); Ctrl+Home
  /// and Ctrl+End still reach the limits.
  func keyPressed(_ keyval: UInt32, modifiers: UInt32) -> Bool {
    guard let key = Self.stepperKey(keyval) else { return false }
    let control = modifiers & GDK_CONTROL_MASK.rawValue != 0
    if key == .home || key == .end, state.isEditing, !control { return false }
    send(.keyPressed(key, at: MonotonicClock.now()))
    return true
  }

  /// The stepper key for a GDK key value (main and keypad keys), or nil.
  static func stepperKey(_ keyval: UInt32) -> StepperKey? {
    switch Int32(bitPattern: keyval) {
    case GDK_KEY_Up, GDK_KEY_KP_Up: .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: .down
    case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
    case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
    case GDK_KEY_Home, GDK_KEY_KP_Home: .home
    case GDK_KEY_End, GDK_KEY_KP_End: .end
    default: nil
    }
  }

  /// A wheel movement (discrete: ±1 per notch, negative `dy` is up); returns whether it stepped.
  func scrolled(dy: Double) -> Bool {
    let steps = Int((-dy).rounded())
    guard steps != 0 else { return false }
    send(.scrolled(steps: steps, at: MonotonicClock.now()))
    return true
  }

  // MARK: - Field edits

  /// "delete-text", before GTK deletes characters `start..<end` (`end` < 0: to the end).
  ///
  /// GTK goes ahead; the deletion is proposed with the insertion that may follow (a selection
  /// replaced by typing or pasting) or alone on "changed" (Backspace, Delete, Cut).
  func fieldWillDelete(from start: Int, to end: Int) {
    let current = currentFieldText()
    let count = current.unicodeScalars.count
    let upper = end < 0 ? count : min(end, count)
    let lower = min(max(start, 0), upper)
    if pendingDeletion != nil { fieldChanged() }
    pendingDeletion = PendingDeletion(text: current, range: lower..<upper)
  }

  /// "insert-text", before GTK inserts `inserted` at `position`: the core decides on the whole
  /// replacement (with the deletion just made, if any).
  func fieldWillInsert(_ inserted: String, at position: Int) {
    let edit: TextReplacement
    let base: String
    if let deletion = pendingDeletion {
      pendingDeletion = nil
      base = deletion.text
      edit = TextReplacement(range: deletion.range, with: inserted)
    } else {
      base = currentFieldText()
      let at = min(max(position, 0), base.unicodeScalars.count)
      edit = TextReplacement(range: at..<at, with: inserted)
    }
    propose(edit, over: base, stopping: "insert-text")
  }

  /// "changed", after GTK finished an edit: proposes a deletion no insertion completed, and puts
  /// back a selection that a refused edit lost.
  func fieldChanged() {
    if let deletion = pendingDeletion {
      pendingDeletion = nil
      propose(TextReplacement(range: deletion.range, with: ""), over: deletion.text, stopping: nil)
    }
    if let selection = selectionToRestore, let field, !isHandlingFieldEdit {
      selectionToRestore = nil
      gtk_editable_select_region(
        OpaquePointer(field), gint(selection.lowerBound), gint(selection.upperBound))
    }
  }

  /// Proposes `edit` of `base` (the text before the edit) to the core.
  ///
  /// Refused: the emission (if any) is stopped and the field put back to `base` with the edited
  /// range selected again, so nothing changes. Accepted as GTK will apply it: GTK goes ahead.
  /// Accepted in another form (full-width digits, another separator) or already applied by GTK:
  /// the emission is stopped and the core's text written through the buffer (which emits no
  /// "insert-text" back to us).
  private func propose(_ edit: TextReplacement, over base: String, stopping signal: String?) {
    guard let field else { return }
    let outcome = state.outcome(of: edit)
    isHandlingFieldEdit = true
    send(.textReplaced(edit, at: MonotonicClock.now()))
    isHandlingFieldEdit = false
    switch outcome {
    case .rejected:
      if let signal { g_signal_stop_emission_by_name(field, signal) }
      if currentFieldText() != base { writeField(base, cursor: nil) }
      if !edit.range.isEmpty { selectionToRestore = edit.range }
    case .accepted(let text, let caret):
      // What the field holds once GTK has applied the edit as typed.
      if edit.applied(to: base) == text {
        shownText = text
      } else {
        if let signal { g_signal_stop_emission_by_name(field, signal) }
        if currentFieldText() != text { writeField(text, cursor: caret) } else { shownText = text }
      }
    }
  }

  /// The field's text as GTK holds it.
  func currentFieldText() -> String {
    guard let field, let chars = gtk_editable_get_text(OpaquePointer(field)) else { return "" }
    return String(cString: chars)
  }
}
