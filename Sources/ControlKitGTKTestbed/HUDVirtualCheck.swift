#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--hud-virtual-check`: a real, mapped `GTKHUD` run on `VirtualHost` instead of GLib's clock.
///
/// The virtual clock alone decides when the HUD appears: 499 ms into a task nothing is painted,
/// one millisecond later the drawing area is shown and painted; the fade and the spinner follow
/// the virtual frames, and GLib's timer and tick callback are never used. The content is laid out
/// once per reduction that shows new content, in the render, never while hidden nor again when
/// GTK paints (issue 35): none in the grace period, one at the show, one for a new title.
/// Prints one `hud-virtual-check ...` line; passes if all of that holds.
@MainActor
enum HUDVirtualCheck {
  /// How long GTK may take to map the window and paint a frame.
  static let settleLimit: Duration = .seconds(10)

  /// Runs the check; true if it passed.
  static func run() -> Bool {
    let (window, box) = TestbedScaffold.leakCheckContainer()
    let content: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_size_request(content, 160, 120)
    let host = VirtualHost()
    let hud = GTKHUD(covering: content, host: host)
    guard let root = hud.widget else { return false }
    gtk_box_append(ck_box(box), root)
    let limit = GTKControlHost.currentInstant().advanced(by: settleLimit)
    let mapped = MainLoopRunner.run(until: limit, poll: .milliseconds(10)) {
      gtk_widget_get_mapped(root) != 0
    }
    GTKControlHost.resetActivity()

    let token = hud.begin(.spinner("Loading"))
    host.advance(by: .milliseconds(499))
    drainMainLoop()
    let drawsInGrace = hud.drawCount
    let layoutsInGrace = hud.layoutCount
    let phaseInGrace = hud.coreState.phase
    host.advance(by: .milliseconds(1))
    let phaseAfterGrace = hud.coreState.phase
    // GTK paints no widget at opacity 0: six virtual frames (100 ms) into the fade-in.
    host.advance(by: FrameRate.interval * 6)
    let painted = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(10)
    ) { hud.drawCount > 0 }
    // The fade-in (200 ms) ends on the twelfth frame after the show.
    host.advance(by: FrameRate.interval * 6)
    let opacityShown = hud.opacity
    let layoutsShown = hud.layoutCount
    // A new title: one reduction, one render, one layout; painting it lays out nothing more.
    let rendersBefore = hud.renderCount
    hud.update(token, to: .spinner("Still loading"))
    let rendersForUpdate = hud.renderCount - rendersBefore
    let layoutsForUpdate = hud.layoutCount - layoutsShown
    let drawsBeforeUpdate = hud.drawCount
    let repainted = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(10)
    ) { hud.drawCount > drawsBeforeUpdate }
    let layoutsAfterPaint = hud.layoutCount - layoutsShown
    hud.end(token)
    host.advance(by: .seconds(2))
    drainMainLoop()
    let hidden = hud.coreState.phase == .hidden && hud.opacity == 0 && !host.isTickingFrames
    let glibTimers = GTKControlHost.timerFireCount
    let glibFrames = GTKControlHost.frameCallbackCount

    let passed =
      mapped && drawsInGrace == 0 && phaseInGrace == .pendingGrace(showAt: .milliseconds(500))
      && painted && phaseAfterGrace.isOnScreen && opacityShown == 1 && hidden && glibTimers == 0
      && glibFrames == 0 && host.announcements == ["Loading"] && host.frameCount == 41
      && layoutsInGrace == 0 && layoutsShown == 1 && rendersForUpdate == 1
      && layoutsForUpdate == 1 && repainted && layoutsAfterPaint == 1
    emit(
      "hud-virtual-check mapped=\(mapped) draws-in-grace=\(drawsInGrace) painted=\(painted) "
        + "opacity-shown=\(opacityShown) hidden=\(hidden) virtual-frames=\(host.frameCount) "
        + "glib-timers=\(glibTimers) glib-frames=\(glibFrames) "
        + "announcements=\(host.announcements.count) layouts-in-grace=\(layoutsInGrace) "
        + "layouts-shown=\(layoutsShown) renders-for-update=\(rendersForUpdate) "
        + "layouts-for-update=\(layoutsForUpdate) layouts-after-paint=\(layoutsAfterPaint) "
        + "layouts=\(hud.layoutCount) renders=\(hud.renderCount) passed=\(passed)")
    gtk_window_destroy(ck_window(window))
    drainMainLoop()
    return passed
  }

  /// Runs every pending main-loop event without blocking.
  private static func drainMainLoop() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }
}
#endif
