public import CGtk

/// Ties Swift objects to a GTK widget's lifetime (rule 2 of `Ownership.swift`).
@MainActor
public enum WidgetLifetime {
  /// Keeps `object` alive exactly until `widget` is finalized.
  ///
  /// The object is stored on the widget with `g_object_set_data_full`; GObject releases it when it
  /// finalizes the widget. Binding the same object twice keeps one reference.
  ///
  /// - Parameters:
  ///   - object: the Swift object (a wrapper, a counter token...).
  ///   - widget: any GObject, usually the widget the object drives.
  public static func bind(_ object: AnyObject, to widget: gpointer) {
    let key = "controlkit-bound-\(Unmanaged.passUnretained(object).toOpaque())"
    g_object_set_data_full(ck_object(widget), key, retainedBox(object), releaseBoxDestroyNotify)
  }

  /// Counts `widget` as a live `.gtkWidget` in `LiveObjects` until GObject finalizes it.
  public static func track(_ widget: gpointer) {
    bind(LiveObjectToken(.gtkWidget), to: widget)
  }
}
