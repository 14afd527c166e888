#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--idle-check [SECONDS]`: idle costs nothing.
///
/// One mapped window holds `stepperCount` `GTKStepper`s and `arcCount` `GTKArcStepper`s under a
/// `GTKHUD`. Every control is used first, so the check covers what an app leaves behind: each
/// stepper's + is held past its first repeat and released, each arc stepper animates to a new
/// step, and the HUD shows a spinner task, which then ends and fades out. Once every timer and
/// tick callback of ours is gone, the GTK hosts' activity counters are reset and the main loop
/// runs for the interval (5 s by default); the line printed counts the host timer fires and
/// frame callbacks in it (both must be 0), the HUD's paints, and what is left alive after the
/// window is destroyed (nothing may be). Exit 0 only if all of that holds.
@MainActor
enum IdleCheck {
  /// How long the idle interval lasts by default.
  static let defaultSeconds = 5
  /// Resting steppers in the window.
  static let stepperCount = 3
  /// Resting arc steppers in the window.
  static let arcCount = 3
  /// How long the + buttons are held: past the first repeat of the default policy, halfway to
  /// the second.
  static let holdDuration =
    (StepperRepeatPolicy.default.initialDelay(for: .mouse) ?? .zero)
    + StepperRepeatPolicy.default.interval / 2
  /// The step the arc steppers animate to (from the article's 5: a 0.4 s animation).
  static let arcTarget = 3
  /// How long the HUD's task runs: past its grace period, so it shows and spins.
  static let taskDuration = HUDTiming.defaultGracePeriod + .milliseconds(300)
  /// The most the warm-up may take to settle (its own parts last about 1.5 s).
  static let settleLimit: Duration = .seconds(10)
  /// The most the check waits for the window to give a widget the focus after mapping.
  static let focusLimit: Duration = .seconds(2)

  /// Runs the check and prints one `idle-check ...` line; true if idle cost nothing and nothing
  /// was left alive.
  static func run(seconds: Int) -> Bool {
    // The controls live inside `useThenRest`: once it returns, only GTK could keep them.
    let (idle, fields) = useThenRest(seconds: seconds)
    while g_main_context_iteration(nil, 0) != 0 {}
    emit("idle-check \(fields) after: \(LiveObjects.summary) total=\(LiveObjects.total)")
    return idle && LiveObjects.total == 0
  }

  /// Builds the window, uses every control, lets them rest for `seconds`, destroys the window;
  /// returns whether the check passed so far and the line's fields.
  private static func useThenRest(seconds: Int) -> (passed: Bool, fields: String) {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    gtk_window_set_title(ck_window(window), "ControlKit idle check")
    let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
    let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
    gtk_box_append(ck_box(row), column)
    let steppers = (0..<stepperCount).map { _ in GTKStepper(value: 0) }
    for root in steppers.compactMap(\.widget) { gtk_box_append(ck_box(column), root) }
    let arcs = (0..<arcCount).map { index in GTKArcStepper(label: "Arc \(index)") }
    for widget in arcs.compactMap(\.widget) { gtk_box_append(ck_box(row), widget) }
    let hud = GTKHUD(covering: row)
    gtk_window_set_child(ck_window(window), hud.widget)
    gtk_window_present(ck_window(window))
    let start = MonotonicClock.now()
    MainLoopRunner.run(until: start.advanced(by: settleLimit), poll: .milliseconds(10)) {
      gtk_widget_get_mapped(hud.widget) != 0
    }
    // GTK 4.18 activates the window and gives the first field the keyboard focus some time after
    // mapping, which ends a press held on its stepper (a focus change ends a hold): wait for
    // both before pressing, at most `focusLimit` (GTK 4.8 under Xvfb, with no window manager,
    // may never activate it, and then nothing moves the focus later either).
    MainLoopRunner.run(
      until: MonotonicClock.now().advanced(by: focusLimit), poll: .milliseconds(10)
    ) {
      gtk_window_is_active(ck_window(window)) != 0 && gtk_window_get_focus(ck_window(window)) != nil
    }

    // Warm-up: every control does what it does, then comes to rest.
    let gestures = steppers.compactMap { $0.incrementButton.gesture }
    for gesture in gestures {
      ck_emit_click_signal(UnsafeMutableRawPointer(gesture), "pressed", 1, 4, 4)
    }
    for arc in arcs { arc.value = arcTarget }
    let task = hud.begin(.spinner("Working"))
    // Each phase lasts at least its time, and until it did its part (a loaded machine may be
    // late), within `settleLimit`.
    let pressedAt = MonotonicClock.now()
    let releaseAt = pressedAt.advanced(by: holdDuration)
    MainLoopRunner.run(until: releaseAt.advanced(by: settleLimit), poll: .milliseconds(10)) {
      MonotonicClock.now() >= releaseAt && steppers.allSatisfy { $0.value >= 2 }
    }
    for gesture in gestures {
      ck_emit_click_signal(UnsafeMutableRawPointer(gesture), "released", 1, 4, 4)
    }
    let endAt = pressedAt.advanced(by: taskDuration)
    let hudShown = MainLoopRunner.run(
      until: endAt.advanced(by: settleLimit), poll: .milliseconds(10)
    ) {
      MonotonicClock.now() >= endAt && hud.coreState.phase.isOnScreen && hud.isTicking
    }
    hud.end(task)
    let settled = MainLoopRunner.run(
      until: MonotonicClock.now().advanced(by: settleLimit), poll: .milliseconds(10)
    ) { isQuiet(hud) }
    let warmup = (
      timerFires: GTKControlHost.timerFireCount, frames: GTKControlHost.frameCallbackCount,
      hudDraws: hud.drawCount
    )
    let stepperValues = steppers.map { "\($0.value)" }.joined(separator: ",")
    let arcValues = arcs.map { "\($0.value)" }.joined(separator: ",")

    // The idle interval: nothing of ours may run.
    GTKControlHost.resetActivity()
    let idleStart = MonotonicClock.now()
    MainLoopRunner.run(until: idleStart.advanced(by: .seconds(seconds)))
    let timerFires = GTKControlHost.timerFireCount
    let frames = GTKControlHost.frameCallbackCount
    let idleDraws = hud.drawCount - warmup.hudDraws
    let mapped =
      (steppers.compactMap(\.widget) + arcs.compactMap(\.widget) + [hud.widget].compactMap { $0 })
      .filter { gtk_widget_get_mapped($0) != 0 }.count
    let phase = hud.coreState.phase == .hidden ? "hidden" : "\(hud.coreState.phase)"

    gtk_window_destroy(ck_window(window))
    let idle = timerFires == 0 && frames == 0
    let warmedUp =
      settled && hudShown && warmup.timerFires > 0 && warmup.frames > 0
      && steppers.allSatisfy { $0.value >= 2 } && arcs.allSatisfy { $0.value == arcTarget }
    let fields =
      ("seconds=\(seconds) steppers=\(stepperCount) arcs=\(arcCount) hud=\(phase) "
        + "mapped=\(mapped) warmup-settled=\(settled ? 1 : 0) warmup-hud-shown=\(hudShown ? 1 : 0) "
        + "warmup-timer-fires=\(warmup.timerFires) warmup-frame-callbacks=\(warmup.frames) "
        + "stepper-values=\(stepperValues) arc-values=\(arcValues) "
        + "timer-fires=\(timerFires) frame-callbacks=\(frames) hud-draws=\(idleDraws)")
    return (idle && warmedUp && mapped == stepperCount + arcCount + 1, fields)
  }

  /// Whether nothing of ours is pending: no GLib source, no tick callback, the HUD hidden.
  private static func isQuiet(_ hud: GTKHUD) -> Bool {
    LiveObjects.count(.glibSource) == 0 && LiveObjects.count(.tickCallback) == 0
      && hud.coreState.phase == .hidden
  }
}
#endif
