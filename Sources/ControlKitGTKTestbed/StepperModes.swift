#if GTK
import CGtk
import ControlKitGTK
import Glibc

/// The testbed's `GTKStepper` modes.
///
/// - `--stepper`: the stepper window (`StepperWindow`), printing a state line on every change.
/// - `--stepper-leak-check N`: `StepperLeakCheck` for N steppers; exit 0 only if nothing leaked.
@MainActor
enum StepperModes {
  /// Runs the mode named by `arguments.first`; never returns.
  static func run(_ arguments: [String]) -> Never {
    if arguments.first == "--stepper-leak-check" {
      guard gtk_init_check() != 0 else { exit(3) }
      let count = arguments.dropFirst().first.flatMap { Int($0) } ?? StepperLeakCheck.defaultCount
      exit(StepperLeakCheck.run(count: count) ? 0 : 1)
    }
    MainQueueBridge.install()
    let app: UnsafeMutablePointer<GtkApplication> = gtk_application_new(
      "org.controlkit.StepperTestbed", G_APPLICATION_NON_UNIQUE)
    _ = SignalConnection.connect(app, "activate") {
      StepperWindow.present(application: app)
    }
    let status = g_application_run(ck_application(app), 0, nil)
    g_object_unref(app)
    exit(status)
  }
}
#endif
