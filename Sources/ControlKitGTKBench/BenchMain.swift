#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import Glibc

/// `controlkit-gtk-bench`: `GTKStepper` against GTK's own `GtkSpinButton`, side by side in one run.
///
/// Two workloads, each timed for both widgets in alternating rounds (so a busy machine slows both
/// alike), reported as medians, the ratio of the medians and the median of the per-round ratios,
/// ControlKit ÷ GTK (below 1 means ControlKit is faster). Both sides do the same work:
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
/// Flags for profiling: `--only create-ours|create-gtk|set-ours|set-gtk`, `--rounds N`,
/// `--widgets N`, `--changes N`.
/// Needs a display (`make bench-gtk` runs it under `xvfb-run`).
@main
@MainActor
enum BenchMain {
  /// Widgets per creation round (`--widgets N` overrides it, for profiling).
  static let widgetCount = option("--widgets") ?? 1000
  /// Value changes per update round (`--changes N` overrides it, for profiling).
  static let changeCount = option("--changes") ?? 100_000
  /// Rounds per workload and widget; medians are reported (`--rounds N` overrides it).
  static let rounds = option("--rounds") ?? 9

  static func main() {
    guard gtk_init_check() != 0 else {
      print("controlkit-gtk-bench: GTK cannot open a display (run under xvfb-run)")
      exit(3)
    }
    MainQueueBridge.install()
    var create = (ours: [Duration](), theirs: [Duration]())
    var update = (ours: [Duration](), theirs: [Duration]())
    // `--only create-ours|create-gtk|set-ours|set-gtk` runs one workload (for a profiler).
    let only = CommandLine.arguments.firstIndex(of: "--only").flatMap {
      $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil
    }
    let runs = { (name: String) in only == nil || only == name }
    for _ in 0..<rounds {
      if runs("create-ours") { create.ours.append(createSteppers()) }
      if runs("create-gtk") { create.theirs.append(createSpinButtons()) }
      if runs("set-ours") { update.ours.append(updateStepper()) }
      if runs("set-gtk") { update.theirs.append(updateSpinButton()) }
    }
    report("create-\(widgetCount)", create.ours, create.theirs)
    report("set-value-\(changeCount)", update.ours, update.theirs)
    while g_main_context_iteration(nil, 0) != 0 {}
    print("live-objects-after \(LiveObjects.summary) total=\(LiveObjects.total)")
    exit(LiveObjects.total == 0 ? 0 : 1)
  }

  /// Creates `widgetCount` steppers; returns the creation time (destruction is not timed).
  static func createSteppers() -> Duration {
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    widgets.reserveCapacity(widgetCount)
    let time = ContinuousClock().measure {
      for _ in 0..<widgetCount {
        if let widget = GTKStepper(value: 0).widget {
          widgets.append(widget)
          g_object_ref_sink(widget)
        }
      }
    }
    for widget in widgets { g_object_unref(widget) }
    return time
  }

  /// Creates `widgetCount` spin buttons over 0...100 in steps of 1; returns the creation time.
  static func createSpinButtons() -> Duration {
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    widgets.reserveCapacity(widgetCount)
    let time = ContinuousClock().measure {
      for _ in 0..<widgetCount {
        let widget: UnsafeMutablePointer<GtkWidget> = gtk_spin_button_new_with_range(0, 100, 1)
        widgets.append(widget)
        g_object_ref_sink(widget)
      }
    }
    for widget in widgets { g_object_unref(widget) }
    return time
  }

  /// Sets `changeCount` values through `GTKStepper.value`.
  static func updateStepper() -> Duration {
    let stepper = GTKStepper(value: 0)
    guard let widget = stepper.widget else { return .zero }
    g_object_ref_sink(widget)
    let values = (0..<100).map { FixedDecimal(Int64($0)) }
    let time = ContinuousClock().measure {
      for index in 1...changeCount {
        stepper.value = values[index % 100]
      }
    }
    g_object_unref(widget)
    return time
  }

  /// Sets `changeCount` values with `gtk_spin_button_set_value`.
  static func updateSpinButton() -> Duration {
    let widget: UnsafeMutablePointer<GtkWidget> = gtk_spin_button_new_with_range(0, 100, 1)
    g_object_ref_sink(widget)
    let spin = OpaquePointer(widget)
    let time = ContinuousClock().measure {
      for index in 1...changeCount {
        gtk_spin_button_set_value(spin, Double(index % 100))
      }
    }
    g_object_unref(widget)
    return time
  }

  /// The integer after `name` on the command line, if any.
  static func option(_ name: String) -> Int? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    return Int(arguments[index + 1])
  }

  /// Prints `name controlkit-median=… gtk-median=… ratio=…`.
  static func report(_ name: String, _ ours: [Duration], _ theirs: [Duration]) {
    let mine = median(ours)
    let gtk = median(theirs)
    let ratio = gtk > 0 ? mine / gtk : 0
    let paired = zip(ours, theirs).map { milliseconds($0) / max(milliseconds($1), 1e-9) }.sorted()
    let pairedMedian = paired.isEmpty ? 0 : paired[paired.count / 2]
    print(
      "\(name) controlkit-median=\(format(mine))ms gtk-spinbutton-median=\(format(gtk))ms "
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
