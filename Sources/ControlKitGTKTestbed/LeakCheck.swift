#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// Creates counter buttons, presses them all, destroys them mid-hold, and checks that no Swift
/// object, GLib source or widget of ours is left.
@MainActor
enum LeakCheck {
  /// How many buttons `--leak-check` creates by default.
  static let defaultCount = 1000
  /// How long the buttons are held before being destroyed: past the first repeat, so both the
  /// initial-delay and repeat timers have run and one repeat is pending at destruction.
  static let holdDuration: Duration = .milliseconds(600)
  /// The most the hold may be stretched while waiting for every first repeat.
  static let settleLimit: Duration = .seconds(10)

  /// Runs the check and prints one `leak-check ...` line; true if nothing leaked.
  static func run(count: Int) -> Bool {
    let (window, box) = TestbedScaffold.leakCheckContainer()

    var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    var counters: [WeakCounter] = []
    for index in 0..<count {
      let counter = CounterButton(label: "\(index)", logs: false)
      guard let widget = counter.button.widget, let gesture = counter.button.gesture else {
        continue
      }
      gtk_box_append(ck_box(box), widget)
      // Drives the real gesture signal (no pointer needed), through the real connection.
      ck_emit_click_signal(UnsafeMutableRawPointer(gesture), "pressed", 1, 4, 4)
      buttons.append(widget)
      counters.append(WeakCounter(counter: counter))
    }
    let pressedAt = MonotonicClock.now()
    // At least the hold, and until every button has repeated (a loaded machine may take longer
    // than the hold to lay out and draw a thousand buttons), within `settleLimit`.
    let releaseAt = pressedAt.advanced(by: holdDuration)
    MainLoopRunner.run(until: releaseAt.advanced(by: settleLimit), poll: .milliseconds(10)) {
      MonotonicClock.now() >= releaseAt && counters.allSatisfy { ($0.counter?.steps ?? 0) >= 2 }
    }
    let sourcesMidHold = LiveObjects.count(.glibSource)
    let repeats = CounterButton.totalSteps - buttons.count
    let wrappersMidHold = LiveObjects.count(.widgetWrapper)
    let pendingIDs = counters.compactMap { $0.counter?.pendingSourceID }.filter { $0 != 0 }

    for widget in buttons {
      gtk_box_remove(ck_box(box), widget)
    }
    buttons = []
    gtk_window_destroy(ck_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}

    let survivingCounters = counters.filter { $0.counter != nil }.count
    let survivingSources = pendingIDs.filter { g_main_context_find_source_by_id(nil, $0) != nil }
    let clean = LiveObjects.total == 0 && survivingCounters == 0 && survivingSources.isEmpty
    emit(
      "leak-check widgets=\(count) mid-hold-sources=\(sourcesMidHold) "
        + "mid-hold-wrappers=\(wrappersMidHold) mid-hold-source-ids=\(pendingIDs.count) "
        + "repeats=\(repeats) surviving-counters=\(survivingCounters) "
        + "surviving-source-ids=\(survivingSources.count) "
        + "after: \(LiveObjects.summary) total=\(LiveObjects.total)")
    return clean
  }
}
#endif
