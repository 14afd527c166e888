#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import Glibc

/// `controlkit-gtk-bench`: `GTKStepper` against GTK's own `GtkSpinButton`, side by side in one run.
///
/// Two workloads, each timed for both widgets in rounds, reported as medians, the ratio of the
/// medians and the median of the per-round ratios, ControlKit ÷ GTK (below 1 means ControlKit is
/// faster), in wall-clock time and again in the main thread's CPU time (the `-thread-cpu` lines,
/// which leave out the time other processes took the CPU). Within a round the two sides take
/// turns in small batches (`batches` per side, which side starts alternating), so a change in
/// the machine's load during the round slows both alike and both allocate from the same heap;
/// a side's round time is the sum of its batches. Both sides do the same work:
/// - create 1,000 widgets through each one's public constructor (`GTKStepper(value:)`,
///   `gtk_spin_button_new_with_range(0, 100, 1)`), floating references sunk; neither side is put
///   in a window or realized, and destruction is not timed;
/// - apply 100,000 value changes to one widget through its public API (`GTKStepper.value` vs
///   `gtk_spin_button_set_value`), cycling 0…99 so each is a real change. Per change the stepper
///   reduces the core event, formats the text, replaces the field's text (GtkEntryBuffer: GtkText
///   emits "changed" and notifies) and sets accessible value-now and value-text; the spin button
///   sets its adjustment ("value-changed"), formats and sets its text (the same GtkText path
///   through `gtk_editable_set_text`), updates its accessible value and emits its own
///   "value-changed".
/// Then two measurements of what users feel, each in a mapped window:
/// - repeat lateness: a real hold on a `GTKStepper`'s + (the gesture's "pressed" signal into
///   its session) for `holdSeconds`, the core's repeat timer run by the GLib host; for every
///   repeat, how long after its deadline the timer actually ran (`GTKControlHost.onTimerFired`),
///   as p50, p99 and max;
/// - spinner CPU: the process's CPU time (`CLOCK_PROCESS_CPUTIME_ID`) over `spinnerSeconds` with
///   a visible `GTKHUD` spinner, then with a started `GtkSpinner` of the HUD's indicator size,
///   each in its own window and phase, alternating for `spinnerRounds` rounds; ratio HUD ÷ GTK.
/// Between the two, memory per widget (``MemoryBench``): the heap and resident-set growth of
/// 1,000 live, mapped `GTKStepper`s, `GTKArcStepper`s and `GTKHUD`s against as many
/// `GtkSpinButton`s, `GtkScale`s and hand-built loading overlays (a `GtkOverlay` with a
/// `GtkSpinner` and a `GtkLabel`), each kind in a fresh process (`--memory-kind NAME`), so a full
/// run and `--only memory` print the same figures.
/// Flags for profiling: `--only` with a comma-separated list of `create-ours`, `create-gtk`,
/// `set-ours`, `set-gtk`, `memory`, `lateness`, `spinner`,
/// `--rounds N`, `--create-rounds N`, `--batches N`, `--widgets N`, `--changes N`, `--hold-seconds N`,
/// `--spinner-seconds N`, `--spinner-rounds N`, `--memory-widgets N`.
/// Needs a display (`make bench-gtk` runs it under `xvfb-run`).
@main
@MainActor
enum BenchMain {
  /// Widgets per creation round (`--widgets N` overrides it, for profiling).
  static let widgetCount = option("--widgets") ?? 1000
  /// Value changes per update round (`--changes N` overrides it, for profiling).
  static let changeCount = option("--changes") ?? 100_000
  /// Live, mapped widgets per side in the memory figures (`--memory-widgets N`).
  static let memoryCount = option("--memory-widgets") ?? 1000
  /// Value-change rounds; medians are reported (`--rounds N` overrides it).
  static let rounds = option("--rounds") ?? 9
  /// Creation rounds (a round takes a third of a second, so it gets more rounds than the value
  /// changes and a steadier median; `--create-rounds N` overrides it).
  static let createRounds = option("--create-rounds") ?? 31
  /// Batches per side and round: the sides alternate batch by batch (`--batches N`).
  static let batches = max(1, option("--batches") ?? 20)
  /// How long the + button is held for the lateness figures (`--hold-seconds N`).
  static let holdSeconds = option("--hold-seconds") ?? 10
  /// How long each spinner phase is measured (`--spinner-seconds N`).
  static let spinnerSeconds = option("--spinner-seconds") ?? 2
  /// Spinner phases per widget; the median is reported (`--spinner-rounds N`).
  static let spinnerRounds = option("--spinner-rounds") ?? 3
  /// The size of the windows the lateness and spinner phases run in.
  static let windowSize = (width: Int32(320), height: Int32(240))
  /// How late each repeat ran, in microseconds (filled during the hold).
  static var lateness: [Int64] = []
  /// Each workload's thread CPU time per round, by workload name (summed by `measure`).
  static var threadCPU: [String: [Duration]] = [:]
  /// The round being measured (`measure` adds each batch's CPU time to this round's total).
  static var currentRound = 0

  static func main() {
    guard gtk_init_check() != 0 else {
      print("controlkit-gtk-bench: GTK cannot open a display (run under xvfb-run)")
      exit(3)
    }
    MainQueueBridge.install()
    // A child of `MemoryBench.run`: one widget kind's memory, in this fresh process.
    if let index = CommandLine.arguments.firstIndex(of: "--memory-kind"),
      index + 1 < CommandLine.arguments.count
    {
      exit(MemoryBench.measureKind(CommandLine.arguments[index + 1], count: memoryCount) ? 0 : 2)
    }
    var create = (ours: [Duration](), theirs: [Duration]())
    var update = (ours: [Duration](), theirs: [Duration]())
    // `--only create-ours,create-gtk,...` runs the named workloads only (for a profiler).
    let only = CommandLine.arguments.firstIndex(of: "--only").flatMap {
      $0 + 1 < CommandLine.arguments.count
        ? CommandLine.arguments[$0 + 1].split(separator: ",").map(String.init) : nil
    }
    let runs = { (name: String) in only?.contains(name) ?? true }
    for round in 0..<max(rounds, createRounds) {
      currentRound = round
      let oursFirst = round.isMultiple(of: 2)
      if round < createRounds {
        let creation = createBoth(ours: runs("create-ours"), gtk: runs("create-gtk"), oursFirst)
        if runs("create-ours") { create.ours.append(creation.ours) }
        if runs("create-gtk") { create.theirs.append(creation.theirs) }
      }
      guard round < rounds else { continue }
      let changes = updateBoth(ours: runs("set-ours"), gtk: runs("set-gtk"), oursFirst)
      if runs("set-ours") { update.ours.append(changes.ours) }
      if runs("set-gtk") { update.theirs.append(changes.theirs) }
    }
    if !create.ours.isEmpty || !create.theirs.isEmpty {
      report("create-\(widgetCount)", create.ours, create.theirs)
      report(
        "create-\(widgetCount)-thread-cpu", threadCPU["create-ours", default: []],
        threadCPU["create-gtk", default: []])
    }
    if !update.ours.isEmpty || !update.theirs.isEmpty {
      report("set-value-\(changeCount)", update.ours, update.theirs)
      report(
        "set-value-\(changeCount)-thread-cpu", threadCPU["set-ours", default: []],
        threadCPU["set-gtk", default: []])
    }
    if runs("memory") { MemoryBench.run(count: memoryCount) }
    if runs("lateness") { reportLateness(holdStepper()) }
    if runs("spinner") {
      var spinners = (ours: [Duration](), theirs: [Duration]())
      for _ in 0..<spinnerRounds {
        spinners.ours.append(hudSpinnerCPU())
        spinners.theirs.append(gtkSpinnerCPU())
      }
      report(
        "spinner-cpu-\(spinnerSeconds)s", spinners.ours, spinners.theirs, against: "gtk-spinner")
    }
    while g_main_context_iteration(nil, 0) != 0 {}
    // `LiveObjects` counts in debug builds only (`make bench-gtk` builds release, where it would
    // always read 0); the leak checks are the tests' and the testbed's.
    #if DEBUG
    print("live-objects-after \(LiveObjects.summary) total=\(LiveObjects.total)")
    exit(LiveObjects.total == 0 ? 0 : 1)
    #else
    exit(0)
    #endif
  }

  /// Creates `widgetCount` steppers and `widgetCount` spin buttons, taking turns batch by batch.
  ///
  /// The spin buttons range over 0...100 in steps of 1. Returns each side's creation time
  /// (destruction, after the round, is not timed); a side that is not asked for is skipped.
  static func createBoth(ours: Bool, gtk: Bool, _ oursFirst: Bool) -> (
    ours: Duration, theirs: Duration
  ) {
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    widgets.reserveCapacity(2 * widgetCount)
    var time = (ours: Duration.zero, theirs: Duration.zero)
    for batch in 0..<batches {
      let count = batchSize(batch, of: widgetCount)
      let startsWithOurs = oursFirst == batch.isMultiple(of: 2)
      for side in startsWithOurs ? [true, false] : [false, true] {
        if side, ours {
          time.ours += measure("create-ours") { createSteppers(count, into: &widgets) }
        }
        if !side, gtk {
          time.theirs += measure("create-gtk") { createSpinButtons(count, into: &widgets) }
        }
      }
    }
    for widget in widgets { g_object_unref(widget) }
    return time
  }

  /// Sets `changeCount` values on a stepper and on a spin button, taking turns batch by batch.
  ///
  /// The stepper through `GTKStepper.value`, the spin button with `gtk_spin_button_set_value`.
  /// Returns each side's time; a side that is not asked for is skipped.
  static func updateBoth(ours: Bool, gtk: Bool, _ oursFirst: Bool) -> (
    ours: Duration, theirs: Duration
  ) {
    let stepper = GTKStepper(value: 0)
    let spinWidget: UnsafeMutablePointer<GtkWidget> = gtk_spin_button_new_with_range(0, 100, 1)
    guard let stepperWidget = stepper.widget else { return (.zero, .zero) }
    g_object_ref_sink(stepperWidget)
    g_object_ref_sink(spinWidget)
    let spin = OpaquePointer(spinWidget)
    let values = (0..<100).map { FixedDecimal(Int64($0)) }
    var time = (ours: Duration.zero, theirs: Duration.zero)
    var done = 0
    for batch in 0..<batches {
      let count = batchSize(batch, of: changeCount)
      let range = (done + 1)...(done + count)
      done += count
      let startsWithOurs = oursFirst == batch.isMultiple(of: 2)
      for side in startsWithOurs ? [true, false] : [false, true] {
        if side, ours {
          time.ours += measure("set-ours") { setStepperValues(stepper, range, values) }
        }
        if !side, gtk {
          time.theirs += measure("set-gtk") { setSpinButtonValues(spin, range) }
        }
      }
    }
    g_object_unref(stepperWidget)
    g_object_unref(spinWidget)
    return time
  }

  // The four workloads themselves, each in a function of its own: `make check-instructions`
  // counts their instructions with callgrind by name (`--toggle-collect=*createSteppers*`...),
  // so they stay out of line and hold no closure (a closure's symbol carries the name too).

  /// Creates `count` steppers (`GTKStepper(value: 0)`), sinking each floating reference into
  /// `widgets`.
  @inline(never)
  static func createSteppers(_ count: Int, into widgets: inout [UnsafeMutablePointer<GtkWidget>]) {
    for _ in 0..<count {
      if let widget = GTKStepper(value: 0).widget {
        widgets.append(widget)
        g_object_ref_sink(widget)
      }
    }
  }

  /// Creates `count` spin buttons over 0...100 in steps of 1, sinking each floating reference
  /// into `widgets`.
  @inline(never)
  static func createSpinButtons(
    _ count: Int, into widgets: inout [UnsafeMutablePointer<GtkWidget>]
  ) {
    for _ in 0..<count {
      let widget: UnsafeMutablePointer<GtkWidget> = gtk_spin_button_new_with_range(0, 100, 1)
      widgets.append(widget)
      g_object_ref_sink(widget)
    }
  }

  /// Sets `values[index % 100]` on `stepper` for each index of `range`.
  @inline(never)
  static func setStepperValues(
    _ stepper: GTKStepper, _ range: ClosedRange<Int>, _ values: [FixedDecimal]
  ) {
    for index in range { stepper.value = values[index % 100] }
  }

  /// Sets `index % 100` on the spin button `spin` for each index of `range`.
  @inline(never)
  static func setSpinButtonValues(_ spin: OpaquePointer, _ range: ClosedRange<Int>) {
    for index in range { gtk_spin_button_set_value(spin, Double(index % 100)) }
  }

  /// How many of `total` items batch `batch` (of `batches`) handles: the first batches take the
  /// remainder, so the batches add up to `total`.
  static func batchSize(_ batch: Int, of total: Int) -> Int {
    total / batches + (batch < total % batches ? 1 : 0)
  }

  /// Runs `body` once; returns its wall-clock time and adds its thread CPU time to `workload`'s
  /// total for the current round (on a shared machine the CPU time leaves out the time other
  /// processes ran).
  static func measure(_ workload: String, _ body: () -> Void) -> Duration {
    let cpuStart = threadCPUTime()
    let wall = ContinuousClock().measure(body)
    let cpu = threadCPUTime() - cpuStart
    var totals = threadCPU[workload, default: []]
    while totals.count <= currentRound { totals.append(.zero) }
    totals[currentRound] += cpu
    threadCPU[workload] = totals
    return wall
  }

  /// `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`: CPU time of the main thread.
  static func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }

  /// Holds a mapped stepper's + for `holdSeconds`; returns how late each repeat ran (µs).
  static func holdStepper() -> [Int64] {
    let maximum = FixedDecimal(Int64(Int32.max))  // never reached: the hold never stops early
    let configuration = (try? StepperConfiguration(maximum: maximum)) ?? .default
    let stepper = GTKStepper(value: 0, configuration: configuration)
    let window = presentWindow(child: stepper.widget)
    guard let gesture = stepper.incrementButton.gesture else { return [] }
    lateness = []
    GTKControlHost.onTimerFired = { deadline, firedAt in
      lateness.append(microseconds(deadline.duration(to: firedAt)))
    }
    ck_emit_click_signal(UnsafeMutableRawPointer(gesture), "pressed", 1, 4, 4)
    MainLoopRunner.run(for: .seconds(holdSeconds))
    ck_emit_click_signal(UnsafeMutableRawPointer(gesture), "released", 1, 4, 4)
    GTKControlHost.onTimerFired = nil
    destroy(window)
    return lateness
  }

  /// The CPU time this process spends over `spinnerSeconds` while a visible `GTKHUD` shows a
  /// spinner (measured once it is fully shown).
  static func hudSpinnerCPU() -> Duration {
    let content: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let hud = GTKHUD(covering: content)
    let window = presentWindow(child: hud.widget)
    let task = hud.begin(.spinner())
    MainLoopRunner.run(
      until: MonotonicClock.now().advanced(by: .seconds(5)), poll: .milliseconds(5)
    ) {
      if case .visible = hud.coreState.phase { return true }
      return false
    }
    let time = cpuTime(over: .seconds(spinnerSeconds))
    hud.end(task)
    destroy(window)
    return time
  }

  /// The CPU time this process spends over `spinnerSeconds` while a started `GtkSpinner` of the
  /// HUD's indicator size is visible.
  static func gtkSpinnerCPU() -> Duration {
    let spinner: UnsafeMutablePointer<GtkWidget> = gtk_spinner_new()
    let side = gint(HUDStyle.defaultIndicatorSide)
    gtk_widget_set_size_request(spinner, side, side)
    gtk_widget_set_halign(spinner, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(spinner, GTK_ALIGN_CENTER)
    gtk_spinner_start(OpaquePointer(spinner))
    let window = presentWindow(child: spinner)
    // As long as the HUD's grace period and fade-in, so both phases start alike.
    MainLoopRunner.run(
      for: HUDTiming.defaultGracePeriod + HUDTiming.defaultShowAnimation)
    let time = cpuTime(over: .seconds(spinnerSeconds))
    destroy(window)
    return time
  }

  /// A shown `windowSize` window holding `child`, once it is mapped.
  static func presentWindow(
    child: UnsafeMutablePointer<GtkWidget>?
  ) -> UnsafeMutablePointer<GtkWidget> {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    gtk_window_set_default_size(ck_window(window), windowSize.width, windowSize.height)
    gtk_window_set_child(ck_window(window), child)
    gtk_window_present(ck_window(window))
    MainLoopRunner.run(
      until: MonotonicClock.now().advanced(by: .seconds(5)), poll: .milliseconds(5)
    ) {
      child.map { gtk_widget_get_mapped($0) != 0 } ?? true
    }
    return window
  }

  /// Destroys `window` and lets GLib release what it held.
  static func destroy(_ window: UnsafeMutablePointer<GtkWidget>) {
    gtk_window_destroy(ck_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}
  }

  /// Runs the main loop for `duration`; returns the process CPU time it took.
  static func cpuTime(over duration: Duration) -> Duration {
    let start = processCPUTime()
    MainLoopRunner.run(for: duration)
    return processCPUTime() - start
  }

  /// `clock_gettime(CLOCK_PROCESS_CPUTIME_ID)`: CPU time of every thread of this process.
  static func processCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
  }

  /// Prints `repeat-lateness-hold-10s repeats=N p50=…ms p99=…ms max=…ms`.
  static func reportLateness(_ samples: [Int64]) {
    let sorted = samples.sorted()
    func percentile(_ fraction: Double) -> String {
      guard !sorted.isEmpty else { return "none" }
      let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
      return format(Double(sorted[max(index, 0)]) / 1000) + "ms"
    }
    print(
      "repeat-lateness-hold-\(holdSeconds)s repeats=\(sorted.count) p50=\(percentile(0.5)) "
        + "p99=\(percentile(0.99)) max=\(percentile(1))")
  }

  /// `duration` in whole microseconds.
  static func microseconds(_ duration: Duration) -> Int64 {
    let parts = duration.components
    return parts.seconds * 1_000_000 + parts.attoseconds / 1_000_000_000_000
  }

  /// The integer after `name` on the command line, if any.
  static func option(_ name: String) -> Int? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    return Int(arguments[index + 1])
  }

  /// Prints `name controlkit-median=… <theirs>-median=… ratio=… paired-ratio-median=…`.
  static func report(
    _ name: String, _ ours: [Duration], _ theirs: [Duration],
    against gtkName: String = "gtk-spinbutton"
  ) {
    let mine = median(ours)
    let gtk = median(theirs)
    let ratio = gtk > 0 ? mine / gtk : 0
    let paired = zip(ours, theirs).map { milliseconds($0) / max(milliseconds($1), 1e-9) }.sorted()
    let pairedMedian = paired.isEmpty ? 0 : paired[paired.count / 2]
    print(
      "\(name) controlkit-median=\(format(mine))ms \(gtkName)-median=\(format(gtk))ms "
        + "ratio=\(format(ratio)) paired-ratio-median=\(format(pairedMedian))")
  }

  private static func median(_ samples: [Duration]) -> Double {
    let sorted = samples.map(milliseconds).sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[sorted.count / 2]
  }

  private static func milliseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) * 1e-15
  }

  private static func format(_ value: Double) -> String {
    let hundredths = (value * 100).rounded() / 100
    return "\(hundredths)"
  }
}
#else
/// Without the `GTK` trait there is nothing to run: say how to build it.
@main
enum BenchWithoutGTK {
  static func main() {
    print("controlkit-gtk-bench needs the GTK trait: swift build --traits GTK")
  }
}
#endif
