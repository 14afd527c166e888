#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--hud-early-show-check`: a HUD shown before its window is laid out (a task begun at launch)
/// places its widgets before GTK paints, not from inside the paint.
///
/// A `GTKHUD` on `VirtualHost` over a window not yet presented, with a task begun with an app's
/// own 40 × 40 widget and a Cancel button, shown (past the grace period) while the overlay has no
/// size; then the window is presented. Before the fix the HUD laid out again in its drawing
/// area's first draw and moved the catcher, the Cancel button and the app widget's slot from
/// inside it: GTK warned "Trying to snapshot GtkBox … without a current allocation" (run with
/// `G_DEBUG=fatal-warnings`, that ends the process). Prints one `hud-early-show-check ...` line:
/// `drawn` (the area painted), `container` (the layout's container is the overlay's size), and
/// `slot`, `catcher`, `cancel` (each widget's bounds in the overlay equal the layout's frame for
/// it, as GTK allocates it).
@MainActor
enum HUDEarlyShowCheck {
  /// The fields a passing run prints.
  static let expected: [String: String] = [
    "drawn": "true", "container": "true", "slot": "true", "catcher": "true", "cancel": "true",
  ]

  /// Runs the check; true if it passed.
  static func run() -> Bool {
    MainQueueBridge.install()
    let window = HUDWidgetCheck.pageWindow()
    let host = VirtualHost()
    let hud = GTKHUD(over: ck_window(window), host: host)
    let appWidget = HUDWidgetCheck.appWidget(40, 40)
    var fields: [(String, String)] = []
    if let overlay = hud.widget {
      _ = hud.begin(indicator: appWidget, title: "Sync", cancellable: true)
      host.advance(by: HUDTiming.defaultGracePeriod + FrameRate.interval * 12)
      fields.append(("size-before", "\(gtk_widget_get_width(overlay))"))
      gtk_window_present(ck_window(window))
      _ = HUDWidgetCheck.settle {
        hud.drawCount > 0 && gtk_widget_get_mapped(appWidget) != 0
      }
      HUDWidgetCheck.drain()
      fields += check(hud, overlay: overlay, appWidget: appWidget)
    }
    gtk_window_destroy(ck_window(window))
    g_object_unref(UnsafeMutableRawPointer(appWidget))
    HUDWidgetCheck.drain()
    let found = Dictionary(fields, uniquingKeysWith: { $1 })
    let passed = expected.allSatisfy { found[$0.key] == $0.value }
    emit(
      "hud-early-show-check " + fields.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
        + " passed=\(passed)")
    return passed
  }

  /// The fields read from the shown HUD.
  private static func check(
    _ hud: GTKHUD, overlay: UnsafeMutablePointer<GtkWidget>,
    appWidget: UnsafeMutablePointer<GtkWidget>
  ) -> [(String, String)] {
    guard let layout = hud.layout else { return [("layout", "none")] }
    let size = Rect(
      x: 0, y: 0, width: Double(gtk_widget_get_width(overlay)),
      height: Double(gtk_widget_get_height(overlay)))
    let slot = HUDOptionsCheck.bounds(of: appWidget, in: overlay)
    let catcher = HUDOptionsCheck.bounds(of: hud.catcherWidget, in: overlay)
    let cancel = hud.cancelButtonWidget.flatMap { HUDOptionsCheck.bounds(of: $0, in: overlay) }
    let blocked = hud.coreState.blockedArea(layout: layout)
    return [
      ("drawn", "\(hud.drawCount > 0)"),
      ("container", "\(layout.container == size && size.width > 0)"),
      ("slot", "\(slot != nil && slot == layout.indicator.map(pixels))"),
      ("catcher", "\(catcher != nil && catcher == blocked.map(covering))"),
      ("cancel", "\(cancel != nil && cancel == layout.cancelButton.map(pixels))"),
      ("slot-bounds", HUDOptionsCheck.describe(slot)),
      ("indicator", HUDOptionsCheck.describe(layout.indicator)),
      ("catcher-bounds", HUDOptionsCheck.describe(catcher)),
      ("cancel-bounds", HUDOptionsCheck.describe(cancel)),
    ]
  }

  /// `rect` as GTK allocates a widget placed at it: origin and size rounded to whole pixels.
  private static func pixels(_ rect: Rect) -> Rect {
    Rect(
      x: rect.minX.rounded(), y: rect.minY.rounded(), width: rect.width.rounded(),
      height: rect.height.rounded())
  }

  /// The whole pixels covering `rect` (origin rounded down, far edges up), as the catcher.
  private static func covering(_ rect: Rect) -> Rect {
    let left = rect.minX.rounded(.down)
    let top = rect.minY.rounded(.down)
    return Rect(
      x: left, y: top, width: (rect.maxX - left).rounded(.up),
      height: (rect.maxY - top).rounded(.up))
  }
}
#endif
