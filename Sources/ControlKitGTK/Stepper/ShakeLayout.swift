#if GTK
import CGtk

/// A layout manager for the stepper's root widget that lays out its one child at full size and
/// shifts it sideways by the current shake offset, without changing the root's size.
///
/// A `GtkCustomLayout` (measure and allocate as C callbacks) keeps the surrounding layout still
/// while the content moves: margins would resize the stepper on every frame. The callbacks have no
/// user data, so the offsets live in a main-actor table keyed by the root widget, holding an entry
/// only while a shake runs (removed at its end and on destroy).
@MainActor
enum ShakeLayout {
  /// Current horizontal offsets, in pixels, of roots that are shaking.
  private static var offsets: [UnsafeMutableRawPointer: Double] = [:]

  /// Gives `root` the shake layout.
  static func install(on root: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_set_layout_manager(root, gtk_custom_layout_new(nil, measureThunk, allocateThunk))
  }

  /// Shifts `root`'s content by `offset` pixels (0 removes the entry) and re-allocates it.
  static func setOffset(_ offset: Double, of root: UnsafeMutablePointer<GtkWidget>) {
    let key = UnsafeMutableRawPointer(root)
    if offset == 0 {
      guard offsets.removeValue(forKey: key) != nil else { return }
    } else {
      offsets[key] = offset
    }
    gtk_widget_queue_allocate(root)
  }

  /// The current offset of the root whose address is `key`.
  static func offset(ofKey key: Int) -> Double {
    UnsafeMutableRawPointer(bitPattern: key).flatMap { offsets[$0] } ?? 0
  }

  /// Forgets `root` (on destroy).
  static func forget(_ root: UnsafeMutablePointer<GtkWidget>) {
    offsets.removeValue(forKey: UnsafeMutableRawPointer(root))
  }
}

/// `GtkCustomMeasureFunc`: the root is exactly as large as its child.
private func measureThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: gint,
  _ minimum: UnsafeMutablePointer<gint>?, _ natural: UnsafeMutablePointer<gint>?,
  _ minimumBaseline: UnsafeMutablePointer<gint>?, _ naturalBaseline: UnsafeMutablePointer<gint>?
) {
  guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
  gtk_widget_measure(
    child, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline)
}

/// `GtkCustomAllocateFunc`: the child gets the whole root, translated by the shake offset.
private func allocateThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ width: gint, _ height: gint, _ baseline: gint
) {
  guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
  let key = Int(bitPattern: widget)
  let offset = MainActor.assumeIsolated { ShakeLayout.offset(ofKey: key) }
  var shift = graphene_point_t(x: Float(offset), y: 0)
  let transform = offset == 0 ? nil : gsk_transform_translate(nil, &shift)
  gtk_widget_allocate(child, width, height, baseline, transform)
}
#endif
