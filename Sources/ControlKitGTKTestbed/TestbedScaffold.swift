#if GTK
import CGtk
import ControlKitGTK

/// The window plumbing the testbed's modes share, so each mode only builds its own content.
@MainActor
enum TestbedScaffold {
  /// Installs `css` for the display and returns an undecorated application window of `size`
  /// titled `title` (the X tests find it by that title).
  static func window(
    application: UnsafeMutablePointer<GtkApplication>, title: String,
    size: (width: Int32, height: Int32), css: String
  ) -> UnsafeMutablePointer<GtkWidget> {
    let provider: UnsafeMutablePointer<GtkCssProvider> = gtk_css_provider_new()
    ck_css_provider_load(provider, css)
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), OpaquePointer(provider),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider)  // the display keeps its own reference

    let window: UnsafeMutablePointer<GtkWidget> = gtk_application_window_new(application)
    gtk_window_set_title(ck_window(window), title)
    gtk_window_set_decorated(ck_window(window), 0)
    gtk_window_set_default_size(ck_window(window), size.width, size.height)
    return window
  }

  /// Presents a small window holding a vertical box in a scroller, for the leak checks' thousand
  /// rows (scrolled, so they stay one small X window: a 30 000-pixel one is a BadAlloc), with the
  /// main-queue bridge installed; returns the window and the box.
  static func leakCheckContainer() -> (
    window: UnsafeMutablePointer<GtkWidget>, box: UnsafeMutablePointer<GtkWidget>
  ) {
    MainQueueBridge.install()
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
    gtk_scrolled_window_set_child(OpaquePointer(scroller), box)
    gtk_window_set_child(ck_window(window), scroller)
    gtk_window_set_default_size(ck_window(window), 200, 200)
    gtk_window_present(ck_window(window))
    return (window, box)
  }
}
#endif
