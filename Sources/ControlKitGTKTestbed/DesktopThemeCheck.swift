#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import Glibc

/// `--desktop-theme-check`: two mapped `GTKCircleImage` placeholders, one following the desktop
/// (no theme) and one pinned to `.light`, a following `GTKArcStepper` at step 0 and two shown
/// following `GTKHUD`s (the automatic box and the material one), each showing an app widget,
/// read back from GTK's own rendering while GtkSettings' `gtk-application-prefer-dark-theme` is
/// flipped on and off again, as GNOME's dark style does.
///
/// The following image must paint the core's light placeholder, then the dark one, then the
/// light one again (each compared with `CircleImageStyle.placeholder(for:)`, not with literal
/// colours); the pinned one the light placeholder throughout. Likewise the arc's track
/// (`ArcStepperPalette.standard(for:)`), the HUD's box fill (`HUDPalette.standard(for:)`) and
/// the colour of the app widget in each HUD's slot (a label's full block, U+2588, in the box
/// style's foreground: the standard palette's, and `HUDPalette.material(for:)`'s), and a
/// following `GTKStepper`'s field fill and + bar (`StepperStyle`'s palettes). Prints one
/// `desktop-theme-check ...` line.
@MainActor
enum DesktopThemeCheck {
  static let settleLimit: Duration = .seconds(10)
  static let side = 120

  static func run() -> Bool {
    MainQueueBridge.install()
    DesktopTheme.setPrefersDark(false)
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let column: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    let row: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
    let following = GTKCircleImage(path: nil)
    let pinned = GTKCircleImage(path: nil, theme: .light)
    let arc = GTKArcStepper(
      configuration: (try? ArcStepperConfiguration(initialStep: 0)) ?? .article, label: "Level")
    guard let followingWidget = following.widget, let pinnedWidget = pinned.widget,
      let arcWidget = arc.widget
    else { return false }
    for widget in [followingWidget, pinnedWidget, arcWidget] {
      gtk_widget_set_size_request(widget, gint(side), gint(side))
      gtk_box_append(ck_box(row), widget)
    }
    gtk_box_append(ck_box(column), row)
    let stepper = GTKStepper(value: 5)
    if let widget = stepper.widget {
      gtk_widget_set_halign(widget, GTK_ALIGN_START)
      gtk_box_append(ck_box(column), widget)
    }
    var materialStyle = HUDStyle()
    materialStyle.boxStyle = .material
    let huds = [HUDStyle(), materialStyle].map { style in
      let covered: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      gtk_widget_set_size_request(covered, 260, 220)
      let hud = GTKHUD(covering: covered)
      hud.style = style
      if let widget = hud.widget { gtk_box_append(ck_box(column), widget) }
      return hud
    }
    let blocks = huds.map { hud in
      let label: UnsafeMutablePointer<GtkWidget> = gtk_label_new(nil)
      gtk_label_set_markup(OpaquePointer(label), "<span size=\"xx-large\">\u{2588}</span>")
      hud.begin(indicator: label)
      return label
    }
    gtk_window_set_child(ck_window(window), column)
    gtk_window_present(ck_window(window))
    let mapped = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) {
      gtk_widget_get_mapped(pinnedWidget) != 0 && gtk_widget_get_width(pinnedWidget) > 0
        && huds.allSatisfy { $0.layout != nil && $0.opacity == 1 }
        && blocks.allSatisfy { gtk_widget_get_mapped($0) != 0 }
    }

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
    // The HUDs' and the arc's probes: where each reads, and the core's colour there per theme.
    let probes =
      huds.enumerated().flatMap { index, hud in
        hudProbes(hud, name: index == 0 ? "hud" : "material-hud")
      } + arcProbes(arc, widget: arcWidget) + stepperProbes(stepper)
    func settleProbes(on theme: Theme) -> [String: RGBA?] {
      var pixels: [String: RGBA?] = [:]
      _ = MainLoopRunner.run(
        until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
      ) {
        for probe in probes {
          pixels[probe.name] = probe.widget.flatMap { PixelReader.pixel(of: $0, at: probe.point) }
        }
        return probes.allSatisfy { probe in
          (pixels[probe.name] ?? nil).map { close($0, probe.expected(theme)) } ?? false
        }
      }
      return pixels
    }
    let lightAtStart = settle(followingWidget, on: .light)
    let probesAtStart = settleProbes(on: .light)
    let resolvedAtStart = following.resolvedTheme
    DesktopTheme.setPrefersDark(true)
    let dark = settle(followingWidget, on: .dark)
    let probesWhenDark = settleProbes(on: .dark)
    let resolvedWhenDark = following.resolvedTheme
    let hudResolvedWhenDark = huds[0].resolvedTheme
    let arcResolvedWhenDark = arc.resolvedTheme
    let stepperResolvedWhenDark = stepper.resolvedTheme
    let pinnedWhenDark = PixelReader.pixel(of: pinnedWidget, at: point)
    DesktopTheme.setPrefersDark(false)
    let lightAgain = settle(followingWidget, on: .light)
    let probesAgain = settleProbes(on: .light)
    var probeFields: [String] = []
    var probesPassed = true
    for probe in probes {
      for (phase, pixels, theme) in [
        ("light-at-start", probesAtStart, Theme.light), ("dark", probesWhenDark, .dark),
        ("light-again", probesAgain, .light),
      ] {
        let pixel = pixels[probe.name] ?? nil
        probesPassed = probesPassed && (pixel.map { close($0, probe.expected(theme)) } ?? false)
        probeFields.append("\(probe.name)-\(phase)=\(describe(pixel))")
      }
      probeFields.append("\(probe.name)-core-light=\(describe(probe.expected(.light)))")
      probeFields.append("\(probe.name)-core-dark=\(describe(probe.expected(.dark)))")
    }

    let matches = { (pixel: RGBA?, theme: Theme) in
      pixel.map { close($0, style.placeholder(for: theme)) } ?? false
    }
    let passed =
      mapped && matches(lightAtStart, .light) && matches(dark, .dark)
      && matches(lightAgain, .light) && matches(pinnedWhenDark, .light)
      && resolvedAtStart == .light && resolvedWhenDark == .dark && probesPassed
      && hudResolvedWhenDark == .dark && arcResolvedWhenDark == .dark
      && stepperResolvedWhenDark == .dark
    emit(
      "desktop-theme-check mapped=\(mapped) point=\(point.x),\(point.y) "
        + "light-at-start=\(describe(lightAtStart)) dark=\(describe(dark)) "
        + "light-again=\(describe(lightAgain)) pinned-when-dark=\(describe(pinnedWhenDark)) "
        + "core-light=\(describe(style.placeholder(for: .light))) "
        + "core-dark=\(describe(style.placeholder(for: .dark))) "
        + "resolved-at-start=\(resolvedAtStart) resolved-when-dark=\(resolvedWhenDark) "
        + "hud-resolved-when-dark=\(hudResolvedWhenDark) "
        + "arc-resolved-when-dark=\(arcResolvedWhenDark) "
        + "stepper-resolved-when-dark=\(stepperResolvedWhenDark) "
        + probeFields.joined(separator: " ") + " passed=\(passed)")
    gtk_window_destroy(ck_window(window))
    while g_main_context_iteration(nil, 0) != 0 {}
    withExtendedLifetime((huds, arc, stepper)) {}
    return passed
  }

  /// A place to read a pixel and the core's colour expected there under each theme.
  private struct Probe {
    let name: String
    let widget: UnsafeMutablePointer<GtkWidget>?
    let point: Point
    let expected: (Theme) -> RGBA
  }

  /// The HUD's box fill, read at the box's leading edge half-way down (clear of the content
  /// and the rounded corners; GTK renders the overlay alone, so the pixel is the box colour at
  /// its own alpha), and the app widget's block at the indicator's centre, in the box style's
  /// foreground.
  private static func hudProbes(_ hud: GTKHUD, name: String) -> [Probe] {
    guard let layout = hud.layout, let indicator = layout.indicator else { return [] }
    let boxStyle = layout.style.boxStyle
    return [
      Probe(
        name: "\(name)-box", widget: hud.widget,
        point: Point(x: layout.box.minX + 4, y: layout.box.center.y),
        expected: { boxStyle.palette(for: $0).box }),
      Probe(
        name: "\(name)-widget", widget: hud.widget, point: indicator.center,
        expected: { boxStyle.palette(for: $0).foreground }),
    ]
  }

  /// The arc's track half-way along the ring (step 0: no progress drawn over it), found from
  /// the first command of the arc's own drawing list.
  private static func arcProbes(_ arc: GTKArcStepper, widget: UnsafeMutablePointer<GtkWidget>)
    -> [Probe]
  {
    guard case .arc(let centre, let radius, let start, let sweep, _)? = arc.drawingList().first
    else { return [] }
    let angle = start + sweep / 2
    let point = Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
    return [
      Probe(
        name: "arc-track", widget: widget, point: point,
        expected: { ArcStepperPalette.standard(for: $0).trackColor })
    ]
  }

  /// The stepper's field fill (just inside its border, clear of the centred text) and the middle
  /// of the + icon's horizontal bar, both painted by the root from the core's list: the style's
  /// palette's `fieldBackground` and `icon` for each theme.
  private static func stepperProbes(_ stepper: GTKStepper) -> [Probe] {
    let natural = stepper.style.naturalSize
    let layout = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: natural.width, height: natural.height), style: stepper.style)
    let style = stepper.style
    return [
      Probe(
        name: "stepper-field", widget: stepper.widget,
        point: Point(x: layout.field.minX + 3, y: layout.field.center.y),
        expected: { style.palette(for: $0).fieldBackground }),
      Probe(
        name: "stepper-plus", widget: stepper.widget,
        point: Point(
          x: layout.incrementIcon.center.x + style.iconGlyphLength / 4,
          y: layout.incrementIcon.center.y),
        expected: { style.palette(for: $0).icon }),
    ]
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
