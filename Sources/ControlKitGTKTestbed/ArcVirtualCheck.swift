#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--arc-virtual-check`: a real, mapped `GTKArcStepper` on `VirtualHost` draws its driver's
/// presentation, frame by frame (issue 35: time only from the host).
///
/// The arc goes from step 5 to 10; the virtual clock advances one frame at a time. On every
/// frame the session renders once, and on sampled frames GTK paints: the fraction painted is
/// exactly `driver.presentation.fraction` (mid-way between the steps while the stroke moves, 1 at
/// the end), never the fraction at GDK's frame clock. The animation takes an exact number of
/// virtual frames, and GLib's timer and tick callback are never used. The core's layout (and its
/// label measurement) is made once for the new label, never per paint. Prints one
/// `arc-virtual-check ...` line; passes if all of that holds.
@MainActor
enum ArcVirtualCheck {
  /// How long GTK may take to map the window and paint a frame.
  static let settleLimit: Duration = .seconds(10)
  /// The virtual frames the article's 5 → 10 animation takes: 1 s at 16.667 ms a frame, the
  /// last frame at 1000.02 ms.
  static let expectedFrames = 60
  /// Every how many frames GTK is let paint (and the painted fraction compared).
  static let paintEvery = 7

  /// Runs the check; true if it passed.
  static func run() -> Bool {
    let (window, box) = TestbedScaffold.leakCheckContainer()
    let host = VirtualHost()
    let arc = GTKArcStepper(host: host)
    guard let root = arc.widget else { return false }
    gtk_box_append(ck_box(box), root)
    let mapped = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(10)
    ) { gtk_widget_get_mapped(root) != 0 && arc.drawCount > 0 }
    GTKControlHost.resetActivity()

    let rendersBefore = arc.renderCount
    let layoutsBefore = arc.layoutCount
    arc.value = 10
    var frames = 0
    var compared = 0
    var mismatched = 0
    var paintedMidway = false
    while host.isTickingFrames, frames < 10 * expectedFrames {
      host.advance(by: FrameRate.interval)
      frames += 1
      guard frames % paintEvery == 0 || !host.isTickingFrames else { continue }
      guard paint(arc) else { return fail(window, "paint-timeout frame=\(frames)") }
      compared += 1
      let presented = arc.driver.presentation.fraction
      if arc.drawnFraction != presented { mismatched += 1 }
      if presented > 0.5, presented < 1 { paintedMidway = true }
    }
    let renders = arc.renderCount - rendersBefore
    // The label changes once ("5/10" to "10/10"); painting lays nothing out.
    let layouts = arc.layoutCount - layoutsBefore
    let arrived = arc.driver.presentation.fraction == 1 && arc.drawnFraction == 1
    let glibTimers = GTKControlHost.timerFireCount
    let glibFrames = GTKControlHost.frameCallbackCount
    // One render for the new value, then one per frame (each moves the stroke).
    let passed =
      mapped && frames == expectedFrames && host.frameCount == expectedFrames
      && renders == expectedFrames + 1 && compared > 0 && mismatched == 0 && paintedMidway
      && arrived && glibTimers == 0 && glibFrames == 0 && layouts == 1
    emit(
      "arc-virtual-check mapped=\(mapped) frames=\(frames) virtual-frames=\(host.frameCount) "
        + "renders=\(renders) layouts=\(layouts) compared=\(compared) "
        + "mismatched=\(mismatched) "
        + "painted-midway=\(paintedMidway) arrived=\(arrived) glib-timers=\(glibTimers) "
        + "glib-frames=\(glibFrames) passed=\(passed)")
    gtk_window_destroy(ck_window(window))
    drainMainLoop()
    return passed
  }

  /// Lets GTK paint the arc once more; false if it did not within the limit.
  private static func paint(_ arc: GTKArcStepper) -> Bool {
    let draws = arc.drawCount
    return MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(2)
    ) { arc.drawCount > draws }
  }

  private static func fail(_ window: UnsafeMutablePointer<GtkWidget>, _ reason: String) -> Bool {
    emit("arc-virtual-check \(reason) passed=false")
    gtk_window_destroy(ck_window(window))
    drainMainLoop()
    return false
  }

  /// Runs every pending main-loop event without blocking.
  private static func drainMainLoop() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }
}
#endif
