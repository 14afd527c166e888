#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--hud-widget-check`: the app's own widgets in a real, mapped `GTKHUD` over a whole window, run
/// on `VirtualHost` so the virtual clock alone decides what shows (issue 27).
///
/// Walks one scenario and prints one `hud-widget-check ...` line of fields (frames `x,y,w,h` in
/// the overlay's coordinates, booleans as `true`/`false`); passes if every field holds:
/// - `grace-parented`: a task's widget is out of the overlay during the grace period;
/// - `fade-in-opacity`/`fade-in-follows`: mid fade-in the widget's slot has the HUD's opacity;
/// - `a-bounds` = `a-indicator`: the widget's allocation is the core's indicator rect, and
///   `title-below` (the title's frame starts under it), `title-lines` (two);
/// - a second task's widget (`b-bounds` = `b-indicator`) replaces the first (`a-hidden-by-b`);
///   updated to a spinner it leaves too (`b-hidden-by-spinner`), the first staying out;
/// - once the second task ends the first widget returns (`a-back`);
/// - after the last task ends the widget fades out with the box (`fade-out-follows`) and is
///   then released (`a-released`: no parent, only the check's own reference left);
/// - a task ended in its grace period releases its widget at once (`grace-released`);
/// - `during(indicator:)` shows and releases its widget (`during-shown`, `during-released`);
/// - one widget given to a task right after another task that showed it ended moves to the new
///   task (`reuse-shown`) and is released after it (`reuse-released`);
/// - a widget larger than the window is shrunk by the core and allocated that size, clipped
///   (`big-bounds` = `big-indicator`);
/// - destroying the window while a widget shows releases it (`destroy-released`) and leaves
///   nothing of ours alive (`live-total`).
@MainActor
enum HUDWidgetCheck {
  /// How long GTK may take to map, allocate or run a task.
  static let settleLimit: Duration = .seconds(10)
  /// The window's size.
  static let windowSize = (width: Int32(360), height: Int32(300))
  /// The first task's title: two lines in the box.
  static let longTitle = "Syncing the photos and the videos of the camera roll to the cloud"

  /// Runs the check; true if it passed.
  static func run() -> Bool {
    MainQueueBridge.install()
    var fields: [(String, String)] = []
    let widgets = scenario { key, value in fields.append((key, value)) }
    for widget in widgets { g_object_unref(UnsafeMutableRawPointer(widget)) }
    drain()
    // Counted once the HUD is out of scope: only its widget kept it alive.
    fields.append(("live-total", "\(LiveObjects.total)"))
    fields.append(("live", LiveObjects.summary.split(separator: " ").joined(separator: ",")))

    let values = Dictionary(fields, uniquingKeysWith: { $1 })
    let passed =
      values["grace-parented"] == "false" && values["a-bounds"] == values["a-indicator"]
      && values["b-bounds"] == values["b-indicator"]
      && values["big-bounds"] == values["big-indicator"] && values["title-lines"] == "2"
      && values["live-total"] == "0"
      && [
        "fade-in-follows", "title-below", "a-mapped", "a-hidden-by-b", "b-hidden-by-spinner",
        "a-back", "b-released", "fade-out-follows", "hidden", "a-released", "grace-released",
        "during-shown", "during-released", "reuse-shown", "reuse-released", "destroy-shown",
        "destroy-released",
      ].allSatisfy { values[$0] == "true" }
    emit(
      "hud-widget-check " + fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
        + " passed=\(passed)")
    return passed
  }

  /// Walks the scenario, recording each field; returns the app's widgets, still referenced by
  /// the check (the window, and with it the HUD, destroyed).
  private static func scenario(
    record field: (String, String) -> Void
  ) -> [UnsafeMutablePointer<GtkWidget>] {
    let window = pageWindow()
    let host = VirtualHost()
    let hud = GTKHUD(over: ck_window(window), host: host)
    gtk_window_present(ck_window(window))
    func record(_ key: String, _ value: some CustomStringConvertible) {
      field(key, value.description)
    }
    guard let overlay = hud.widget, settle({ gtk_widget_get_mapped(overlay) != 0 }) else {
      record("mapped", false)
      return []
    }
    let frame = FrameRate.interval
    let showAt = HUDTiming.defaultGracePeriod

    // One task with its widget: out during the grace period, then at the indicator rect.
    let first = appWidget(64, 48)
    let a = hud.begin(indicator: first, title: longTitle)
    host.advance(by: showAt - .milliseconds(1))
    drain()
    record("grace-parented", gtk_widget_get_parent(first) != nil)
    host.advance(by: .milliseconds(1) + frame * 6)
    _ = settle { gtk_widget_get_mapped(first) != 0 && allocated(first) }
    let fadeIn = slotOpacity(of: first)
    record("fade-in-opacity", rounded(fadeIn))
    record("fade-in-follows", follows(fadeIn, hud.opacity))
    host.advance(by: frame * 6)
    let layoutA = hud.layout
    record("a-bounds", bounds(of: first, in: overlay))
    record("a-indicator", layoutA?.indicator.map(text) ?? "none")
    let titleBelow = layoutA.flatMap { layout in
      layout.title.flatMap { title in layout.indicator.map { title.minY >= $0.maxY } }
    }
    record("title-below", titleBelow ?? false)
    record("title-lines", layoutA?.titleMetrics?.lineCount ?? 0)
    record("a-mapped", gtk_widget_get_mapped(first) != 0)

    // A second task's widget replaces it; updated to a spinner, it leaves too.
    let second = appWidget(100, 40)
    let b = hud.begin(indicator: second, title: "Second task")
    _ = settle { gtk_widget_get_mapped(second) != 0 && allocated(second) }
    record("b-bounds", bounds(of: second, in: overlay))
    record("b-indicator", hud.layout?.indicator.map(text) ?? "none")
    record("a-hidden-by-b", gtk_widget_get_parent(first) == nil)
    hud.update(b, to: .spinner("Second task"))
    drain()
    record(
      "b-hidden-by-spinner",
      gtk_widget_get_parent(second) == nil && gtk_widget_get_parent(first) == nil)
    hud.end(b)
    _ = settle { gtk_widget_get_mapped(first) != 0 && allocated(first) }
    record("a-back", bounds(of: first, in: overlay) == hud.layout?.indicator.map(text))
    record("b-released", gtk_widget_get_parent(second) == nil && referenceCount(second) == 1)

    // The last task ends: the widget stays out the minimum show time, fades out, then goes.
    hud.end(a)
    for _ in 0..<60 where hud.coreState.phase.isPresented { host.advance(by: frame) }
    host.advance(by: frame * 6)
    drain()
    let fadeOut = slotOpacity(of: first)
    record("fade-out-opacity", rounded(fadeOut))
    record("fade-out-follows", follows(fadeOut, hud.opacity))
    host.advance(by: .seconds(1))
    drain()
    record("hidden", hud.coreState.phase == .hidden)
    record(
      "a-released",
      gtk_widget_get_parent(first) == nil && referenceCount(first) == 1
        && hud.appWidget(of: a) == nil)

    // A task that ends in its grace period lets its widget go at once.
    let quick = appWidget(30, 30)
    let c = hud.begin(indicator: quick, title: "Quick")
    host.advance(by: .milliseconds(100))
    hud.end(c)
    drain()
    record("grace-released", gtk_widget_get_parent(quick) == nil && referenceCount(quick) == 1)

    // `during(indicator:)`: the widget shows while the work runs and goes after it.
    let during = appWidget(50, 50)
    let work = Work()
    Task { @MainActor in
      await hud.during(indicator: during, title: "During") { await work.run() }
      work.finished = true
    }
    _ = settle { work.isRunning }
    host.advance(by: showAt + frame * 12)
    _ = settle { gtk_widget_get_mapped(during) != 0 && allocated(during) }
    record("during-shown", bounds(of: during, in: overlay) == hud.layout?.indicator.map(text))
    work.finish()
    _ = settle { work.finished }
    host.advance(by: .seconds(2))
    drain()
    record("during-released", gtk_widget_get_parent(during) == nil && referenceCount(during) == 1)

    // One widget for two tasks in a row: the second takes it back from the first, which the
    // HUD still showed for its minimum show time.
    let reused = appWidget(44, 44)
    let first1 = hud.begin(indicator: reused, title: "Step 1")
    host.advance(by: showAt + frame * 12)
    hud.end(first1)
    let keptForTheFirst = hud.appWidget(of: first1) == reused
    let second1 = hud.begin(indicator: reused, title: "Step 2")
    drain()
    _ = settle { gtk_widget_get_mapped(reused) != 0 && allocated(reused) }
    record(
      "reuse-shown",
      keptForTheFirst && hud.appWidget(of: first1) == nil && hud.appWidget(of: second1) == reused
        && bounds(of: reused, in: overlay) == hud.layout?.indicator.map(text))
    hud.end(second1)
    host.advance(by: .seconds(2))
    drain()
    record("reuse-released", gtk_widget_get_parent(reused) == nil && referenceCount(reused) == 1)

    // Larger than the window: the core shrinks it, the slot allocates that size (clipped).
    let big = appWidget(500, 400)
    let d = hud.begin(indicator: big, title: "Big")
    host.advance(by: showAt + frame * 12)
    _ = settle { gtk_widget_get_mapped(big) != 0 && allocated(big) }
    record("big-bounds", bounds(of: big, in: overlay))
    record("big-indicator", hud.layout?.indicator.map(text) ?? "none")
    hud.end(d)
    host.advance(by: .seconds(2))
    drain()

    // Destroyed while a widget shows: the widget is let go, nothing of ours is left.
    let last = appWidget(40, 40)
    _ = hud.begin(indicator: last, title: "Destroyed")
    host.advance(by: showAt + frame * 12)
    _ = settle { gtk_widget_get_mapped(last) != 0 }
    record("destroy-shown", gtk_widget_get_mapped(last) != 0)
    gtk_window_destroy(ck_window(window))
    drain()
    record("destroy-released", gtk_widget_get_parent(last) == nil && referenceCount(last) == 1)
    return [first, second, quick, during, reused, big, last]
  }

  /// Work that runs until the check finishes it.
  @MainActor
  final class Work {
    private var continuation: CheckedContinuation<Void, Never>?
    /// Whether `during` has returned.
    var finished = false
    /// Whether the work is waiting to be finished.
    var isRunning: Bool { continuation != nil }

    /// Waits until ``finish()``.
    func run() async {
      await withCheckedContinuation { continuation = $0 }
    }

    /// Lets ``run()`` return.
    func finish() {
      continuation?.resume()
      continuation = nil
    }
  }

  /// A widget of the app's whose natural size is `width` × `height`, referenced by the check (so
  /// its reference count shows whether the HUD still holds it).
  static func appWidget(_ width: Int32, _ height: Int32) -> UnsafeMutablePointer<GtkWidget> {
    let widget: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_size_request(widget, width, height)
    g_object_ref_sink(UnsafeMutableRawPointer(widget))
    return widget
  }

  /// A window, not yet presented, whose child is an empty page of ``windowSize`` (what the HUD
  /// covers).
  static func pageWindow() -> UnsafeMutablePointer<GtkWidget> {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    gtk_window_set_default_size(ck_window(window), windowSize.width, windowSize.height)
    let page: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_size_request(page, windowSize.width, windowSize.height)
    gtk_window_set_child(ck_window(window), page)
    return window
  }

  /// The GObject reference count of `widget`.
  static func referenceCount(_ widget: UnsafeMutablePointer<GtkWidget>) -> UInt32 {
    ck_object(widget).pointee.ref_count
  }

  /// The opacity of the slot holding `widget` (0 when it has no parent).
  private static func slotOpacity(of widget: UnsafeMutablePointer<GtkWidget>) -> Double {
    gtk_widget_get_parent(widget).map { gtk_widget_get_opacity($0) } ?? 0
  }

  /// Whether a slot's `opacity` is the HUD's `expected` one mid-fade (strictly between 0 and 1),
  /// as GTK keeps it: in 1/255 steps.
  private static func follows(_ opacity: Double, _ expected: Double) -> Bool {
    abs(opacity - expected) <= 0.5 / 255 && opacity > 0 && opacity < 1
  }

  /// Whether GTK has given `widget` a size.
  private static func allocated(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_width(widget) > 0 && gtk_widget_get_height(widget) > 0
  }

  /// `widget`'s allocation in `overlay`'s coordinates, as `x,y,w,h`.
  private static func bounds(
    of widget: UnsafeMutablePointer<GtkWidget>, in overlay: UnsafeMutablePointer<GtkWidget>
  ) -> String {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, overlay, &bounds) != 0 else { return "none" }
    return text(
      Rect(
        x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
        height: Double(bounds.size.height)))
  }

  /// `x,y,w,h` of `rect` rounded to whole pixels (GTK allocates whole pixels).
  private static func text(_ rect: Rect) -> String {
    [rect.minX, rect.minY, rect.width, rect.height].map { "\(Int($0.rounded()))" }
      .joined(separator: ",")
  }

  /// `value` to three decimals.
  private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// Runs the main loop until `done` holds (or the settle limit).
  static func settle(_ done: () -> Bool) -> Bool {
    MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5),
      done: done)
  }

  /// Runs every pending main-loop event without blocking.
  static func drain() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }
}
#endif
