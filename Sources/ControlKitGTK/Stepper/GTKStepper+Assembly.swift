#if GTK
import CGtk
import ControlKit

extension GTKStepper {
  /// A horizontal GtkBox created with the spin-button accessible role (a construct-only property,
  /// so it needs `g_object_new_with_properties`); its first shake gives it a `ShakeLayout`.
  static func makeRoot() -> UnsafeMutablePointer<GtkWidget> {
    var role = GValue()
    g_value_init(&role, gtk_accessible_role_get_type())
    g_value_set_enum(&role, gint(GTK_ACCESSIBLE_ROLE_SPIN_BUTTON.rawValue))
    let object = "accessible-role".withCString { name in
      var names: [UnsafePointer<CChar>?] = [name]
      return g_object_new_with_properties(gtk_box_get_type(), 1, &names, &role)
    }
    g_value_unset(&role)
    let root: UnsafeMutablePointer<GtkWidget> =
      object.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }
      ?? gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    return root
  }

  /// The parts' CSS classes (``cssClass`` plus a suffix), spelled out so creating a stepper
  /// builds no strings.
  static let decrementCSSClass: StaticString = "ck-stepper-decrement"
  static let fieldCSSClass: StaticString = "ck-stepper-field"
  static let incrementCSSClass: StaticString = "ck-stepper-increment"

  /// Puts the parts (− field +) in `root`, sized from ``StepperLayout``.
  ///
  /// The parts are the root's own children (no inner box: `ShakeLayout` moves them all when the
  /// stepper shakes). The buttons already carry their accessible labels (`HoldButton`).
  func assemble(
    root: UnsafeMutablePointer<GtkWidget>, field: UnsafeMutablePointer<GtkWidget>,
    style: StepperStyle
  ) {
    let natural = style.naturalSize
    let layout = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: natural.width, height: natural.height), style: style)
    gtk_widget_add_css_class(root, Self.cssClass)
    if let minus = decrementButton.widget {
      Self.addPart(minus, to: root, frame: layout.decrementTouchArea, Self.decrementCSSClass)
      gtk_widget_set_focus_on_click(minus, 0)
    }
    Self.addPart(field, to: root, frame: layout.field, Self.fieldCSSClass)
    if !configuration.label.isEmpty { AccessibleMapping.setLabel(configuration.label, of: field) }
    if let plus = incrementButton.widget {
      Self.addPart(plus, to: root, frame: layout.incrementTouchArea, Self.incrementCSSClass)
      gtk_widget_set_focus_on_click(plus, 0)
    }
    let editable = OpaquePointer(field)
    gtk_editable_set_alignment(editable, 0.5)
    // The size request (the layout's field width) sets the width, not GtkText's character count.
    gtk_editable_set_width_chars(editable, 1)
    gtk_editable_set_max_width_chars(editable, 1)
    // The core owns the text: an undo stack would hold values the core has since replaced (and
    // `writeField` bypasses the editable, so its writes must not become undoable steps).
    gtk_editable_set_enable_undo(editable, 0)
    gtk_text_set_input_purpose(
      UnsafeMutableRawPointer(field).assumingMemoryBound(to: GtkText.self),
      GTK_INPUT_PURPOSE_NUMBER)
  }

  /// Appends `part` to `root` at the size of `frame`, with `cssClass`.
  private static func addPart(
    _ part: UnsafeMutablePointer<GtkWidget>, to root: UnsafeMutablePointer<GtkWidget>,
    frame: Rect, _ cssClass: StaticString
  ) {
    gtk_widget_set_size_request(part, gint(frame.width), gint(frame.height))
    let name = UnsafeRawPointer(cssClass.utf8Start).assumingMemoryBound(to: CChar.self)
    gtk_widget_add_css_class(part, name)
    gtk_box_append(ck_box(root), part)
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
    let event: StepperEvent =
      gtk_widget_has_focus(field) != 0
      ? .editingBegan(at: MonotonicClock.now()) : .editingEnded(at: MonotonicClock.now())
    send(event)
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
      send(.textSubmitted(at: MonotonicClock.now()))
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
