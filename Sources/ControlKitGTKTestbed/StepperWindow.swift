#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// The `--stepper` window the X-input tests drive: one `GTKStepper` (0...100, step 1, label
/// "Quantity") at a fixed place in an undecorated window, with flat colours so screenshots can be
/// probed: buttons blue when usable, grey when insensitive, the field light grey.
@MainActor
enum StepperWindow {
  /// The window title the tests search for with xdotool.
  static let title = "ControlKit stepper testbed"
  /// The window's size in pixels.
  static let size = (width: Int32(240), height: Int32(80))
  /// Where the stepper sits in the window (its top-left corner).
  static let stepperOrigin = (x: Int32(20), y: Int32(20))
  /// How long after mapping the window reports the parts' frames (one layout pass is enough).
  static let reportDelay: Duration = .milliseconds(200)
  /// Flat colours: the probe reads them back from a screenshot.
  static let css = """
    window { background: #202020; }
    .ck-stepper-decrement, .ck-stepper-increment { background: #3366cc; background-image: none;
      border: none; border-radius: 0; box-shadow: none; outline: none; color: #ffffff;
      margin: 0; padding: 0; min-width: 0; min-height: 0; }
    .ck-stepper-decrement:disabled, .ck-stepper-increment:disabled { background: #808080; }
    .ck-stepper-field { background: #f0f0f0; color: #000000; }
    """

  /// Keeps the report timer alive until it fires.
  private static var reportTimer: GLibTimer?

  /// Builds and shows the window for `application`.
  static func present(application: UnsafeMutablePointer<GtkApplication>) {
    let window = TestbedScaffold.window(
      application: application, title: title, size: size, css: css)

    let configuration =
      (try? StepperConfiguration(minimum: 0, maximum: 100, label: "Quantity")) ?? .default
    let stepper = GTKStepper(value: 0, configuration: configuration)
    _ = StepperProbe(stepper: stepper)
    guard let root = stepper.widget else { return }
    gtk_widget_set_halign(root, GTK_ALIGN_START)
    gtk_widget_set_valign(root, GTK_ALIGN_START)
    gtk_widget_set_margin_start(root, stepperOrigin.x)
    gtk_widget_set_margin_top(root, stepperOrigin.y)
    gtk_window_set_child(ck_window(window), root)
    _ = SignalConnection.connect(window, "map") {
      reportTimer = GLibTimer { _ in
        emit(
          "ready title=\(title) minus=\(frame(stepper.decrementButton.widget, in: window)) "
            + "field=\(frame(stepper.field, in: window)) "
            + "plus=\(frame(stepper.incrementButton.widget, in: window))")
        reportTimer = nil
      }
      reportTimer?.schedule(at: MonotonicClock.now().advanced(by: reportDelay))
    }
    gtk_window_present(ck_window(window))
  }

  /// `x,y,width,height` of `part` in `window`'s coordinates.
  private static func frame(
    _ part: UnsafeMutablePointer<GtkWidget>?, in window: UnsafeMutablePointer<GtkWidget>
  ) -> String {
    var bounds = graphene_rect_t()
    guard let part, gtk_widget_compute_bounds(part, window, &bounds) != 0 else { return "none" }
    return [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
      .map { String(Int($0.rounded())) }.joined(separator: ",")
  }
}
#endif
