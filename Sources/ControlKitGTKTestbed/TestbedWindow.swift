#if GTK
import CGtk
import ControlKitGTK

/// The window the X-input tests drive: one undecorated window filled by one `CounterButton`,
/// styled with flat colours so screenshots can be probed (blue at rest, red while pressed).
@MainActor
enum TestbedWindow {
  /// The window title the tests search for with xdotool.
  static let title = "ControlKit testbed"
  /// The window's size in pixels.
  static let size = (width: Int32(240), height: Int32(160))
  /// Flat colours: the probe reads them back from a screenshot.
  static let css = """
    window { background: #202020; }
    button.ck-test { background: #3366cc; background-image: none; border: none;
      border-radius: 0; box-shadow: none; outline: none; color: #ffffff; margin: 0; padding: 0; }
    button.ck-test:active { background: #cc3333; }
    """

  /// Builds and shows the window for `application`.
  static func present(application: UnsafeMutablePointer<GtkApplication>) {
    let window = TestbedScaffold.window(
      application: application, title: title, size: size, css: css)

    let counter = CounterButton(label: "Hold", logs: true)
    // The window's only host timer is the counter's: each repeat line says how late it ran.
    GTKControlHost.onTimerFired = { [weak counter] deadline, firedAt in
      counter?.timerFired(deadline: deadline, firedAt: firedAt)
    }
    if let button = counter.button.widget {
      gtk_widget_add_css_class(button, "ck-test")
      gtk_window_set_child(ck_window(window), button)
    }
    _ = SignalConnection.connect(window, "map") {
      emit("ready title=\(title) width=\(size.width) height=\(size.height)")
      Task { @MainActor in
        try? await Task.sleep(for: .milliseconds(20))
        emit("main-actor-task ran inside g_application_run")
      }
    }
    gtk_window_present(ck_window(window))
  }
}
#endif
