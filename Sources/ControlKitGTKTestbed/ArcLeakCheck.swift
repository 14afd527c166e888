#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--arc-leak-check N`: creates N `GTKArcStepper`s, sets each to its last step (from the
/// middle step: half the ring, animated on the frame clock, slowly enough to be still moving),
/// destroys them all mid-animation, and checks that no Swift object, GLib source, tick callback
/// or widget of ours is left.
@MainActor
enum ArcLeakCheck {
  /// How many arc steppers are created by default.
  static let defaultCount = 200
  /// How long the animations run before the arc steppers are destroyed (at least).
  static let animationTime = ArcStepperConfiguration.defaultDurationPerFullSweep / 5
  /// The article's configuration with a sweep slow enough that no run outlasts an animation.
  static let configuration =
    (try? ArcStepperConfiguration(durationPerFullSweep: .seconds(120))) ?? .article
  /// The most the animations may run while waiting for every arc stepper to draw frames.
  static let settleLimit: Duration = .seconds(10)

  /// A weak reference, to see whether an arc stepper died with its widget.
  private struct Weak {
    weak var arc: GTKArcStepper?
  }

  /// Runs the check and prints one `arc-leak-check ...` line; true if nothing leaked.
  static func run(count: Int) -> Bool {
    let (window, box) = TestbedScaffold.leakCheckContainer()
    var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    var arcs: [Weak] = []
    for index in 0..<count {
      let arc = GTKArcStepper(configuration: configuration, label: "Arc \(index)")
      guard let widget = arc.widget else { continue }
      gtk_box_append(ck_box(box), widget)
      widgets.append(widget)
      arcs.append(Weak(arc: arc))
    }
    // Animations tick only on mapped widgets.
    MainLoopRunner.run(
      until: MonotonicClock.now().advanced(by: .seconds(10)), poll: .milliseconds(10)
    ) {
      widgets.allSatisfy { gtk_widget_get_mapped($0) != 0 }
    }
    for weak in arcs { weak.arc?.value = configuration.stepCount }
    GTKControlHost.resetActivity()
    // At least `animationTime`, and until frames ran for every arc stepper (a loaded machine
    // may be late), within `settleLimit`.
    let destroyAt = MonotonicClock.now().advanced(by: animationTime)
    MainLoopRunner.run(until: destroyAt.advanced(by: settleLimit), poll: .milliseconds(10)) {
      MonotonicClock.now() >= destroyAt && GTKControlHost.frameCallbackCount >= 2 * arcs.count
    }

    let animating = arcs.filter { $0.arc?.coreState.animation != nil }.count
    let framesMidAnimation = GTKControlHost.frameCallbackCount
    let tickCallbacksMidAnimation = LiveObjects.count(.tickCallback)
    let wrappersMidAnimation = LiveObjects.count(.widgetWrapper)

    for widget in widgets {
      gtk_box_remove(ck_box(box), widget)
    }
    widgets = []
    gtk_window_destroy(ck_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}

    let surviving = arcs.filter { $0.arc != nil }.count
    let clean = LiveObjects.total == 0 && surviving == 0
    emit(
      "arc-leak-check arcs=\(count) mid-animation-animating=\(animating) "
        + "mid-animation-frames=\(framesMidAnimation) "
        + "mid-animation-tick-callbacks=\(tickCallbacksMidAnimation) "
        + "mid-animation-wrappers=\(wrappersMidAnimation) surviving-arcs=\(surviving) "
        + "after: \(LiveObjects.summary) total=\(LiveObjects.total)")
    return clean
  }
}
#endif
