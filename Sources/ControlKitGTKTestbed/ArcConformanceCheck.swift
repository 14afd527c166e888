#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitTesting

/// `--arc-conformance`: for every arc row of the conformance matrix
/// (`ArcConformanceFixture.all`: 0, 5 and 10 of 10, dragging, focused, disabled, right to left),
/// a real, mapped `GTKArcStepper` draws what the core draws (issue 44).
///
/// Each row runs in its own window on `VirtualHost`: the driver is put in the row's state (the
/// direction through the widget's, the focus through GTK's, as GTK gives them), the animation
/// runs to its end on virtual frames, GTK paints, and then (1) the list the area drew is the
/// core's (`ArcStepperDrawing` for the driver's state, laid out with Pango), and (2) the widget's
/// pixels, rendered by its own GSK renderer, are the core's commands rendered by Cairo
/// (`OffscreenCanvas`), channel by channel within ``channelTolerance``. Prints one
/// `arc-conformance row=<name> ...` line per row and `arc-conformance rows=<n> failed=<n>`.
@MainActor
enum ArcConformanceCheck {
  /// How long GTK may take to map a window and paint a frame.
  static let settleLimit: Duration = .seconds(10)
  /// The largest difference in a premultiplied channel (of 255) still counted as the same pixel:
  /// GSK's cairo renderer and an image surface may round an antialiased edge by one or two.
  static let channelTolerance = 2

  /// Runs every row; true if all passed.
  static func run() -> Bool {
    MainQueueBridge.install()
    var failed = 0
    for row in ArcConformanceFixture.all where !check(row) { failed += 1 }
    emit(
      "arc-conformance rows=\(ArcConformanceFixture.all.count) failed=\(failed) "
        + "passed=\(failed == 0)")
    return failed == 0
  }

  private static func check(_ row: ArcConformanceFixture) -> Bool {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let host = VirtualHost()
    let arc = GTKArcStepper(host: host)
    defer {
      gtk_window_destroy(ck_window(window))
      while g_main_context_iteration(nil, 0) != 0 {}
    }
    guard let root = arc.widget else { return false }
    gtk_widget_set_direction(
      root, row.direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    gtk_window_set_child(ck_window(window), root)
    gtk_window_set_resizable(ck_window(window), 0)
    gtk_window_present(ck_window(window))
    let mapped = settle { gtk_widget_get_mapped(root) != 0 && arc.drawCount > 0 }
    // GTK focuses the window's only focusable widget when it is shown: the focus is the row's,
    // given as a user gives it (GTK's focus, which the widget passes to its driver).
    gtk_window_set_focus(ck_window(window), nil)
    if row.isFocused { gtk_widget_grab_focus(root) }
    let focused = settle { arc.coreState.isFocused == row.isFocused }
    let bounds = Rect(
      x: 0, y: 0, width: Double(gtk_widget_get_width(root)),
      height: Double(gtk_widget_get_height(root)))
    row.apply(to: arc.driver, in: bounds)
    var frames = 0
    while host.isTickingFrames, frames < 600 {
      host.advance(by: FrameRate.interval)
      frames += 1
    }
    let draws = arc.drawCount
    gtk_widget_queue_draw(root)
    let painted = settle { arc.drawCount > draws }

    let state = arc.coreState
    let expected = ArcConformanceFixture.expectedCommands(
      for: state, measure: CommandDrawingArea.textMeasurer, theme: arc.resolvedTheme, at: host.now)
    var mismatches: [String] = []
    if state.currentStep != row.value { mismatches.append("step=\(state.currentStep)") }
    if state.isDragging != row.isDragging { mismatches.append("dragging=\(state.isDragging)") }
    if state.isFocused != row.isFocused { mismatches.append("focused=\(state.isFocused)") }
    if state.direction != row.direction { mismatches.append("direction") }
    if arc.drawingList() != expected { mismatches.append("drawing-list") }
    var pixels = "none"
    if let shown = PixelReader.image(of: root),
      let core = try? OffscreenCanvas(size: Size(width: bounds.width, height: bounds.height)),
      (try? core.draw(expected)) != nil, let coreImage = try? core.image()
    {
      if let difference = shown.difference(from: coreImage, threshold: channelTolerance) {
        pixels = "\(difference.pixelsOverThreshold),max-delta=\(difference.maximumChannelDelta)"
        if difference.pixelsOverThreshold > 0 {
          mismatches.append(
            "pixels:\(difference.pixelsOverThreshold)-differ-"
              + PixelReader.firstDifference(shown, coreImage, tolerance: channelTolerance))
        }
      } else {
        mismatches.append("pixels:size-\(shown.width)x\(shown.height)")
      }
    } else {
      mismatches.append("pixels:unreadable")
    }
    let passed = mapped && focused && painted && mismatches.isEmpty
    emit(
      "arc-conformance row=\(row.name) mapped=\(mapped) focused=\(focused) painted=\(painted) "
        + "frames=\(frames) "
        + "bounds=\(Int(bounds.width))x\(Int(bounds.height)) pixels-over=\(pixels) "
        + "mismatches=\(mismatches.isEmpty ? "none" : mismatches.joined(separator: ",")) "
        + "passed=\(passed)")
    return passed
  }

  /// Runs the main loop until `condition` holds (true) or ``settleLimit`` passes (false).
  private static func settle(_ condition: () -> Bool) -> Bool {
    MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5),
      done: condition)
  }
}
#endif
