#if GTK
package import CGtk
import ControlKit

extension GTKStepper {
  /// Whether the root is a spin button for screen readers, as well as the field: only before
  /// GTK 4.10.
  ///
  /// From GTK 4.10 the field implements GtkAccessibleRange, so it alone is the spin button a
  /// screen reader reads, as a GtkSpinButton is one object: it has the focus, the name, the value
  /// and the value changes. Orca 48 presents a value change only from the object that has the
  /// focus (a change on the root was "Source != locusOfFocus": Up said "Text unselected." and not
  /// "1"), and it read a root spin button around the field as one more ("0" "0" before the name);
  /// the root is then a generic container, which no screen reader speaks. Before 4.10 neither
  /// part has the Value interface; the root stays the spin button that groups the buttons under
  /// the stepper's name, which Orca 43 reads as it always did (the README's transcript).
  package static let rootIsSpinButton = !AccessibleMapping.exposesValueInterface

  /// The root's accessible role (``rootIsSpinButton``).
  package static let rootRole =
    rootIsSpinButton ? GTK_ACCESSIBLE_ROLE_SPIN_BUTTON : GTK_ACCESSIBLE_ROLE_GENERIC

  /// A GtkBox subclass that paints the core's list under its parts (`stepperRootDraw`), with
  /// ``rootRole`` (a construct-only property) and the ``cssClass``, both set in its
  /// construction; `assemble` gives it the core's layout (`StepperRootLayout`).
  static func makeRoot() -> UnsafeMutablePointer<GtkWidget> {
    ck_drawn_box_new(stepperRootDraw, rootRole, cString(rootCSSClass))
  }

  /// The field: a GtkText configured in its construction (one notify freeze, not one per setter),
  /// its text in the style's `font` (as the gallery draws it; the colour is the GTK theme's).
  ///
  /// Centred; its width comes from the layout's size request, not a character count; no undo
  /// stack, as the core owns the text (an undo would bring back values the core has since
  /// replaced, and `writeField` bypasses the editable, so its writes must not become undoable
  /// steps); the numeric input purpose; the spin-button accessible role, so that the field is in
  /// the AT-SPI tree and a screen reader hears of its focus (a GtkText's own role is none: GTK
  /// leaves it out of the tree, and reports its focus as its parent's, which has none). From
  /// GTK 4.10 it implements GtkAccessibleRange, so AT-SPI reads its value (``rootIsSpinButton``).
  static func makeField(font: TextFont) -> UnsafeMutablePointer<GtkWidget> {
    ck_number_text_new(
      GTK_ACCESSIBLE_ROLE_SPIN_BUTTON, cString(fieldCSSClass), DefaultStyle.stepperFontClass(font))
  }

  /// A static string as the C string GTK takes.
  static func cString(_ string: StaticString) -> UnsafePointer<CChar> {
    UnsafeRawPointer(string.utf8Start).assumingMemoryBound(to: CChar.self)
  }

  /// The root's CSS class: ``cssClass`` as a static C string, so creating a stepper builds no
  /// string (`StepperPartsXTests` checks the root has ``cssClass``).
  static let rootCSSClass: StaticString = "ck-stepper"
  /// The parts' CSS classes (``cssClass`` plus a suffix), spelled out for the same reason.
  static let decrementCSSClass: StaticString = "ck-stepper-decrement"
  static let fieldCSSClass: StaticString = "ck-stepper-field"
  static let incrementCSSClass: StaticString = "ck-stepper-increment"

  /// Puts the parts (− field +) in `root`, which measures and places them at the core's frames
  /// (`StepperRootLayout`: the root asks for the style's natural size, and allocates each part
  /// its frame, whatever the part would ask for itself).
  ///
  /// The parts are the root's own children (no inner box: the root's layout moves them all when
  /// the stepper shakes). The buttons already carry their accessible labels and CSS classes
  /// (`HoldButton`), the field its CSS class (`makeField`).
  ///
  /// One Tab stop per stepper, as a GtkSpinButton: the buttons are made not focusable, so the
  /// focus chain goes from field to field and the field steps with the keys (Up/Down, Page
  /// Up/Down, Home/End). The pointer and AT-SPI's click action (GtkButton's activation) still
  /// press them.
  func assemble(root: UnsafeMutablePointer<GtkWidget>, field: UnsafeMutablePointer<GtkWidget>) {
    if let minus = decrementButton.widget { gtk_box_append(ck_box(root), minus) }
    gtk_box_append(ck_box(root), field)
    if let plus = incrementButton.widget { gtk_box_append(ck_box(root), plus) }
    StepperRootLayout.install(on: root, for: self)
  }

  /// Connects the buttons, field, keys, wheel and destroy.
  func connectSignals(root: UnsafeMutablePointer<GtkWidget>, field: UnsafeMutablePointer<GtkWidget>)
  {
    decrementButton.onEvent = { [weak self] event in self?.buttonEvent(event, .decrement) }
    incrementButton.onEvent = { [weak self] event in self?.buttonEvent(event, .increment) }

    // Keys in the capture phase: the stepper sees Up/Down/Home/End before the field moves its
    // cursor with them.
    guard let keys = gtk_event_controller_key_new(),
      let wheel = gtk_event_controller_scroll_new(
        GtkEventControllerScrollFlags(
          rawValue: GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue
            | GTK_EVENT_CONTROLLER_SCROLL_DISCRETE.rawValue))
    else { return }
    gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(root, keys)
    gtk_widget_add_controller(root, wheel)

    let hub = SignalHub(target: self, slots: 7)
    signalHub = hub
    hub.connect(field, "insert-text", .insertText, slot: Signal.insertText.rawValue)
    hub.connect(field, "delete-text", .deleteText, slot: Signal.deleteText.rawValue)
    hub.connect(field, "activate", .void, slot: Signal.activate.rawValue)
    // One handler for focus in and out (the field has no children, so its own focus is all a
    // focus controller's "enter"/"leave" would report), and no controller object.
    hub.connect(field, "notify::has-focus", .notify, slot: Signal.focus.rawValue)
    hub.connect(
      UnsafeMutableRawPointer(keys), "key-pressed", .keyPressed, slot: Signal.key.rawValue)
    hub.connect(UnsafeMutableRawPointer(wheel), "scroll", .scroll, slot: Signal.scroll.rawValue)
    hub.connect(root, "destroy", .void, slot: Signal.destroy.rawValue)
  }

  /// The field gained or lost the focus: an edit begins or ends.
  func fieldFocusChanged() {
    guard let field else { return }
    settlePendingDeletion()
    driver.focusChanged(gtk_widget_has_focus(field) != 0)
  }

  /// The hub slots of the stepper's own signals (the buttons have their own hubs).
  enum Signal: UInt8 {
    case insertText, deleteText, activate, focus, key, scroll, destroy
  }
}

extension GTKStepper: SignalHubTarget {
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool {
    switch (Signal(rawValue: slot), arguments) {
    case (.insertText, .insertText(let text, let position)):
      fieldWillInsert(text, at: position)
    case (.deleteText, .deleteText(let start, let end)):
      fieldWillDelete(from: start, to: end)
    case (.activate, _):
      settlePendingDeletion()
      driver.submit()
    case (.focus, _):
      fieldFocusChanged()
    case (.key, .keyPressed(let keyval, let modifiers)):
      return keyPressed(keyval, modifiers: modifiers)
    case (.scroll, .scroll(_, let dy)):
      return scrolled(dy: dy)
    case (.destroy, _):
      tearDown()
    default:
      break
    }
    return false
  }
}
#endif
