public import CGtk
import ControlKit

/// A GtkButton that reports press, release and cancel with instants, for hold-to-repeat controls.
///
/// **Why a GtkGestureClick, not GtkGestureLongPress.** The core owns the hold timing (initial delay,
/// repeat interval), so the front-end must report the raw press instant at once and run the
/// core's timers itself. GtkGestureLongPress fires only after GTK's own `gtk-long-press-time` and
/// would add a second, conflicting delay.
///
/// **No step on release after a hold.** A plain GtkButton still emits "clicked" when a held press is
/// released, and claiming the sequence from a second gesture does not stop it (measured under
/// Xvfb with GTK 4.8: three clicks gave three extra "clicked"). So the wrapper switches GtkButton's
/// own click gesture off (propagation phase `GTK_PHASE_NONE`) and installs its own
/// GtkGestureClick, which claims each pointer sequence (so ancestors' gestures do not take it).
/// "clicked" then only comes from keyboard or accessibility activation ("activate") and is
/// reported as `.activated`. The pressed look (`:active`) is set by the wrapper while a press
/// lasts.
///
/// Its eight handlers share one `SignalHub` (one retained box, released per handler by GLib).
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
  /// The `GtkGestureClick` (owned by the widget), or nil once the widget has been destroyed.
  public private(set) var gesture: OpaquePointer?
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
  /// An icon is also cheaper to create than a label (a GtkLabel builds its own shortcut
  /// controller), which keeps a stepper's creation on par with GtkSpinButton's.
  public convenience init(iconName: String, accessibleLabel: String) {
    GTKInitialization.ensure()
    let button: UnsafeMutablePointer<GtkWidget> = gtk_button_new_from_icon_name(iconName)
    AccessibleMapping.setLabel(accessibleLabel, of: button)
    self.init(button: button)
  }

  private init(button: UnsafeMutablePointer<GtkWidget>) {
    let click: OpaquePointer = gtk_gesture_click_new()
    widget = button
    gesture = click
    WidgetLifetime.track(button)
    WidgetLifetime.bind(self, to: button)
    gtk_gesture_single_set_button(ck_gesture_single(UnsafeMutableRawPointer(click)), 1)
    gtk_event_controller_set_propagation_phase(
      ck_event_controller(UnsafeMutableRawPointer(click)), GTK_PHASE_CAPTURE)
    Self.disableClickGestures(of: button)
    gtk_widget_add_controller(button, ck_event_controller(UnsafeMutableRawPointer(click)))
    connectSignals(button: button, gesture: UnsafeMutableRawPointer(click))
  }

  /// Switches off every GtkGestureClick already on `widget` (GtkButton's own, which emits
  /// "clicked" on pointer release).
  private static func disableClickGestures(of widget: UnsafeMutablePointer<GtkWidget>) {
    guard let controllers = gtk_widget_observe_controllers(widget) else { return }
    for index in 0..<g_list_model_get_n_items(controllers) {
      guard let controller = g_list_model_get_item(controllers, index) else { continue }
      if ck_is_gesture_click(controller) != 0 {
        gtk_event_controller_set_propagation_phase(ck_event_controller(controller), GTK_PHASE_NONE)
      }
      g_object_unref(controller)
    }
    g_object_unref(UnsafeMutableRawPointer(controllers))
  }

  /// The hub slots of the button's and gesture's signals.
  private enum Signal: UInt8 {
    case pressed, released, unpairedRelease, cancel, end, update, unmap, clicked, destroy
  }

  /// Connects the gesture's and button's signals through one `SignalHub` (one box for all).
  private func connectSignals(button: UnsafeMutableRawPointer, gesture: UnsafeMutableRawPointer) {
    let hub = SignalHub(target: self)
    self.hub = hub
    hub.connect(gesture, "pressed", .point, slot: Signal.pressed.rawValue)
    hub.connect(gesture, "released", .point, slot: Signal.released.rawValue)
    hub.connect(
      gesture, "unpaired-release", .unpairedRelease, slot: Signal.unpairedRelease.rawValue)
    hub.connect(gesture, "cancel", .sequence, slot: Signal.cancel.rawValue)
    // After the class handler, which emits "released": a press still open here was denied.
    hub.connect(gesture, "end", .sequence, slot: Signal.end.rawValue, after: true)
    hub.connect(gesture, "update", .sequence, slot: Signal.update.rawValue)
    hub.connect(button, "unmap", .void, slot: Signal.unmap.rawValue)
    hub.connect(button, "clicked", .void, slot: Signal.clicked.rawValue)
    hub.connect(button, "destroy", .void, slot: Signal.destroy.rawValue)
  }

  fileprivate func pointerPressed() {
    guard let gesture, let widget else { return }
    // Claiming stops the press here, so GtkButton's own gesture never starts a "clicked".
    _ = gtk_gesture_set_state(
      ck_gesture(UnsafeMutableRawPointer(gesture)), GTK_EVENT_SEQUENCE_CLAIMED)
    guard !isPressed else { return }
    isPressed = true
    isPointerInside = true
    gtk_widget_set_state_flags(widget, GTK_STATE_FLAG_ACTIVE, 0)
    onEvent?(.pressed(at: MonotonicClock.now()))
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
      onEvent?(.dragEntered(at: MonotonicClock.now()))
    } else {
      gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_ACTIVE)
      onEvent?(.dragExited(at: MonotonicClock.now()))
    }
  }

  fileprivate func endPress(with event: (ControlInstant) -> HoldButtonEvent) {
    guard isPressed else { return }
    isPressed = false
    isPointerInside = true
    if let widget {
      gtk_widget_unset_state_flags(widget, GTK_STATE_FLAG_ACTIVE)
    }
    onEvent?(event(MonotonicClock.now()))
  }

  fileprivate func activated() {
    guard !isPressed else { return }
    onEvent?(.activated(at: MonotonicClock.now()))
  }

  /// Runs on "destroy": ends a press, drops every handler, and makes the wrapper inert.
  fileprivate func tearDown() {
    endPress(with: HoldButtonEvent.cancelled)
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
    case .released, .unpairedRelease: endPress(with: HoldButtonEvent.released)
    case .cancel, .end, .unmap: endPress(with: HoldButtonEvent.cancelled)
    case .update:
      if case .sequence(let sequence) = arguments { pointerMoved(sequence) }
    case .clicked: activated()
    case .destroy: tearDown()
    case nil: break
    }
    return false
  }
}
