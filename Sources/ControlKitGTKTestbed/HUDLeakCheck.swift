#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--hud-leak-check N`: creates N `GTKHUD`s, has each show a spinner task, ends the tasks while
/// the HUDs are on screen (so each one's minimum-show timer is pending, its spinner running and
/// its tick callback registered), destroys them all, and checks that no Swift object, GLib
/// source or widget of ours is left.
///
/// `--hud-leak-check N --app-widgets`: the same with each task showing an app's own widget (a
/// running `GtkSpinner`, `begin(indicator:title:cancellable:)`), on screen and its task still
/// running when the HUDs are destroyed (so only the destruction can let it go); also checks that
/// the HUDs let every app widget go (no parent, and only the check's own reference left).
@MainActor
enum HUDLeakCheck {
  /// How many HUDs are created by default.
  static let defaultCount = 200
  /// How long the tasks run before they end: past the grace period, inside the fade-in (or
  /// later on a slow machine; the long minimum show time keeps them on screen).
  static let taskDuration = HUDTiming.defaultGracePeriod + HUDTiming.defaultShowAnimation / 2
  /// The HUDs' timing: the defaults, but a minimum show time no run outlasts, so ending a task
  /// always leaves its timer pending.
  static let timing = HUDTiming(minimumShown: .seconds(60))
  /// The most the task may be stretched while waiting for every HUD to show.
  static let settleLimit: Duration = .seconds(10)
  /// The size of the widget each HUD covers.
  static let contentSize = (width: Int32(160), height: Int32(120))

  /// A weak reference, to see whether a HUD died with its widget.
  private struct Weak {
    weak var hud: GTKHUD?
  }

  /// Runs the check and prints one `hud-leak-check ...` line; true if nothing leaked.
  ///
  /// - Parameters:
  ///   - count: how many HUDs.
  ///   - appWidgets: whether the tasks show an app widget rather than the spinner.
  static func run(count: Int, appWidgets: Bool = false) -> Bool {
    let (window, box) = TestbedScaffold.leakCheckContainer()
    var roots: [UnsafeMutablePointer<GtkWidget>] = []
    var huds: [Weak] = []
    var tasks: [HUDToken] = []
    for _ in 0..<count {
      let content: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      gtk_widget_set_size_request(content, contentSize.width, contentSize.height)
      let hud = GTKHUD(covering: content, timing: timing)
      guard let root = hud.widget else { continue }
      gtk_box_append(ck_box(box), root)
      roots.append(root)
      huds.append(Weak(hud: hud))
    }
    // The HUDs start their tasks once mapped (a HUD off any window never shows).
    MainLoopRunner.run(
      until: MonotonicClock.now().advanced(by: .seconds(10)), poll: .milliseconds(10)
    ) {
      roots.allSatisfy { gtk_widget_get_mapped($0) != 0 }
    }
    // The app's widgets, referenced here too, to see whether the HUDs let them go.
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    for weak in huds {
      guard let hud = weak.hud else { continue }
      if appWidgets {
        let spinner: UnsafeMutablePointer<GtkWidget> = gtk_spinner_new()
        g_object_ref_sink(UnsafeMutableRawPointer(spinner))
        gtk_spinner_start(OpaquePointer(spinner))
        widgets.append(spinner)
        tasks.append(hud.begin(indicator: spinner, title: "Loading"))
      } else {
        tasks.append(hud.begin(.spinner("Loading")))
      }
    }
    let widgetsMapped = { widgets.allSatisfy { gtk_widget_get_mapped($0) != 0 } }
    // At least the task's time, and until every HUD is on screen with its spinner ticking (a
    // loaded machine may be late), within `settleLimit`.
    let endAt = MonotonicClock.now().advanced(by: taskDuration)
    MainLoopRunner.run(until: endAt.advanced(by: settleLimit), poll: .milliseconds(10)) {
      MonotonicClock.now() >= endAt
        && huds.allSatisfy {
          $0.hud?.coreState.phase.isOnScreen == true && ($0.hud?.isTicking == true || appWidgets)
        } && widgetsMapped()
    }
    if !appWidgets {
      for (weak, task) in zip(huds, tasks) { weak.hud?.end(task) }
    }

    // Counted through the weak references: a strong array here would keep them all alive.
    let showing = huds.filter { $0.hud?.coreState.phase.isOnScreen == true }.count
    let spinning = huds.filter { $0.hud?.coreState.isSpinnerRunning == true }.count
    let ticking = huds.filter { $0.hud?.isTicking == true }.count
    let timersPending = huds.filter { $0.hud?.coreState.scheduledTimer != nil }.count
    let sourcesMidShow = LiveObjects.count(.glibSource)
    let tickCallbacksMidShow = LiveObjects.count(.tickCallback)
    let widgetsShown = widgets.filter { gtk_widget_get_mapped($0) != 0 }.count

    for root in roots {
      gtk_box_remove(ck_box(box), root)
    }
    roots = []
    gtk_window_destroy(ck_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}

    let surviving = huds.filter { $0.hud != nil }.count
    let widgetsHeld = widgets.filter {
      gtk_widget_get_parent($0) != nil || ck_object($0).pointee.ref_count != 1
    }.count
    for widget in widgets { g_object_unref(UnsafeMutableRawPointer(widget)) }
    let clean = LiveObjects.total == 0 && surviving == 0 && widgetsHeld == 0
    let widgetFields =
      appWidgets ? "mid-show-app-widgets=\(widgetsShown) app-widgets-held=\(widgetsHeld) " : ""
    emit(
      "hud-leak-check huds=\(count) mid-show-showing=\(showing) mid-show-spinning=\(spinning) "
        + "mid-show-ticking=\(ticking) mid-show-timers=\(timersPending) "
        + "mid-show-sources=\(sourcesMidShow) mid-show-tick-callbacks=\(tickCallbacksMidShow) "
        + widgetFields + "surviving-huds=\(surviving) after: \(LiveObjects.summary) "
        + "total=\(LiveObjects.total)")
    return clean
  }
}
#endif
