#if GTK
/// The Swift objects bound to one widget (`WidgetLifetime.bind`), released together when GObject
/// finalizes the widget.
///
/// One bag per widget under one fixed key, rather than one key per object: a key made from each
/// object's address would intern a new GLib quark (a string GLib never frees) for every object.
@MainActor
final class WidgetBag {
  private var objects: [AnyObject]

  /// A bag holding `object`.
  init(_ object: AnyObject) {
    objects = [object]
  }

  /// Adds `object` unless it is already in the bag (binding twice keeps one reference).
  func add(_ object: AnyObject) {
    guard !objects.contains(where: { $0 === object }) else { return }
    objects.append(object)
  }
}
#endif
