#if GTK
import CGtk

/// A layout manager for the stepper's root widget that lays out its parts (− field +) as the
/// root's GtkBox did and shifts them sideways by the current shake offset, without changing the
/// root's size.
///
/// The parts sit in the root itself, not in an inner box the layout would move as one: a stepper
/// is one widget fewer to create (most steppers never shake, and keep the GtkBox layout).
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

/// `GtkCustomMeasureFunc`: the root measures as the horizontal GtkBox it replaces (no spacing):
/// the parts' widths add up, the tallest part sets the height.
private func measureThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ orientation: GtkOrientation, _ forSize: gint,
  _ minimum: UnsafeMutablePointer<gint>?, _ natural: UnsafeMutablePointer<gint>?,
  _ minimumBaseline: UnsafeMutablePointer<gint>?, _ naturalBaseline: UnsafeMutablePointer<gint>?
) {
  var total = (minimum: gint(0), natural: gint(0))
  var child = widget.flatMap { gtk_widget_get_first_child($0) }
  while let part = child {
    child = gtk_widget_get_next_sibling(part)
    guard gtk_widget_should_layout(part) != 0 else { continue }
    var size = (minimum: gint(0), natural: gint(0))
    gtk_widget_measure(part, orientation, -1, &size.minimum, &size.natural, nil, nil)
    if orientation == GTK_ORIENTATION_HORIZONTAL {
      total = (total.minimum + size.minimum, total.natural + size.natural)
    } else {
      total = (max(total.minimum, size.minimum), max(total.natural, size.natural))
    }
  }
  minimum?.pointee = total.minimum
  natural?.pointee = total.natural
  minimumBaseline?.pointee = -1
  naturalBaseline?.pointee = -1
}

/// `GtkCustomAllocateFunc`: the parts side by side at full height, as the GtkBox laid them out
/// (natural widths, or minimum ones when those do not fit; right to left in an RTL direction),
/// each translated by the shake offset.
private func allocateThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ width: gint, _ height: gint, _ baseline: gint
) {
  guard let widget else { return }
  let key = Int(bitPattern: widget)
  let offset = MainActor.assumeIsolated { ShakeLayout.offset(ofKey: key) }
  let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
  var parts: [(widget: UnsafeMutablePointer<GtkWidget>, minimum: gint, natural: gint)] = []
  var child = gtk_widget_get_first_child(widget)
  while let part = child {
    child = gtk_widget_get_next_sibling(part)
    guard gtk_widget_should_layout(part) != 0 else { continue }
    var size = (minimum: gint(0), natural: gint(0))
    gtk_widget_measure(
      part, GTK_ORIENTATION_HORIZONTAL, height, &size.minimum, &size.natural, nil, nil)
    parts.append((part, size.minimum, size.natural))
  }
  let fits = parts.reduce(0) { $0 + $1.natural } <= width
  var x = Float(offset)
  for part in rightToLeft ? parts.reversed() : parts {
    let partWidth = fits ? part.natural : part.minimum
    var origin = graphene_point_t(x: x, y: 0)
    gtk_widget_allocate(part.widget, partWidth, height, -1, gsk_transform_translate(nil, &origin))
    x += Float(partWidth)
  }
}
#endif
