#if GTK
import CGtk
import ControlKit

/// The app's own widgets in a `GTKHUD` (``GTKHUD/begin(indicator:title:cancellable:)``): one per
/// task, shown one at a time in a slot the HUD places at the core layout's indicator rect.
///
/// Which widget shows: the core's ``ControlKit/HUDState/customIndicatorToken``, the one rule every
/// front-end follows: the displayed task's, while the HUD is on screen and that task's content is
/// ``ControlKit/HUDIndicator/custom(_:)``: the newest running task, or, once none is left, the one
/// whose content the core keeps on screen while the HUD leaves (so the widget fades out with the
/// box instead of leaving a hole in it). A status, another task's content or content updated to a
/// spinner takes it out. The slot only keeps each task's widget under its token until the core
/// names that token.
///
/// Why a slot (a box of ours, made on the HUD's first widget) rather than the app's widget laid in
/// the overlay: GtkOverlay places a child by its alignment and margins and never sizes it below its
/// minimum; the slot takes the core's frame through its own margins and size request and allocates
/// its one child exactly that size (a `GtkCustomLayout`), clipped, so the app's widget keeps its
/// own properties (visibility, alignment, opacity) and never spills out of the core's rect.
///
/// Which task a widget belongs to: the token its `begin` returned, never a task found by its
/// content (equal content is common: a task without a widget measured from the same widget, two
/// tasks with one title). The driver mints the token before the core sees the task; the task is in
/// the core's state as soon as `begin` returns, or, begun while the session handles another event,
/// at the render right after the core takes it: until then the widget waits under its token.
///
/// Ownership (rule 1 of `Ownership.swift` for GObjects): each task's widget is referenced
/// (`g_object_ref_sink`) from `begin` until the HUD no longer displays its ended task, or the
/// HUD is destroyed; then it is unreferenced. It is the slot's child only while displayed, so a
/// widget that is not shown is out of the overlay and out of the accessible tree.
@MainActor
final class HUDWidgetSlot {
  /// Each task's widget, referenced, by its task's token: awaiting the task (begun while the
  /// session handled another event), held while it runs or is still displayed, and the one in
  /// the slot: the core's one bookkeeping rule (``ControlKit/HUDAppViews``).
  private var views = HUDAppViews<UnsafeMutablePointer<GtkWidget>>()
  /// The task whose widget is in the slot.
  private var shownToken: HUDToken?

  /// The widget held for the task holding `token`.
  func widget(of token: HUDToken) -> UnsafeMutablePointer<GtkWidget>? { views.view(of: token) }
  /// The slot, once made: a child of the HUD's overlay.
  private var slot: UnsafeMutablePointer<GtkWidget>?
  /// The slot's frame and opacity as last applied (nil and -1 while hidden).
  private var shownFrame: Rect?
  private var shownOpacity = -1.0
  /// The box style's foreground class on the slot, if any (``applyTheme()``).
  private var foregroundClass: String?
  /// Whether the HUD has been destroyed (``removeAll()``): a widget given after that is let go.
  private var isClosed = false
  /// The HUD's resolved theme the slot follows (`DefaultStyle`'s `ck-hud-dark` under the dark one).
  private(set) var theme: Theme = .light
  /// The box style's foreground the slot gives its child (`DefaultStyle`'s rule for it when it is
  /// not the standard palette's, as with `.material` or `.custom(HUDColors)`).
  private(set) var foreground = HUDPalette.standard(for: .light).foreground

  /// Takes a reference on `widget`, for the task about to begin (then ``assign(_:to:)``).
  ///
  /// A widget still kept for an ended task (fading out with the box) is taken back from it first.
  ///
  /// - Precondition: `widget` has no parent and no running task of this HUD shows it: one widget
  ///   is in one place.
  func take(_ widget: UnsafeMutablePointer<GtkWidget>, state: HUDState) {
    if let token = views.token(holding: { $0 == widget }) {
      precondition(
        state.content(of: token) == nil,
        "GTKHUD: the widget already shows in the running task \(token)")
      release(token)
    }
    precondition(
      gtk_widget_get_parent(widget) == nil && !views.isAwaiting({ $0 == widget }),
      "GTKHUD: the widget given to begin(indicator:) or during(indicator:) has a parent")
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
  }

  /// Gives `widget`, taken by ``take(_:state:)``, to the task holding `token`, which `begin` has
  /// just returned; ``update(state:layout:opacity:overlay:)`` shows it.
  func assign(_ widget: UnsafeMutablePointer<GtkWidget>, to token: HUDToken) {
    // An app's effect handler may have destroyed the HUD while its driver began the task.
    if isClosed {
      g_object_unref(UnsafeMutableRawPointer(widget))
    } else {
      views.add(widget, for: token)
    }
  }

  /// Gives up the widget of the task holding `token` if the core never had that task (the
  /// HUD's session was invalidated before it took the task).
  func dropAwaiting(_ token: HUDToken) {
    guard let widget = views.removeAwaiting(token) else { return }
    g_object_unref(UnsafeMutableRawPointer(widget))
  }

  /// Shows the displayed task's widget at `layout`'s indicator rect, at `opacity`, in `overlay`,
  /// and releases the widgets of ended tasks no longer displayed.
  ///
  /// During a zoom (`scale` below 1) the rect is scaled about the box's centre, as the drawn box
  /// is: the widget is allocated that smaller rect (GTK widgets in an overlay take no transform),
  /// so it shrinks with the box rather than being magnified.
  func update(
    state: HUDState, layout: HUDLayout?, opacity: Double, scale: Double = 1,
    overlay: UnsafeMutablePointer<GtkWidget>
  ) {
    let released = views.follow(state)
    let displayed = views.shownToken
    if displayed != shownToken {
      // A still-running task's widget leaves the slot; an ended one's is released below.
      if let old = shownToken, let child = views.view(of: old), let slot,
        gtk_widget_get_parent(child) == slot
      {
        gtk_widget_unparent(child)
      }
      if let displayed, let child = views.view(of: displayed) {
        gtk_widget_set_parent(child, makeSlot(in: overlay))
      }
      shownToken = displayed
    }
    for (_, child) in released {
      if let slot, gtk_widget_get_parent(child) == slot { gtk_widget_unparent(child) }
      g_object_unref(UnsafeMutableRawPointer(child))
    }
    let frame = layout.flatMap { layout in
      layout.indicator.map { Self.scaled($0, by: scale, about: layout.box.center) }
    }
    place(frame: displayed == nil ? nil : frame, opacity: opacity)
  }

  /// `rect` scaled by `factor` about `anchor` (unchanged at 1).
  static func scaled(_ rect: Rect, by factor: Double, about anchor: Point) -> Rect {
    guard factor != 1, factor.isFinite, factor >= 0 else { return rect }
    return Rect(
      x: anchor.x + (rect.minX - anchor.x) * factor, y: anchor.y + (rect.minY - anchor.y) * factor,
      width: rect.width * factor, height: rect.height * factor)
  }

  /// Unparents and unreferences every widget (the HUD is being destroyed).
  ///
  /// GtkOverlay unparents its children before it emits "destroy", so the slot may be gone: only
  /// pointers are compared with it.
  func removeAll() {
    for child in views.removeAll() {
      if let slot, gtk_widget_get_parent(child) == slot { gtk_widget_unparent(child) }
      g_object_unref(UnsafeMutableRawPointer(child))
    }
    shownToken = nil
    slot = nil
    isClosed = true
  }

  /// Unparents `token`'s widget if it is in the slot and drops the reference taken on it.
  private func release(_ token: HUDToken) {
    guard let child = views.remove(token) else { return }
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
    let box = ck_box_new_with_role(GTK_ACCESSIBLE_ROLE_GENERIC, DefaultStyle.hudWidgetClass)
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
    foregroundClass = nil
    applyTheme()
    return box
  }

  /// Whether the slot already shows `theme` and `foreground` (the HUD asks at each paint).
  func follows(theme: Theme, foreground: RGBA) -> Bool {
    self.theme == theme && self.foreground == foreground
  }

  /// Follows the HUD's resolved `theme` and its box style's `foreground` (the colour labels,
  /// spinners and symbolic icons in the slot inherit).
  func follow(theme: Theme, foreground: RGBA) {
    guard !follows(theme: theme, foreground: foreground) else { return }
    self.theme = theme
    self.foreground = foreground
    applyTheme()
  }

  /// Gives the slot the dark HUD's class under the dark theme, and the box style's own
  /// foreground class when it is not the standard palette's (the class GTK last had is removed).
  private func applyTheme() {
    guard let slot else { return }
    if theme == .dark {
      gtk_widget_add_css_class(slot, DefaultStyle.hudDarkClass)
    } else {
      gtk_widget_remove_css_class(slot, DefaultStyle.hudDarkClass)
    }
    let custom =
      foreground == HUDPalette.standard(for: theme).foreground
      ? nil : DefaultStyle.hudForegroundClass(foreground)
    guard custom != foregroundClass else { return }
    if let foregroundClass { gtk_widget_remove_css_class(slot, foregroundClass) }
    if let custom { gtk_widget_add_css_class(slot, custom) }
    foregroundClass = custom
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
