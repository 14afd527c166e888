// GTKCounter: a stepper, an arc stepper, a loading HUD and a circle image in one GTK window.
//
//   swift run GTKCounter              the window, until you close it
//   swift run GTKCounter --smoke      prints what is on screen once the window is shown, then quits
//                                     (what `make test` runs under Xvfb)
import CGtk
import ControlKit
import ControlKitGTK

@MainActor
final class CounterWindow {
  let smoke: Bool
  let stepper = GTKStepper(
    value: 1,
    configuration: (try? StepperConfiguration(minimum: 0, maximum: 10, step: 1)) ?? .default)
  let arc = GTKArcStepper(label: "Volume")
  let circle = GTKCircleImage(path: nil, description: nil)
  var hud: GTKHUD?
  var token: HUDToken?

  init(smoke: Bool) {
    self.smoke = smoke
  }

  func present(_ app: UnsafeMutablePointer<GtkApplication>) {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_application_window_new(app)
    gtk_window_set_title(ck_window(window), "GTKCounter")
    let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)
    gtk_widget_set_margin_start(column, 16)
    gtk_widget_set_margin_end(column, 16)
    gtk_widget_set_margin_top(column, 16)
    gtk_widget_set_margin_bottom(column, 16)
    for part in [stepper.widget, arc.widget, circle.widget].compactMap({ $0 }) {
      gtk_widget_set_halign(part, GTK_ALIGN_START)
      gtk_box_append(ck_box(column), part)
    }
    // The stepper drives the arc: data flows one way, from the value to every view.
    stepper.onValueChanged = { [weak self] value, source in
      guard let self else { return }
      print("stepper value=\(value) source=\(source)")
      self.arc.value = Int(value.units)
    }
    let hud = GTKHUD(covering: column)
    self.hud = hud
    gtk_window_set_child(ck_window(window), hud.widget)
    gtk_window_present(ck_window(window))
    token = hud.begin(.spinner("Loading…"))
    if smoke { reportWhenShown(window) }
  }

  /// Waits for the window's first frame, prints each widget's size and the HUD's phase, and quits.
  private func reportWhenShown(_ window: UnsafeMutablePointer<GtkWidget>) {
    let box = Unmanaged.passRetained(self)
    g_timeout_add_full(
      G_PRIORITY_DEFAULT, 800,
      { data in
        guard let data else { return 0 }
        let counter = Unmanaged<CounterWindow>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { counter.report() }
        return 0
      }, box.toOpaque(), { data in data.map { Unmanaged<CounterWindow>.fromOpaque($0).release() } })
  }

  private func report() {
    for (name, widget) in [
      ("stepper", stepper.widget), ("arc", arc.widget), ("circle", circle.widget),
      ("hud", hud?.widget),
    ] {
      guard let widget else { continue }
      print(
        "shown name=\(name) width=\(gtk_widget_get_width(widget)) height=\(gtk_widget_get_height(widget))"
      )
    }
    print("hud phase=\(hud.map { "\($0.coreState.phase)" } ?? "none")")
    stepper.value = 3
    print("ready")
    g_application_quit(g_application_get_default())
  }
}

let smoke = CommandLine.arguments.contains("--smoke")
let status = MainActor.assumeIsolated {
  let counter = CounterWindow(smoke: smoke)
  let app: UnsafeMutablePointer<GtkApplication> = gtk_application_new(
    "org.controlkit.GTKCounter", G_APPLICATION_NON_UNIQUE)
  // "activate" with the window as user data; the window outlives the run, so no destroy-notify.
  let onActivate: @convention(c) (gpointer?, gpointer?) -> Void = { app, data in
    guard let app, let data else { return }
    let counter = Unmanaged<CounterWindow>.fromOpaque(data).takeUnretainedValue()
    MainActor.assumeIsolated {
      counter.present(app.assumingMemoryBound(to: GtkApplication.self))
    }
  }
  g_signal_connect_data(
    app, "activate", unsafeBitCast(onActivate, to: GCallback.self),
    Unmanaged.passUnretained(counter).toOpaque(), nil, GConnectFlags(rawValue: 0))
  let status = g_application_run(ck_application(app), 0, nil)
  g_object_unref(app)
  return withExtendedLifetime(counter) { status }
}
exit(status)
