#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--steppers-virtual-check`: a real, mapped `GTKStepper` and `GTKArcStepper` run on
/// `VirtualHost` instead of GLib's clock.
///
/// The stepper's + button reports a press as GTK's gesture would (`HoldButton.onEvent`); the
/// virtual clock alone then drives the hold: nothing at 399 ms, the first repeat at 400 ms, the
/// next 150 ms later, nothing after the release, and a push at the maximum shakes on virtual
/// frames. The arc stepper animates a new value on virtual frames and paints. GLib's timer and
/// tick callback are never used. Prints one `steppers-virtual-check ...` line; passes if all of
/// that holds.
@MainActor
enum SteppersVirtualCheck {
  /// How long GTK may take to map the window and paint a frame.
  static let settleLimit: Duration = .seconds(10)

  /// Runs the check; true if it passed.
  static func run() -> Bool {
    let (window, box) = TestbedScaffold.leakCheckContainer()
    // One virtual clock per control: a host drives one session.
    let host = VirtualHost()
    let arcHost = VirtualHost()
    guard let configuration = try? StepperConfiguration(minimum: 0, maximum: 4) else {
      return false
    }
    let stepper = GTKStepper(value: 0, configuration: configuration, host: host)
    let arc = GTKArcStepper(host: arcHost)
    guard let stepperRoot = stepper.widget, let arcRoot = arc.widget else { return false }
    gtk_box_append(ck_box(box), stepperRoot)
    gtk_box_append(ck_box(box), arcRoot)
    let mapped = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(10)
    ) { gtk_widget_get_mapped(stepperRoot) != 0 && gtk_widget_get_mapped(arcRoot) != 0 }
    GTKControlHost.resetActivity()

    // The hold, on the virtual clock (the driver stamps every input with its host's clock).
    var ended: [FixedDecimal] = []
    stepper.onInteractionEnded = { ended.append($0) }
    stepper.incrementButton.onEvent?(.pressed)
    host.advance(by: .milliseconds(399))
    let beforeRepeat = stepper.value
    host.advance(by: .milliseconds(1))
    let firstRepeat = stepper.value
    host.advance(by: .milliseconds(150))
    let secondRepeat = stepper.value
    stepper.incrementButton.onEvent?(.released)
    host.advance(by: .seconds(2))
    drainMainLoop()
    let held = stepper.value == 3 && stepper.text == "3" && ended == [3]
    // A push at the maximum: the shake runs on virtual frames and stops.
    stepper.value = 4
    stepper.incrementButton.onEvent?(.pressed)
    stepper.incrementButton.onEvent?(.released)
    let shaking = host.isTickingFrames
    host.advance(by: .seconds(1))
    let shook = stepper.shakeCount == 1 && shaking && !host.isTickingFrames
    // The desktop turns animations off (GNOME's Reduce Animation): the stepper learns it from
    // GtkSettings' notify, and a push at the maximum rings without the shake (no frames).
    var calm = false
    if let settings = AnimationSetting.settings {
      let framesBefore = host.frameCount
      AnimationSetting.setEnabled(false, on: settings)
      drainMainLoop()
      stepper.incrementButton.onEvent?(.pressed)
      stepper.incrementButton.onEvent?(.released)
      host.advance(by: .seconds(1))
      calm =
        stepper.reducesMotion && !host.isTickingFrames && host.frameCount == framesBefore
      AnimationSetting.setEnabled(true, on: settings)
      drainMainLoop()
      calm = calm && !stepper.reducesMotion
    }

    // The arc: 5 → 10 animates over 1 s of virtual frames, and the area paints.
    let drawsBefore = arc.drawCount
    arc.value = 10
    arcHost.advance(by: .seconds(2))
    let painted = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(10)
    ) { arc.drawCount > drawsBefore }
    let arrived = arc.driver.presentation.fraction == 1 && !arcHost.isTickingFrames

    let glibTimers = GTKControlHost.timerFireCount
    let glibFrames = GTKControlHost.frameCallbackCount
    let passed =
      mapped && beforeRepeat == 1 && firstRepeat == 2 && secondRepeat == 3 && held && shook
      && calm && painted && arrived && glibTimers == 0 && glibFrames == 0
    emit(
      "steppers-virtual-check mapped=\(mapped) before-repeat=\(beforeRepeat) "
        + "first-repeat=\(firstRepeat) second-repeat=\(secondRepeat) held=\(held) "
        + "shook=\(shook) calm=\(calm) stepper-frames=\(host.frameCount) arc-frames=\(arcHost.frameCount) "
        + "painted=\(painted) arrived=\(arrived) glib-timers=\(glibTimers) "
        + "glib-frames=\(glibFrames) passed=\(passed)")
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
