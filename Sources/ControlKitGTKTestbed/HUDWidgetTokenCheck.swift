#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--hud-widget-token-check`: each task begun with an app's own widget shows that widget, however
/// many running tasks have equal content (found in review, issue 27).
///
/// A mapped `GTKHUD` over a window on `VirtualHost`, with four app widgets of one size, so every
/// task below has the same content (`.custom(size: 40 × 40, "Sync")`). Prints one
/// `hud-widget-token-check ...` line; each task's field names the widget the HUD holds for it
/// (`none` for none), each `shown-...` field the widget in the HUD's slot:
/// - `older`: a task begun with that content but no widget holds none, before and after the
///   widget tasks below (`older-during`);
/// - `a`, `b`: two tasks begun with `begin(indicator:)` hold their own widgets, and the newer one's
///   shows (`shown`); once it ends the older one's returns (`shown-after-b`);
/// - `during`: a `during(indicator:)` task holds its own widget and shows it (`shown-during`);
/// - `queued`: a task begun while the HUD handles an effect (so the core begins it after that
///   event) holds its own widget;
/// - `released`: once every task has ended and the HUD has hidden, no widget is held;
/// - `live-total`: nothing of ours is left once the window is destroyed.
@MainActor
enum HUDWidgetTokenCheck {
  /// The fields a passing run prints.
  static let expected: [String: String] = [
    "older": "none", "a": "w1", "b": "w2", "shown": "w2", "shown-after-b": "w1",
    "during": "w3", "older-during": "none", "shown-during": "w3", "queued": "w4",
    "released": "true", "live-total": "0",
  ]

  /// Runs the check; true if it passed.
  static func run() -> Bool {
    MainQueueBridge.install()
    var fields: [(String, String)] = []
    let widgets = scenario { key, value in fields.append((key, value)) }
    for widget in widgets { g_object_unref(UnsafeMutableRawPointer(widget)) }
    HUDWidgetCheck.drain()
    fields.append(("live-total", "\(LiveObjects.total)"))
    let passed = Dictionary(fields, uniquingKeysWith: { $1 }) == expected
    emit(
      "hud-widget-token-check " + fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
        + " passed=\(passed)")
    return passed
  }

  /// Walks the scenario, recording each field; returns the app's widgets, still referenced by
  /// the check (the window, and with it the HUD, destroyed).
  private static func scenario(
    record field: (String, String) -> Void
  ) -> [UnsafeMutablePointer<GtkWidget>] {
    let window = HUDWidgetCheck.pageWindow()
    let host = VirtualHost()
    let hud = GTKHUD(over: ck_window(window), host: host)
    gtk_window_present(ck_window(window))
    // Mapped and allocated: a HUD shown before its overlay has a size lays out again in its first
    // draw, which moves the slot while GTK paints (the README's widget notes).
    guard let overlay = hud.widget,
      HUDWidgetCheck.settle({
        gtk_widget_get_mapped(overlay) != 0 && gtk_widget_get_width(overlay) > 0
      })
    else {
      field("mapped", "false")
      gtk_window_destroy(ck_window(window))
      return []
    }
    let widgets = (1...4).map { _ in HUDWidgetCheck.appWidget(40, 40) }
    func name(_ widget: UnsafeMutablePointer<GtkWidget>?) -> String {
      widget.flatMap { widget in widgets.firstIndex(of: widget).map { "w\($0 + 1)" } } ?? "none"
    }
    func held(_ token: HUDToken?) -> String { name(token.flatMap { hud.appWidget(of: $0) }) }
    func shown() -> String { name(widgets.first { gtk_widget_get_parent($0) != nil }) }
    func settleShown(_ index: Int) {
      _ = HUDWidgetCheck.settle { gtk_widget_get_mapped(widgets[index]) != 0 }
    }
    let showAt = HUDTiming.defaultGracePeriod + FrameRate.interval * 12

    // An older task with the same content and no widget, then two widget tasks.
    let older = hud.begin(.custom(measuring: widgets[0], "Sync"))
    let a = hud.begin(indicator: widgets[0], title: "Sync")
    let b = hud.begin(indicator: widgets[1], title: "Sync")
    field("older", held(older))
    field("a", held(a))
    field("b", held(b))
    host.advance(by: showAt)
    settleShown(1)
    field("shown", shown())
    hud.end(b)
    settleShown(0)
    field("shown-after-b", shown())

    // `during(indicator:)` beside them, with the same content.
    let work = HUDWidgetCheck.Work()
    Task { @MainActor in
      await hud.during(indicator: widgets[2], title: "Sync") { await work.run() }
      work.finished = true
    }
    _ = HUDWidgetCheck.settle { work.isRunning }
    field("during", held(hud.coreState.activeTokens.last))
    field("older-during", held(older))
    settleShown(2)
    field("shown-during", shown())
    work.finish()
    _ = HUDWidgetCheck.settle { work.finished }

    // Begun from an effect handler: the session queues the task behind the event it handles.
    var queued: HUDToken?
    hud.onEffect = { _, _ in
      if queued == nil { queued = hud.begin(indicator: widgets[3], title: "Sync") }
    }
    hud.post(.info("Posted"))
    hud.onEffect = nil
    field("queued", held(queued))

    for token in [older, a] + (queued.map { [$0] } ?? []) { hud.end(token) }
    host.advance(by: .seconds(5))
    HUDWidgetCheck.drain()
    field(
      "released",
      (widgets.allSatisfy {
        gtk_widget_get_parent($0) == nil && HUDWidgetCheck.referenceCount($0) == 1
      } && hud.coreState.phase == .hidden).description)
    gtk_window_destroy(ck_window(window))
    HUDWidgetCheck.drain()
    return widgets
  }
}
#endif
