#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitGallery
import Foundation

/// `controlkit demo`: one GTK window with every control, and its trace.
///
/// With `trace` it prints one `key=value` line per thing that happens (widget frames in window
/// pixels, value changes, every HUD effect, every spinner frame) so the X tests can follow it.
/// The window is built in `present(_:)` and its parts in the extensions beside this file (steppers,
/// controls, HUD tasks, trace, small widget helpers).
@MainActor
package final class DemoSession {
  /// The window title (the X tests find the window by it).
  static let title = "ControlKit demo"
  /// The window's default size in pixels.
  static let size = (width: Int32(720), height: Int32(560))
  /// The fast task's length: under the HUD's grace period, so the HUD never shows.
  static let fastTask: Duration = .milliseconds(300)
  /// The slow task's length.
  static let slowTask: Duration = .seconds(2)
  /// The overlapping tasks: A runs 0–1.5 s, B runs 0.8–2.5 s.
  static let overlapA: Duration = .milliseconds(1500)
  static let overlapBStart: Duration = .milliseconds(800)
  static let overlapBLength: Duration = .milliseconds(1700)
  /// The upload's length and how often its progress is updated.
  static let upload: Duration = .seconds(2)
  static let uploadTick: Duration = .milliseconds(100)
  /// How long after mapping the window the widget frames are printed (after the first frame).
  static let layoutDelay: Duration = .milliseconds(300)
  /// The window's colours come from the GTK theme (light or dark); the arc's card is a flat
  /// colour, so screenshot probes there are exact.
  static let css = """
    .ck-arc-card { background: #48484a; border-radius: 16px; }
    label.ck-heading { font-weight: bold; font-size: 15pt; }
    """

  let trace: Bool
  let imagePath: String
  var window: UnsafeMutablePointer<GtkWidget>?
  var hud: GTKHUD?
  var arc: GTKArcStepper?
  var circle: GTKCircleImage?
  var cartStepper: GTKStepper?
  var priceBar: GTKStepper?
  /// Prints the price field's text once the bar has drawn the owner's answer (the bar draws it
  /// after the event that asked for it is done).
  lazy var priceTextTrace = GLibIdle { [weak self] in
    guard let self, let priceBar = self.priceBar else { return }
    self.emit("text name=price text=\(priceBar.text)")
  }
  /// The HUD effects waiting for their trace lines, with their instants.
  var pendingHUDTrace: [(HUDEffect, ControlInstant)] = []
  /// Writes the HUD's trace lines once the event is shown (the HUD reports effects before its
  /// one render and before its frame ticks start or stop, so a line written at once would read
  /// the previous state).
  lazy var hudTrace = GLibIdle { [weak self] in self?.flushHUDTrace() }
  /// The price the edit bar's owner keeps: the bar only reports intents (the article's
  /// "UI emits events, data drives UI").
  var price = FixedDecimal(units: 50, scale: 1)
  var arcValueLabel: UnsafeMutablePointer<GtkWidget>?
  var policyButton: UnsafeMutablePointer<GtkWidget>?
  var named: [(String, UnsafeMutablePointer<GtkWidget>)] = []
  var timers: [Int: GLibTimer] = [:]
  var nextTimer = 0
  var connections: [SignalConnection] = []

  init(trace: Bool, imagePath: String) {
    self.trace = trace
    self.imagePath = imagePath
  }

  /// Runs the GTK application until its window closes; returns the exit status.
  package static func run(trace: Bool, imagePath: String?) -> Int32 {
    let generated = imagePath == nil ? samplePhoto() : nil
    defer { if let generated { try? FileManager.default.removeItem(atPath: generated) } }
    guard let path = imagePath ?? generated else {
      DemoSession.warn("cannot write the photo")
      return 1
    }
    // GTK's own message for a missing display is one raw warning; say what is needed.
    guard gtk_init_check() != 0 else {
      DemoSession.warn(
        "no display to open the window on. Set DISPLAY (X11) or WAYLAND_DISPLAY (Wayland), "
          + "or run it under a virtual X server: xvfb-run -a controlkit demo")
      return 1
    }
    MainQueueBridge.install()
    let session = DemoSession(trace: trace, imagePath: path)
    let app: UnsafeMutablePointer<GtkApplication> = gtk_application_new(
      "org.controlkit.Demo", G_APPLICATION_NON_UNIQUE)
    let activate = SignalConnection.connect(app, "activate") { session.present(app) }
    let status = g_application_run(ck_application(app), 0, nil)
    activate.disconnect()
    g_object_unref(app)
    return status
  }

  /// Writes the gallery's generated photo to the temporary directory.
  static func samplePhoto() -> String? {
    let path = NSTemporaryDirectory() + "controlkit-demo-photo-\(getpid()).png"
    guard let png = try? GallerySamplePhoto.square.pixels()?.pngData() else { return nil }
    return FileManager.default.createFile(atPath: path, contents: Data(png)) ? path : nil
  }

  // MARK: - Window

  func present(_ app: UnsafeMutablePointer<GtkApplication>) {
    let provider: UnsafeMutablePointer<GtkCssProvider> = gtk_css_provider_new()
    ck_css_provider_load(provider, Self.css)
    gtk_style_context_add_provider_for_display(
      gdk_display_get_default(), OpaquePointer(provider),
      guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))

    let window: UnsafeMutablePointer<GtkWidget> = gtk_application_window_new(app)
    self.window = window
    gtk_window_set_title(ck_window(window), Self.title)
    gtk_window_set_default_size(ck_window(window), Self.size.width, Self.size.height)
    gtk_widget_add_css_class(window, "ck-demo")

    let page = box(vertical: true, spacing: 14)
    for side in [GTK_POS_TOP, GTK_POS_BOTTOM, GTK_POS_LEFT, GTK_POS_RIGHT] {
      setMargin(page, side, 20)
    }
    gtk_box_append(ck_box(page), heading("ControlKit demo"))
    gtk_box_append(ck_box(page), heading("Steppers"))
    gtk_box_append(ck_box(page), steppersRow())
    gtk_box_append(ck_box(page), controlsRow())
    gtk_box_append(ck_box(page), heading("Loading HUD"))
    gtk_box_append(ck_box(page), hudButtons())
    gtk_box_append(ck_box(page), hudOptionButtons())

    let hud = GTKHUD(covering: page, language: Self.language)
    self.hud = hud
    hud.onEffect = { [weak self] effect, instant in self?.traceHUD(effect, at: instant) }
    hud.onSpinnerFrame = { [weak self] phase in self?.traceSpinner(phase) }
    if let overlay = hud.widget {
      gtk_window_set_child(ck_window(window), overlay)
      named.append(("hud", overlay))
    }
    connections.append(
      SignalConnection.connect(window, "map") { [weak self] in
        self?.after(Self.layoutDelay) { self?.traceLayout() }
      })
    gtk_window_present(ck_window(window))
  }

  /// Prints `message` on standard error, prefixed with the command's name.
  nonisolated package static func warn(_ message: String) {
    FileHandle.standardError.write(Data("controlkit demo: \(message)\n".utf8))
  }
}
#endif
