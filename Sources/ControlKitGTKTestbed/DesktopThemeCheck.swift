#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// `--desktop-theme-check`: two mapped `GTKCircleImage` placeholders, one following the desktop
/// (no theme) and one pinned to `.light`, read back from GTK's own rendering while GtkSettings'
/// `gtk-application-prefer-dark-theme` is flipped on and off again, as GNOME's dark style does.
///
/// The following image must paint the core's light placeholder, then the dark one, then the
/// light one again (each compared with `CircleImageStyle.placeholder(for:)`, not with literal
/// colours); the pinned one the light placeholder throughout. Prints one
/// `desktop-theme-check ...` line.
@MainActor
enum DesktopThemeCheck {
  static let settleLimit: Duration = .seconds(10)
  static let side = 120

  static func run() -> Bool {
    MainQueueBridge.install()
    DesktopTheme.setPrefersDark(false)
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    let following = GTKCircleImage(path: nil)
    let pinned = GTKCircleImage(path: nil, theme: .light)
    guard let followingWidget = following.widget, let pinnedWidget = pinned.widget else {
      return false
    }
    for widget in [followingWidget, pinnedWidget] {
      gtk_widget_set_size_request(widget, gint(side), gint(side))
      gtk_box_append(ck_box(row), widget)
    }
    gtk_window_set_child(ck_window(window), row)
    gtk_window_present(ck_window(window))
    let mapped = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) { gtk_widget_get_mapped(pinnedWidget) != 0 && gtk_widget_get_width(pinnedWidget) > 0 }

    let style = CircleImageStyle()
    let point = placeholderPoint()
    func settle(_ widget: UnsafeMutablePointer<GtkWidget>, on theme: Theme) -> RGBA? {
      var pixel: RGBA?
      _ = MainLoopRunner.run(
        until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
      ) {
        pixel = PixelReader.pixel(of: widget, at: point)
        return pixel.map { close($0, style.placeholder(for: theme)) } ?? false
      }
      return pixel
    }
    let lightAtStart = settle(followingWidget, on: .light)
    let resolvedAtStart = following.resolvedTheme
    DesktopTheme.setPrefersDark(true)
    let dark = settle(followingWidget, on: .dark)
    let resolvedWhenDark = following.resolvedTheme
    let pinnedWhenDark = PixelReader.pixel(of: pinnedWidget, at: point)
    DesktopTheme.setPrefersDark(false)
    let lightAgain = settle(followingWidget, on: .light)

    let matches = { (pixel: RGBA?, theme: Theme) in
      pixel.map { close($0, style.placeholder(for: theme)) } ?? false
    }
    let passed =
      mapped && matches(lightAtStart, .light) && matches(dark, .dark)
      && matches(lightAgain, .light) && matches(pinnedWhenDark, .light)
      && resolvedAtStart == .light && resolvedWhenDark == .dark
    emit(
      "desktop-theme-check mapped=\(mapped) point=\(point.x),\(point.y) "
        + "light-at-start=\(describe(lightAtStart)) dark=\(describe(dark)) "
        + "light-again=\(describe(lightAgain)) pinned-when-dark=\(describe(pinnedWhenDark)) "
        + "core-light=\(describe(style.placeholder(for: .light))) "
        + "core-dark=\(describe(style.placeholder(for: .dark))) "
        + "resolved-at-start=\(resolvedAtStart) resolved-when-dark=\(resolvedWhenDark) "
        + "passed=\(passed)")
    gtk_window_destroy(ck_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}
    return passed
  }

  /// A point of the placeholder disc clear of its silhouette, from the core's own geometry.
  private static func placeholderPoint() -> Point {
    let bounds = Rect(x: 0, y: 0, width: Double(side), height: Double(side))
    let circle = CircleImageLayout(bounds: bounds, style: CircleImageStyle()).circle
    let silhouette = CircleImageDrawing.placeholderSilhouette(in: circle)
    let radius = circle.width / 2
    for step in stride(from: 0.5, through: 0.85, by: 0.05) {
      let point = Point(x: circle.center.x - radius * step, y: circle.center.y)
      let clear = [silhouette.head, silhouette.body].allSatisfy { part in
        point.x < part.minX - 3 || point.x > part.maxX + 3 || point.y < part.minY - 3
          || point.y > part.maxY + 3
      }
      if clear { return point }
    }
    return Point(x: circle.minX + radius * 0.3, y: circle.center.y)
  }

  /// Whether two colours agree to within GTK's 8-bit rounding.
  private static func close(_ a: RGBA, _ b: RGBA) -> Bool {
    abs(a.red - b.red) < 0.02 && abs(a.green - b.green) < 0.02 && abs(a.blue - b.blue) < 0.02
  }

  private static func describe(_ colour: RGBA?) -> String {
    guard let colour else { return "none" }
    return [colour.red, colour.green, colour.blue].map { String(Int(($0 * 255).rounded())) }
      .joined(separator: ",")
  }
}
#endif
