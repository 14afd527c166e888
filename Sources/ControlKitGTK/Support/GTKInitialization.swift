import CGtk

/// Makes sure GTK is initialised before a ControlKitGTK widget is created.
///
/// A GTK widget created before `gtk_init` crashes inside GTK with a null dereference, and the
/// natural place to create widgets in Swift, a property initialiser of the object that later
/// handles the application's "activate", runs before `g_application_run` initialises GTK (found
/// by building Examples/GTKCounter). So each public widget initialiser calls ``ensure()``: it
/// initialises GTK when nobody has yet (GtkApplication's own initialisation is then a no-op), and
/// without a display it stops with a message that says so instead of GTK's crash.
@MainActor
package enum GTKInitialization {
  /// Initialises GTK if it is not yet; traps with an explanation when there is no display.
  package static func ensure() {
    guard gtk_is_initialized() == 0 else { return }
    guard gtk_init_check() != 0 else {
      preconditionFailure(
        "ControlKitGTK: GTK cannot open a display, so no widget can be created. "
          + "Set DISPLAY (X11) or WAYLAND_DISPLAY (Wayland), or run under xvfb-run.")
    }
  }
}
