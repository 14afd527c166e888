#if GTK
public import CGtk

/// A GtkButton that reports press, release and cancel, for hold-to-repeat controls.
///
/// **Why a GtkGestureClick, not GtkGestureLongPress.** The core owns the hold timing (initial delay,
/// repeat interval), so the front-end must report the raw press at once (its driver stamps it
/// with the host's clock: the button reads no clock) and run the core's timers itself. GtkGestureLongPress fires only after GTK's own `gtk-long-press-time` and
/// would add a second, conflicting delay.
///
/// **No step on release after a hold.** A plain GtkButton still emits "clicked" when a held press is
/// released, and claiming the sequence from a second gesture does not stop it (measured under
/// Xvfb with GTK 4.8: three clicks gave three extra "clicked"). So the wrapper takes over
/// GtkButton's own GtkGestureClick (primary button, capture phase): it disconnects GtkButton's
/// handlers from it (those emit "clicked" on release) and connects its own, which claim each
/// pointer sequence (so ancestors' gestures do not take it). Reusing the button's gesture rather
/// than adding a second one saves a gesture object and GtkButton's four closures per button
/// (issue 8: creation on par with GtkSpinButton). "clicked" then only comes from keyboard or
/// accessibility activation ("activate") and is reported as `.activated`. The pressed look
/// (`:active`) is set by the wrapper while a press lasts.
///
/// Its handlers share one `SignalHub` (one retained box, released per handler by GLib). A new
/// button connects three ("pressed", "clicked", "destroy"); the six that only matter while a
/// press lasts ("released", "unpaired-release", "cancel", "end", "update", "unmap") are connected
/// on the first press, as most buttons in a list of steppers are never pressed (issue 8:
/// creation on par with GtkSpinButton).
///
/// **Dragging off pauses.** While a press lasts, each pointer motion (the gesture's "update") is
/// checked against the button's shape (`gtk_widget_contains`): leaving it reports `.dragExited`
/// and drops the pressed look, coming back reports `.dragEntered` and restores it (UIKit's
/// `touchDragExit` / `touchDragEnter`), so a core can pause its repeat.
///
/// **Every press ends exactly once**, as `.released` ("released", or "unpaired-release" after a
/// lost grab) or `.cancelled` (gesture "cancel", an "end" without release, "unmap", or destroy).
///
/// The wrapper follows the ownership rule (`Ownership.swift`): the widget owns it; on "destroy" it
/// ends a running press with `.cancelled`, disconnects all its handlers and becomes inert.
///
/// ```swift
/// let plus = HoldButton(label: "+")
/// plus.onEvent = { event in store.send(event) }
/// gtk_box_append(box, plus.widget)
/// ```
@MainActor
public final class HoldButton {
  /// The GtkButton, or nil once it has been destroyed.
  public private(set) var widget: UnsafeMutablePointer<GtkWidget>?
  /// The button's own `GtkGestureClick` (owned by the widget, its handlers now the wrapper's), or
  /// nil once the widget has been destroyed (the leak checks and the bench look it up).
  package private(set) var gesture: OpaquePointer?
  /// Called on the main actor for every event.
  public var onEvent: (@MainActor (HoldButtonEvent) -> Void)?
  /// Whether a pointer press is in progress.
  public private(set) var isPressed = false
  /// Whether the pressing pointer is over the button (true while not pressed).
  public private(set) var isPointerInside = true

  private var hub: SignalHub?
  private let token = LiveObjectToken(.widgetWrapper)

  /// Creates a button showing `label`; the new widget is floating until added to a parent.
  public convenience init(label: String) {
    GTKInitialization.ensure()
    self.init(button: gtk_button_new_with_label(label))
  }

  /// A hold button showing a themed icon (as GtkSpinButton's `value-increase-symbolic`), named
  /// `accessibleLabel` for screen readers since it has no text.
  ///
  /// The icon is presentation only (not in the accessible tree), so a screen reader speaks the
  /// button as `accessibleLabel` and its role, nothing else. An icon is also cheaper to create
  /// than a label (a GtkLabel builds its own shortcut controller), which keeps a stepper's
  /// creation on par with GtkSpinButton's.
  public convenience init(iconName: String, accessibleLabel: String) {
    GTKInitialization.ensure()
    let button: UnsafeMutablePointer<GtkWidget> = ck_icon_button_new(iconName)
    AccessibleMapping.setLabel(accessibleLabel, of: button)
    self.init(button: button)
  }

  /// A hold button that shows nothing of its own, named `accessibleLabel` for screen readers:
  /// its parent paints what it shows (`GTKStepper` draws its − and + from the core's list).
  ///
  /// A bare GtkButton (no child) is the cheapest to create, and keeps a button's role, name,
  /// activation and sensitivity over AT-SPI.
  public convenience init(accessibleLabel: String) {
    GTKInitialization.ensure()
    let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new()
    AccessibleMapping.setLabel(accessibleLabel, of: button)
    self.init(button: button)
  }

  /// A bare hold button made as a control's part: not focusable and with `cssClass`, both set
  /// in its construction (no notification or style change after it).
  package convenience init(partWithCSSClass cssClass: UnsafePointer<CChar>, accessibleLabel: String)
  {
    GTKInitialization.ensure()
    let button: UnsafeMutablePointer<GtkWidget> = ck_part_button_new(cssClass)
    AccessibleMapping.setLabel(accessibleLabel, of: button)
    self.init(button: button)
  }

  private init(button: UnsafeMutablePointer<GtkWidget>) {
    widget = button
    WidgetLifetime.track(button)
    WidgetLifetime.bind(self, to: button)
    let click = Self.takeOverClickGesture(of: button)
    gesture = click
    connectSignals(button: button, gesture: click.map(UnsafeMutableRawPointer.init))
  }

  /// GtkButton's own GtkGestureClick, cut loose from GtkButton (whose handlers emit "clicked" on
  /// pointer release) and set to the primary button in the capture phase; a new gesture added to
  /// `button` if it has none (not expected from GTK 4).
  private static func takeOverClickGesture(
    of button: UnsafeMutablePointer<GtkWidget>
  ) -> OpaquePointer? {
    let click = ownClickGesture(of: button)
    if let click {
      // GtkButton connects its gesture handlers with the button as their data: that finds them all.
      g_signal_handlers_disconnect_matched(
        UnsafeMutableRawPointer(click), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil,
        UnsafeMutableRawPointer(button))
    }
    guard let gesture = click ?? gtk_gesture_click_new() else { return nil }
    let raw = UnsafeMutableRawPointer(gesture)
    gtk_gesture_single_set_button(ck_gesture_single(raw), 1)
    gtk_event_controller_set_propagation_phase(ck_event_controller(raw), GTK_PHASE_CAPTURE)
    if click == nil { gtk_widget_add_controller(button, ck_event_controller(raw)) }
    return gesture
  }

  /// The first GtkGestureClick on `widget` (a new GtkButton has one, its own, beside its
  /// shortcut controller), not retained: the widget owns it.
  private static func ownClickGesture(of widget: UnsafeMutablePointer<GtkWidget>) -> OpaquePointer?
  {
    guard let controllers = gtk_widget_observe_controllers(widget) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let controller = g_list_model_get_item(controllers, index) else { continue }
      g_object_unref(controller)
      if ck_is_gesture_click(controller) != 0 { return OpaquePointer(controller) }
    }
    return nil
  }

  /// The hub slots of the button's and gesture's signals: the first three from creation, the rest
  /// from the first press.
  private enum Signal: UInt8 {
    case clicked, destroy, pressed, released, unpairedRelease, cancel, end, update, unmap
  }

  /// Whether the handlers that follow a press are connected (from the first press on).
  private var followsPresses = false

  /// Connects what a button at rest needs through one `SignalHub` (one box for all): keyboard
  /// activation, destruction, and the gesture's "pressed".
  private func connectSignals(button: UnsafeMutableRawPointer, gesture: UnsafeMutableRawPointer?) {
    let hub = SignalHub(target: self, slots: 3)
    self.hub = hub
    hub.connect(button, "clicked", .void, slot: Signal.clicked.rawValue)
    hub.connect(button, "destroy", .void, slot: Signal.destroy.rawValue)
    guard let gesture else { return }
    hub.connect(gesture, "pressed", .point, slot: Signal.pressed.rawValue)
  }

  /// Connects the handlers that follow a press to its end, on the first press (inside its
  /// "pressed": every later signal of that press reaches them).
  private func connectPressSignals() {
    guard !followsPresses, let hub, let widget, let click = gesture else { return }
    followsPresses = true
    let button = UnsafeMutableRawPointer(widget)
    let gesture = UnsafeMutableRawPointer(click)
    hub.connect(button, "unmap", .void, slot: Signal.unmap.rawValue)
    hub.connect(gesture, "released", .point, slot: Signal.released.rawValue)
    hub.connect(
      gesture, "unpaired-release", .unpairedRelease, slot: Signal.unpairedRelease.rawValue)
    hub.connect(gesture, "cancel", .sequence, slot: Signal.cancel.rawValue)
    // After the class handler, which emits "released": a press still open here was denied.
    hub.connect(gesture, "end", .sequence, slot: Signal.end.rawValue, after: true)
    hub.connect(gesture, "update", .sequence, slot: Signal.update.rawValue)
  }

  fileprivate func pointerPressed() {
    connectPressSignals()
    guard let gesture, let widget else { return }
    // Claiming stops the press here, so GtkButton's own gesture never starts a "clicked".
    _ = gtk_gesture_set_state(
      ck_gesture(UnsafeMutableRawPointer(gesture)), GTK_EVENT_SEQUENCE_CLAIMED)
    guard !isPressed else { return }
    isPressed = true
    isPointerInside = true
    gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_ACTIVE, 0)
    onEvent?(.pressed)
  }

  /// The pressing pointer moved: reports crossing the button's edge either way.
  fileprivate func pointerMoved(_ sequence: EventSequence) {
    guard isPressed, let gesture, let widget else { return }
    var x = 0.0
    var y = 0.0
    guard
      gtk_gesture_get_point(
        ck_gesture(UnsafeMutableRawPointer(gesture)), sequence.pointer, &x, &y) != 0
    else { return }
    let inside = gtk_widget_contains(widget, x, y) != 0
    guard inside != isPointerInside else { return }
    isPointerInside = inside
    if inside {
      gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_ACTIVE, 0)
      onEvent?(.dragEntered)
    } else {
      gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_ACTIVE)
      onEvent?(.dragExited)
    }
  }

  fileprivate func endPress(with event: HoldButtonEvent) {
    guard isPressed else { return }
    isPressed = false
    isPointerInside = true
    if let widget {
      gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_ACTIVE)
    }
    onEvent?(event)
  }

  fileprivate func activated() {
    guard !isPressed else { return }
    onEvent?(.activated)
  }

  /// Runs on "destroy": ends a press, drops every handler, and makes the wrapper inert.
  fileprivate func tearDown() {
    endPress(with: .cancelled)
    hub?.disconnectAll()
    hub = nil
    onEvent = nil
    gesture = nil
    widget = nil
  }
}

extension HoldButton: SignalHubTarget {
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool {
    switch Signal(rawValue: slot) {
    case .pressed: pointerPressed()
    case .released, .unpairedRelease: endPress(with: .released)
    case .cancel, .end, .unmap: endPress(with: .cancelled)
    case .update:
      if case .sequence(let sequence) = arguments { pointerMoved(sequence) }
    case .clicked: activated()
    case .destroy: tearDown()
    case nil: break
    }
    return false
  }
}
#endif
