#if GTK
import CGtk
import ControlKit

/// The app's own widgets in a `GTKHUD` (``GTKHUD/begin(widget:title:cancellable:)``): one per
/// task, shown one at a time in a slot the HUD places at the core layout's indicator rect.
///
/// Which widget shows: the displayed task's, while the HUD is on screen and that task's content
/// is ``ControlKit/HUDIndicator/custom(_:)``: the newest running task, or, once none is left,
/// the one whose content the core keeps on screen while the HUD leaves (so the widget fades out
/// with the box instead of leaving a hole in it). A status, another task's content or content
/// updated to a spinner takes it out.
///
/// Why a slot (a box of ours, made on the HUD's first widget) rather than the app's widget laid in
/// the overlay: GtkOverlay places a child by its alignment and margins and never sizes it below its
/// minimum; the slot takes the core's frame through its own margins and size request and allocates
/// its one child exactly that size (a `GtkCustomLayout`), clipped, so the app's widget keeps its
/// own properties (visibility, alignment, opacity) and never spills out of the core's rect.
///
/// Ownership (rule 1 of `Ownership.swift` for GObjects): each task's widget is referenced
/// (`g_object_ref_sink`) from `begin` until the HUD no longer displays its ended task, or the
/// HUD is destroyed; then it is unreferenced. It is the slot's child only while displayed, so a
/// widget that is not shown is out of the overlay and out of the accessible tree.
@MainActor
final class HUDWidgetSlot {
  /// The widgets whose task has not begun in the core yet, oldest first, each with the content
  /// its task begins with (a task queued while the session handles another event begins later).
  private var pending: [(widget: UnsafeMutablePointer<GtkWidget>, content: HUDContent)] = []
  /// Each running (or still displayed) task's widget, referenced.
  private(set) var widgets: [HUDToken: UnsafeMutablePointer<GtkWidget>] = [:]
  /// The task whose widget is in the slot.
  private(set) var shownToken: HUDToken?
  /// The slot, once made: a child of the HUD's overlay.
  private var slot: UnsafeMutablePointer<GtkWidget>?
  /// The slot's frame and opacity as last applied (nil and -1 while hidden).
  private var shownFrame: Rect?
  private var shownOpacity = -1.0
  /// The HUD theme the slot's foreground follows (`DefaultStyle`'s `ck-hud-dark`).
  var theme: Theme = .light {
    didSet { applyTheme() }
  }

  /// Takes a reference on `widget`, to show for the next task that begins with `content`.
  ///
  /// A widget still kept for an ended task (fading out with the box) is taken back from it first.
  ///
  /// - Precondition: `widget` has no parent and no running task of this HUD shows it: one widget
  ///   is in one place.
  func expect(
    _ widget: UnsafeMutablePointer<GtkWidget>, content: HUDContent, state: HUDState
  ) {
    if let token = widgets.first(where: { $0.value == widget })?.key {
      precondition(
        state.content(of: token) == nil,
        "GTKHUD: the widget already shows in the running task \(token)")
      release(token)
    }
    precondition(
      gtk_widget_get_parent(widget) == nil && !pending.contains { $0.widget == widget },
      "GTKHUD: the widget given to begin(widget:) or during(widget:) has a parent")
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    pending.append((widget, content))
  }

  /// Gives up `widget` if no task began with it (a HUD whose session was invalidated).
  func dropPending(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard let index = pending.firstIndex(where: { $0.widget == widget }) else { return }
    pending.remove(at: index)
    g_object_unref(UnsafeMutableRawPointer(widget))
  }

  /// Shows the displayed task's widget at `layout`'s indicator rect, at `opacity`, in `overlay`,
  /// and releases the widgets of ended tasks no longer displayed.
  func update(
    state: HUDState, layout: HUDLayout?, opacity: Double,
    overlay: UnsafeMutablePointer<GtkWidget>
  ) {
    claimPending(state)
    let displayed = displayedToken(in: state)
    if displayed != shownToken {
      if let old = shownToken, let child = widgets[old], let slot,
        gtk_widget_get_parent(child) == slot
      {
        gtk_widget_unparent(child)
      }
      if let displayed, let child = widgets[displayed] {
        gtk_widget_set_parent(child, makeSlot(in: overlay))
      }
      shownToken = displayed
    }
    for token in widgets.keys where token != displayed && state.content(of: token) == nil {
      release(token)
    }
    place(frame: displayed == nil ? nil : layout?.indicator, opacity: opacity)
  }

  /// Unparents and unreferences every widget (the HUD is being destroyed).
  ///
  /// GtkOverlay unparents its children before it emits "destroy", so the slot may be gone: only
  /// pointers are compared with it.
  func removeAll() {
    for token in Array(widgets.keys) { release(token) }
    for entry in pending { g_object_unref(UnsafeMutableRawPointer(entry.widget)) }
    pending = []
    shownToken = nil
    slot = nil
  }

  /// The task whose widget shows now, if any (see the type's summary).
  private func displayedToken(in state: HUDState) -> HUDToken? {
    guard state.phase.isOnScreen, state.status == nil,
      case .custom = state.displayedContent?.indicator
    else { return nil }
    // No task left: the core keeps the last one's content on screen while the HUD leaves.
    guard let token = state.activeTokens.last ?? shownToken else { return nil }
    return widgets[token] == nil ? nil : token
  }

  /// Pairs each pending widget with the oldest unclaimed running task that began with its content.
  private func claimPending(_ state: HUDState) {
    guard !pending.isEmpty else { return }
    var left: [(widget: UnsafeMutablePointer<GtkWidget>, content: HUDContent)] = []
    for entry in pending {
      let token = state.activeTokens.first { token in
        widgets[token] == nil && state.content(of: token) == entry.content
      }
      if let token { widgets[token] = entry.widget } else { left.append(entry) }
    }
    pending = left
  }

  /// Unparents `token`'s widget if it is in the slot and drops the reference taken on it.
  private func release(_ token: HUDToken) {
    guard let child = widgets.removeValue(forKey: token) else { return }
    if token == shownToken {
      if let slot, gtk_widget_get_parent(child) == slot { gtk_widget_unparent(child) }
      shownToken = nil
    }
    g_object_unref(UnsafeMutableRawPointer(child))
  }

  /// The slot, made on first use: a clipped, hidden box above the HUD's other layers that neither
  /// takes pointer input nor focus (like the drawn indicator it stands for).
  private func makeSlot(in overlay: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<
    GtkWidget
  > {
    if let slot { return slot }
    let box = ck_box_new_with_role(GTK_ACCESSIBLE_ROLE_GENERIC, "ck-hud-widget")
    guard let box else { preconditionFailure("GTKHUD: gtk_box_new failed") }
    WidgetLifetime.track(box)
    DefaultStyle.installIfNeeded()
    gtk_widget_set_layout_manager(box, gtk_custom_layout_new(nil, slotMeasure, slotAllocate))
    gtk_widget_set_overflow(box, GTK_OVERFLOW_HIDDEN)
    gtk_widget_set_can_target(box, 0)
    gtk_widget_set_can_focus(box, 0)
    gtk_widget_set_halign(box, GTK_ALIGN_START)
    gtk_widget_set_valign(box, GTK_ALIGN_START)
    gtk_widget_set_visible(box, 0)
    gtk_overlay_add_overlay(OpaquePointer(overlay), box)
    slot = box
    applyTheme()
    return box
  }

  /// Gives the slot the dark HUD's foreground under the dark theme.
  private func applyTheme() {
    guard let slot else { return }
    if theme == .dark {
      gtk_widget_add_css_class(slot, "ck-hud-dark")
    } else {
      gtk_widget_remove_css_class(slot, "ck-hud-dark")
    }
  }

  /// Moves the slot to `frame` (rounded to whole pixels, as GTK allocates) at `opacity`, or
  /// hides it for nil.
  private func place(frame: Rect?, opacity: Double) {
    guard let slot else { return }
    if frame != shownFrame {
      shownFrame = frame
      if let frame {
        gtk_widget_set_margin_start(slot, gint(frame.minX.rounded()))
        gtk_widget_set_margin_top(slot, gint(frame.minY.rounded()))
        gtk_widget_set_size_request(
          slot, gint(frame.width.rounded()), gint(frame.height.rounded()))
      }
      gtk_widget_set_visible(slot, frame == nil ? 0 : 1)
    }
    if frame != nil, opacity != shownOpacity {
      shownOpacity = opacity
      gtk_widget_set_opacity(slot, opacity)
    }
  }
}

/// `GtkCustomMeasureFunc`: the slot asks for nothing; its size request is the core's frame.
private func slotMeasure(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: gint,
  _ minimum: UnsafeMutablePointer<gint>?, _ natural: UnsafeMutablePointer<gint>?,
  _ minimumBaseline: UnsafeMutablePointer<gint>?, _ naturalBaseline: UnsafeMutablePointer<gint>?
) {
  minimum?.pointee = 0
  natural?.pointee = 0
  minimumBaseline?.pointee = -1
  naturalBaseline?.pointee = -1
}

/// `GtkCustomAllocateFunc`: the one child gets the whole slot (measured first, as GTK expects of
/// every allocation), even below its minimum: the slot clips it.
private func slotAllocate(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ width: gint, _ height: gint, _ baseline: gint
) {
  guard let child = widget.flatMap({ gtk_widget_get_first_child($0) }),
    gtk_widget_should_layout(child) != 0
  else { return }
  var minimum: gint = 0
  gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, nil, nil, nil)
  gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &minimum, nil, nil, nil)
  gtk_widget_allocate(child, width, height, -1, nil)
}
#endif
