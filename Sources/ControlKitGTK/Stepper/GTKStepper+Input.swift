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
  func keyPressed(_ keyval: UInt32) -> Bool {
    guard let key = Self.stepperKey(keyval) else { return false }
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

  /// "insert-text", before GTK inserts: the core decides on the whole proposed text.
  func fieldWillInsert(_ inserted: String, at position: Int) {
    let scalars = Array(currentFieldText().unicodeScalars)
    let at = min(max(position, 0), scalars.count)
    var proposed = String.UnicodeScalarView(scalars[..<at])
    proposed.append(contentsOf: inserted.unicodeScalars)
    proposed.append(contentsOf: scalars[at...])
    let insertedCount = inserted.unicodeScalars.count
    proposeEdit(String(proposed), signal: "insert-text", cursor: at + insertedCount)
  }

  /// "delete-text", before GTK deletes characters `start..<end` (`end` < 0: to the end).
  func fieldWillDelete(from start: Int, to end: Int) {
    let scalars = Array(currentFieldText().unicodeScalars)
    let upper = end < 0 ? scalars.count : min(end, scalars.count)
    let lower = min(max(start, 0), upper)
    var proposed = String.UnicodeScalarView(scalars[..<lower])
    proposed.append(contentsOf: scalars[upper...])
    proposeEdit(String(proposed), signal: "delete-text", cursor: lower)
  }

  /// Proposes `text` to the core as the field's whole new content.
  ///
  /// Rejected: the emission is stopped, so GTK never changes the text
  /// or the cursor. Accepted as typed: GTK goes ahead. Accepted in another form (full-width
  /// digits, another separator): the emission is stopped and the normalised text written through the
  /// buffer (which emits no "insert-text" back to us).
  private func proposeEdit(_ proposed: String, signal: String, cursor: Int) {
    guard let field else { return }
    editRejected = false
    isHandlingFieldEdit = true
    send(.textChanged(proposed, at: MonotonicClock.now()))
    isHandlingFieldEdit = false
    let normalized = state.editingText ?? proposed
    if editRejected {
      g_signal_stop_emission_by_name(field, signal)
    } else if normalized != proposed {
      g_signal_stop_emission_by_name(field, signal)
      let length = normalized.unicodeScalars.count
      let shift = length - proposed.unicodeScalars.count
      writeField(normalized, cursor: min(max(cursor + shift, 0), length))
    } else {
      shownText = proposed
    }
  }

  /// The field's text as GTK holds it.
  private func currentFieldText() -> String {
    guard let field, let chars = gtk_editable_get_text(OpaquePointer(field)) else { return "" }
    return String(cString: chars)
  }
}
