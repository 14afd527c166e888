#if GTK
import CGtk
import ControlKit

extension GTKStepper {
  /// A − or + button event, as the driver's press / release / cancel (stamped with the driver's
  /// host clock, so a test's virtual clock rules the hold).
  ///
  /// `HoldButton` cannot tell a mouse from a touch screen, so presses count as mouse presses (the
  /// 400 ms initial delay); keyboard activation is a keyboard press and its release.
  func buttonEvent(_ event: HoldButtonEvent, _ direction: StepperDirection) {
    settlePendingDeletion()
    switch event {
    case .pressed: driver.press(direction, pointer: .mouse)
    case .released: driver.release()
    case .dragExited:
      driver.pointerMoved(inside: false)
      onEventHandled?(.dragExited(at: driver.host.now))
    case .dragEntered:
      driver.pointerMoved(inside: true)
      onEventHandled?(.dragEntered(at: driver.host.now))
    case .cancelled: driver.cancelPointer()
    case .activated: driver.activate(direction)
    }
  }

  /// A key while the stepper (or its field) has focus; returns whether it was the stepper's
  /// (the core decides: ``StepperState/claimsKey(_:commandModifier:)``; Ctrl is GTK's command
  /// modifier).
  func keyPressed(_ keyval: UInt32, modifiers: UInt32) -> Bool {
    guard let key = Self.stepperKey(keyval) else { return false }
    settlePendingDeletion()
    return driver.keyPressed(key, commandModifier: modifiers & GDK_CONTROL_MASK.rawValue != 0)
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
    settlePendingDeletion()
    return driver.scrolled(steps: Int((-dy).rounded()))
  }

  // MARK: - Field edits

  /// "delete-text", before GTK deletes characters `start..<end` (`end` < 0: to the end).
  ///
  /// GTK goes ahead. GTK 4.8 delivers a selection replaced by typing or pasting as this
  /// deletion, a "changed", then an "insert-text", so the deletion is held and proposed with the
  /// insertion that follows, or alone on the next main-loop iteration (Backspace, Delete, Cut)
  /// or before any other event reaches the core.
  func fieldWillDelete(from start: Int, to end: Int) {
    settlePendingDeletion()
    let current = currentFieldText()
    let count = current.unicodeScalars.count
    let upper = end < 0 ? count : min(end, count)
    let lower = min(max(start, 0), upper)
    pendingDeletion = PendingDeletion(text: current, range: lower..<upper)
    editSettler.schedule()
  }

  /// "insert-text", before GTK inserts `inserted` at `position`: the core decides on the whole
  /// replacement (with the deletion just made at that position, if any).
  func fieldWillInsert(_ inserted: String, at position: InsertionPoint) {
    let offset = position.offset
    if let deletion = pendingDeletion, deletion.range.lowerBound == offset {
      pendingDeletion = nil
      propose(
        TextReplacement(range: deletion.range, with: inserted), over: deletion.text,
        stopping: position)
      return
    }
    settlePendingDeletion()
    let base = currentFieldText()
    let at = min(max(offset, 0), base.unicodeScalars.count)
    propose(TextReplacement(range: at..<at, with: inserted), over: base, stopping: position)
  }

  /// On the next main-loop iteration after an edit: proposes a held deletion alone, and puts back
  /// the selection a refused edit lost (GTK moves the caret after its own "insert-text" returns).
  func settleEdit() {
    settlePendingDeletion()
    guard let selection = selectionToRestore, let field else { return }
    selectionToRestore = nil
    gtk_editable_select_region(
      OpaquePointer(field), gint(selection.lowerBound), gint(selection.upperBound))
  }

  /// Proposes a held deletion on its own (no insertion completed it).
  func settlePendingDeletion() {
    guard let deletion = pendingDeletion else { return }
    pendingDeletion = nil
    propose(TextReplacement(range: deletion.range, with: ""), over: deletion.text, stopping: nil)
  }

  /// Proposes `edit` of `base` (the text before the edit) to the core.
  ///
  /// `insertion` is the "insert-text" emission the edit came from (nil for a deletion GTK already
  /// made). Refused: that emission is stopped and the field put back to `base` with the edited
  /// range selected again, so nothing changes. Accepted as GTK will apply it: GTK goes ahead.
  /// Accepted in another form (full-width digits, another separator) or already applied by GTK:
  /// the emission is stopped, the core's text written through the buffer (which emits no
  /// "insert-text" back to us), and the caret put where the core says: GTK moves the caret to
  /// the insertion point once the emission returns (typing, an input method's commit, a paste),
  /// so the point is moved there too; left alone, the next character typed would land in front
  /// of the one just written ("３４" read 43).
  private func propose(
    _ edit: TextReplacement, over base: String, stopping insertion: InsertionPoint?
  ) {
    guard let field else { return }
    isHandlingFieldEdit = true
    let outcome = driver.replaceText(edit)
    isHandlingFieldEdit = false
    switch outcome {
    case .rejected:
      if insertion != nil { g_signal_stop_emission_by_name(field, "insert-text") }
      if currentFieldText() != base { writeField(base, cursor: nil) }
      if !edit.range.isEmpty {
        selectionToRestore = edit.range
        editSettler.schedule()
      }
    case .accepted(let text, let caret):
      // What the field holds once GTK has applied the edit as typed.
      if edit.applied(to: base) == text {
        shownText = text
      } else {
        if let insertion {
          g_signal_stop_emission_by_name(field, "insert-text")
          insertion.move(to: caret)
        }
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
#endif
