import CGtk
import ControlKit
import ControlKitGTK

/// `--arc-leak-check N`: creates N `GTKArcStepper`s, sets each to its last step (from the
/// article's middle step: half the ring, a 1 s animation on the frame clock), destroys them all
/// mid-animation, and checks that no Swift object, GLib source, tick callback or widget of ours
/// is left.
@MainActor
enum ArcLeakCheck {
  /// How many arc steppers are created by default.
  static let defaultCount = 200
  /// How long the animations run before the arc steppers are destroyed: well inside the
  /// half-ring animation, so every one is still animating.
  static let animationTime = ArcStepperConfiguration.defaultDurationPerFullSweep / 5

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
      let arc = GTKArcStepper(label: "Arc \(index)")
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
    let last = ArcStepperConfiguration.article.stepCount
    for weak in arcs { weak.arc?.setValue(last) }
    GTKControlHost.resetActivity()
    MainLoopRunner.run(for: animationTime)

    let animating = arcs.filter { $0.arc?.state.animation != nil }.count
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
