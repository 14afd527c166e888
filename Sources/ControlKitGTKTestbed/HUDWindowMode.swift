#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--hud-window`: a `GTKHUD` over a whole window (an entry, focused, and a label under it)
/// running a cancellable task through `during`, whose work waits until it is cancelled.
///
/// Prints `hud-window shown covers-window=… cancel-button=x,y,w,h entry=x,y,w,h` once the HUD is
/// fully shown, `hud-window cancel-task token=…` when Cancel is pressed (a click or Esc),
/// `hud-window work-cancelled error=CancellationError` when the work sees it, and
/// `hud-window hidden tokens=…` once the HUD has left; then quits (unless `--hold`, which keeps
/// the window up for a screenshot).
///
/// `--app-widget`: the task shows an app's own widget instead of the progress ring (issue 27): a
/// running `GtkSpinner` beside a label, through `during(indicator:title:cancellable:_:)`; the shown
/// line then also says `app-widget=x,y,w,h indicator=x,y,w,h` (its allocation in the window and
/// the core's indicator rect).
///
/// `--image PATH`: the task shows the PNG at `PATH` (``ImageReference/init(pngFile:)``,
/// `HUDContent.image`) drawn by the HUD's cairo renderer, titled "Syncing"; every shown line
/// says the core's `indicator=x,y,w,h`.
@MainActor
enum HUDWindowMode {
  /// The window's title, as the X tests find it.
  static let title = "ControlKit HUD window testbed"

  /// Builds the window in `application`.
  static func present(
    application: UnsafeMutablePointer<GtkApplication>, holds: Bool, appWidget: Bool = false,
    imagePath: String? = nil
  ) {
    let window = TestbedScaffold.window(
      application: application, title: title, size: (360, 300), css: "")
    let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
    let entry: UnsafeMutablePointer<GtkWidget> = gtk_entry_new()
    let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new("The page under the HUD")
    gtk_box_append(ck_box(column), entry)
    gtk_box_append(ck_box(column), label)
    gtk_window_set_child(ck_window(window), column)
    let hud = GTKHUD(
      over: ck_window(window), timing: HUDTiming(gracePeriod: .zero), touchPolicy: .blocksBox)
    let shownWidget = appWidget ? importingWidget() : nil
    hud.onEffect = { effect, _ in
      switch effect {
      case .shown:
        let covers = gtk_window_get_child(ck_window(window)) == hud.widget
        let button = hud.layout?.cancelButton.map(frameText) ?? "none"
        let widgetField = shownWidget.map { " app-widget=\(widgetFrame($0, in: window))" }
        emit(
          "hud-window shown covers-window=\(covers) cancel-button=\(button) "
            + "entry=\(widgetFrame(entry, in: window)) focused-entry=\(hasFocus(entry, window)) "
            + "indicator=\(hud.layout?.indicator.map(frameText) ?? "none")" + (widgetField ?? ""))
      case .cancelTask(let token):
        emit("hud-window cancel-task token=\(token) tokens=\(hud.coreState.activeTokens.count)")
      case .hidden:
        emit("hud-window hidden tokens=\(hud.coreState.activeTokens.count)")
        if !holds { gtk_window_destroy(ck_window(window)) }
      default:
        break
      }
    }
    gtk_window_present(ck_window(window))
    gtk_widget_grab_focus(entry)
    Task { @MainActor in
      do {
        // Work that runs until it is cancelled, reading no clock: an `AsyncStream` that never
        // yields ends its iteration when its task is cancelled.
        let work: @MainActor @Sendable () async throws -> Void = {
          let never = AsyncStream<Never> { _ in }
          for await _ in never {}
          try Task.checkCancellation()
        }
        if let shownWidget {
          try await hud.during(
            indicator: shownWidget, title: "Importing photos", cancellable: true, work)
        } else if let image = imagePath.flatMap({ ImageReference(pngFile: $0) }) {
          try await hud.during(.image(image, "Syncing").cancellable(), work)
        } else {
          try await hud.during(.progress(0.4, "Uploading").cancellable(), work)
        }
        emit("hud-window work-finished")
      } catch {
        emit("hud-window work-cancelled error=\(type(of: error))")
      }
    }
  }

  /// The app's own widget the `--app-widget` task shows: a running spinner beside a count.
  private static func importingWidget() -> UnsafeMutablePointer<GtkWidget> {
    let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)
    let spinner: UnsafeMutablePointer<GtkWidget> = gtk_spinner_new()
    gtk_widget_set_size_request(spinner, 32, 32)
    gtk_spinner_start(OpaquePointer(spinner))
    let count: UnsafeMutablePointer<GtkWidget> = gtk_label_new("3 of 12")
    gtk_box_append(ck_box(row), spinner)
    gtk_box_append(ck_box(row), count)
    return row
  }

  /// `x,y,w,h` of `rect`, rounded.
  private static func frameText(_ rect: Rect) -> String {
    "\(Int(rect.minX.rounded())),\(Int(rect.minY.rounded())),\(Int(rect.width.rounded())),"
      + "\(Int(rect.height.rounded()))"
  }

  /// `x,y,w,h` of `widget` in `window`'s coordinates.
  private static func widgetFrame(
    _ widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>
  ) -> String {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, window, &bounds) != 0 else { return "none" }
    return frameText(
      Rect(
        x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
        height: Double(bounds.size.height)))
  }

  /// Whether the focus is in `entry` (its text child holds it).
  private static func hasFocus(
    _ entry: UnsafeMutablePointer<GtkWidget>, _ window: UnsafeMutablePointer<GtkWidget>
  ) -> Bool {
    guard let focus = gtk_window_get_focus(ck_window(window)) else { return false }
    return focus == entry || gtk_widget_is_ancestor(focus, entry) != 0
  }
}
#endif
