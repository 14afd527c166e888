#if GTK
package import CGtk

/// Ties Swift objects to a GTK widget's lifetime (rule 2 of `Ownership.swift`).
@MainActor
package enum WidgetLifetime {
  /// The GObject data key of every widget's `WidgetBag`.
  private static let bagKey: GQuark = g_quark_from_string("controlkit-bound-objects")

  /// Keeps `object` alive exactly until `widget` is finalized.
  ///
  /// The object goes into the widget's `WidgetBag`, stored on the widget with
  /// `g_object_set_qdata_full` under one fixed key; GObject releases the bag, and with it every
  /// object bound to the widget, when it finalizes the widget. Binding the same object twice keeps
  /// one reference.
  ///
  /// - Parameters:
  ///   - object: the Swift object (a wrapper, a counter token...).
  ///   - widget: any GObject, usually the widget the object drives.
  package static func bind(_ object: AnyObject, to widget: gpointer) {
    let owner = ck_object(widget)
    if let stored = g_object_get_qdata(owner, bagKey) {
      Unmanaged<WidgetBag>.fromOpaque(stored).takeUnretainedValue().add(object)
    } else {
      g_object_set_qdata_full(
        owner, bagKey, retainedBox(WidgetBag(object)), releaseBoxDestroyNotify)
    }
  }

  /// Counts `widget` as a live `.gtkWidget` in `LiveObjects` until GObject finalizes it.
  ///
  /// Debug builds only: in a release build `LiveObjects` counts nothing, so this binds nothing
  /// (no token, no bag on a widget that would otherwise need none).
  package static func track(_ widget: gpointer) {
    #if DEBUG
    bind(LiveObjectToken(.gtkWidget), to: widget)
    #endif
  }
}
#endif
