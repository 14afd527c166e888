#if GTK
import CGtk

/// The C signature of a signal connected through a ``SignalHub``, which picks its thunk.
///
/// Pick the one matching the signal, as GLib cannot check it.
enum SignalSignature {
  /// `void (*)(gpointer instance, gpointer user_data)`.
  case void
  /// `void (*)(gpointer, gint n_press, gdouble x, gdouble y, gpointer)`.
  case point
  /// `void (*)(gpointer, GdkEventSequence *, gpointer)`.
  case sequence
  /// `void (*)(gpointer, gdouble x, gdouble y, gpointer)`: GtkGestureDrag's "drag-*".
  case drag
  /// `void (*)(gpointer, gdouble x, gdouble y, guint button, GdkEventSequence *, gpointer)`.
  case unpairedRelease
  /// `gboolean (*)(gpointer, guint keyval, guint keycode, GdkModifierType, gpointer)`.
  case keyPressed
  /// `gboolean (*)(gpointer, gdouble dx, gdouble dy, gpointer)`.
  case scroll
  /// `void (*)(gpointer, const char *text, gint length, gint *position, gpointer)`.
  case insertText
  /// `void (*)(gpointer, gint start, gint end, gpointer)`.
  case deleteText
  /// `void (*)(gpointer, gint width, gint height, gpointer)`: GtkDrawingArea's "resize".
  case resize
  /// `void (*)(GObject *, GParamSpec *, gpointer)`: "notify::property" (dispatched as `.none`).
  case notify
}
#endif
