#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--stepper-leak-check N`: creates N `GTKStepper`s, presses + on each, destroys them all
/// mid-hold (a repeat timer pending on every one), and checks that no Swift object, GLib source or
/// widget of ours is left.
@MainActor
enum StepperLeakCheck {
  /// How many steppers are created by default.
  static let defaultCount = 1000
  /// How long the + buttons are held: past the first repeat (400 ms), so a repeat timer has fired
  /// and the next one is pending when the steppers are destroyed.
  static let holdDuration: Duration = .milliseconds(600)
  /// The most the hold may be stretched while waiting for every first repeat.
  static let settleLimit: Duration = .seconds(10)

  /// A weak reference, to see whether a stepper died with its widget.
  private struct Weak {
    weak var stepper: GTKStepper?
  }

  /// Runs the check and prints one `stepper-leak-check ...` line; true if nothing leaked.
  static func run(count: Int) -> Bool {
    let (window, box) = TestbedScaffold.leakCheckContainer()

    var roots: [UnsafeMutablePointer<GtkWidget>] = []
    var steppers: [Weak] = []
    for _ in 0..<count {
      let stepper = GTKStepper(value: 0)
      guard let root = stepper.widget, let gesture = stepper.incrementButton.gesture else {
        continue
      }
      gtk_box_append(ck_box(box), root)
      ck_emit_click_signal(UnsafeMutableRawPointer(gesture), "pressed", 1, 4, 4)
      roots.append(root)
      steppers.append(Weak(stepper: stepper))
    }
    // At least the hold, and until every stepper has repeated (a loaded machine may take longer
    // than the hold to lay out and draw a thousand steppers), within `settleLimit`.
    let releaseAt = MonotonicClock.now().advanced(by: holdDuration)
    MainLoopRunner.run(until: releaseAt.advanced(by: settleLimit), poll: .milliseconds(10)) {
      MonotonicClock.now() >= releaseAt && steppers.allSatisfy { ($0.stepper?.value ?? 0) >= 2 }
    }
    // Counted through the weak references: a strong array here would keep them all alive.
    let holding = steppers.filter { $0.stepper?.coreState.hold != nil }.count
    let repeated = steppers.filter { ($0.stepper?.value ?? 0) >= 2 }.count
    let sourcesMidHold = LiveObjects.count(.glibSource)
    let wrappersMidHold = LiveObjects.count(.widgetWrapper)

    for root in roots {
      gtk_box_remove(ck_box(box), root)
    }
    roots = []
    gtk_window_destroy(ck_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}

    let surviving = steppers.filter { $0.stepper != nil }.count
    let clean = LiveObjects.total == 0 && surviving == 0
    emit(
      "stepper-leak-check steppers=\(count) mid-hold-holding=\(holding) "
        + "mid-hold-repeated=\(repeated) mid-hold-sources=\(sourcesMidHold) "
        + "mid-hold-wrappers=\(wrappersMidHold) surviving-steppers=\(surviving) "
        + "after: \(LiveObjects.summary) total=\(LiveObjects.total)")
    return clean
  }
}
#endif
