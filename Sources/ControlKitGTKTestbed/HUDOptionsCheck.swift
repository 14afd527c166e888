#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--hud-options-check`: issue 36's HUD options on a real, mapped `GTKHUD`.
///
/// The rows: a bottom toast, a details line, a bar, a pie, a square and a minimum-size box,
/// custom colours, the material box, a box at the top with an offset, a per-task `.blocksAll`.
/// For each, the list the area painted
/// equals `HUDDrawing`'s for the core's `HUDLayout` with the HUD's `style`, the catcher covers the
/// box where the layout placed it (or the whole overlay), and the pixels GTK rendered at the box's
/// edge are the box style's colour (`HUDBoxStyle.palette(for:)`: the custom navy, the material's
/// translucent box, which GTK draws in place of a blur, the automatic black at 80 %). The pixels
/// are the overlay's own rendering (no window background under it), un-premultiplied.
///
/// Prints one `hud-options row=<name> ...` line per row and `hud-options rows=<n> failed=<n>
/// passed=<bool>`.
@MainActor
enum HUDOptionsCheck {
  /// How long GTK may take to map and paint a window.
  static let settleLimit: Duration = .seconds(10)
  /// The covered page's size.
  static let pageSize = (width: 480, height: 360)
  /// The custom row's box colour.
  static let navy = RGBA(hex: 0x0A3D62)

  /// One row.
  struct Row {
    var name: String
    var content: HUDContent
    var isStatus = false
    var style = HUDStyle()
  }

  /// The rows.
  static func rows() -> [Row] {
    var square = HUDStyle()
    square.isSquare = true
    var minimum = HUDStyle()
    minimum.minimumSize = Size(width: 200, height: 140)
    var custom = HUDStyle()
    // 11:1, well above 4.5:1: HUDColors accepts it.
    if let colors = try? HUDColors(box: navy, foreground: .white) {
      custom.boxStyle = .custom(colors)
    }
    var material = HUDStyle()
    material.boxStyle = .material
    var top = HUDStyle()
    top.placement = .top(offset: 12)
    return [
      Row(name: "toast", content: .toast("Copied to clipboard"), isStatus: true),
      Row(name: "details", content: .progress(0.3, "Uploading").detailed("3 of 10 photos")),
      Row(
        name: "bar", content: .progress(0.65, "Uploading", style: .bar).detailed("13 of 20")),
      Row(name: "pie", content: .progress(0.4, "Exporting", style: .pie)),
      Row(name: "square", content: .success("Saved"), isStatus: true, style: square),
      Row(name: "minimum", content: .text("Done"), isStatus: true, style: minimum),
      Row(name: "custom", content: .spinner("Signing in"), style: custom),
      Row(name: "automatic", content: .spinner("Loading")),
      Row(name: "material", content: .spinner("Loading"), style: material),
      Row(name: "top-offset", content: .spinner("Syncing"), style: top),
      Row(name: "task-blocks-all", content: .spinner("Paying").blocking(.blocksAll)),
    ]
  }

  /// Runs every row; true if all passed.
  static func run() -> Bool {
    MainQueueBridge.install()
    var failed = 0
    let table = rows()
    for row in table where !check(row) { failed += 1 }
    emit("hud-options rows=\(table.count) failed=\(failed) passed=\(failed == 0)")
    return failed == 0
  }

  /// Shows `row`, compares what GTK shows with the core's (the pixel 3 points inside the box's
  /// left edge, half-way down, with the box style's colour); prints its line and returns whether
  /// it passed.
  private static func check(_ row: Row) -> Bool {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let page: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_size_request(page, gint(pageSize.width), gint(pageSize.height))
    let host = VirtualHost()
    let hud = GTKHUD(covering: page, host: host)
    hud.style = row.style
    defer {
      gtk_window_destroy(ck_window(window))
      while g_main_context_iteration(nil, 0) != 0 {}
    }
    guard let overlay = hud.widget else { return false }
    gtk_window_set_child(ck_window(window), overlay)
    gtk_window_set_resizable(ck_window(window), 0)
    gtk_window_present(ck_window(window))
    let mapped = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) { gtk_widget_get_mapped(overlay) != 0 && gtk_widget_get_width(overlay) > 0 }
    if row.isStatus { hud.post(row.content) } else { hud.begin(row.content) }
    for _ in 0..<120 where !(hud.coreState.phase.isOnScreen && hud.opacity == 1) {
      host.advance(by: FrameRate.interval)
    }
    let drawsBefore = hud.drawCount
    let painted = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) { hud.drawCount > drawsBefore }
    // Let the catcher's new size reach its allocation.
    _ = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: .milliseconds(100)),
      poll: .milliseconds(5)
    ) { false }
    guard let content = hud.coreState.displayedContent else {
      emit("hud-options row=\(row.name) content=none passed=false")
      return false
    }
    let container = Rect(
      x: 0, y: 0, width: Double(gtk_widget_get_width(overlay)),
      height: Double(gtk_widget_get_height(overlay)))
    let expected = HUDLayout(
      content: content, container: container, style: row.style,
      cancelTitle: hud.driver.language.cancelTitle, measure: CommandDrawingArea.textMeasurer)
    let dims = hud.coreState.activeTouchPolicy == .blocksAll
    let wanted = HUDDrawing.drawing(
      expected, theme: .light, spinnerPhase: hud.driver.presentation.spinnerPhase ?? 0,
      dimsBackground: dims)
    let drawn = hud.drawnCommands
    let drawnBox = drawn.compactMap { command -> Rect? in
      if case .roundedRect(let rect, _, _, _) = command, rect != container { return rect }
      return nil
    }.first
    let catcher = bounds(of: hud.catcherWidget, in: overlay)
    let expectedCatcher =
      dims
      ? container
      : Rect(
        x: expected.box.minX.rounded(.down), y: expected.box.minY.rounded(.down),
        width: (expected.box.maxX - expected.box.minX.rounded(.down)).rounded(.up),
        height: (expected.box.maxY - expected.box.minY.rounded(.down)).rounded(.up))
    let pixel = PixelReader.pixel(
      of: overlay, at: Point(x: expected.box.minX + 3, y: expected.box.midY))
    // The box's colour, over the dimming when the whole page is blocked.
    let palette = row.style.boxStyle.palette(for: hud.resolvedTheme)
    let boxColor = dims ? palette.box.composited(over: palette.dimming) : palette.box

    var mismatches: [String] = []
    if drawn != wanted { mismatches.append("drawing") }
    if drawnBox != expected.box { mismatches.append("box") }
    if catcher != expectedCatcher { mismatches.append("catcher") }
    switch row.name {
    case "toast":
      // At the bottom margin (20), text only.
      if expected.box.maxY != container.maxY - HUDStyle.defaultContainerMargin
        || expected.indicator != nil
      {
        mismatches.append("toast-place")
      }
    case "details":
      if expected.details == nil { mismatches.append("no-details") }
    case "bar":
      if expected.indicator?.size != HUDStyle.defaultProgressBarSize {
        mismatches.append("bar-size")
      }
    case "square":
      if expected.box.width != expected.box.height { mismatches.append("not-square") }
    case "minimum":
      if expected.box.size != Size(width: 200, height: 140) { mismatches.append("minimum") }
    case "custom":
      if boxColor != navy { mismatches.append("not-navy") }
    case "top-offset":
      if expected.box.minY != HUDStyle.defaultContainerMargin + 12 { mismatches.append("top") }
    case "task-blocks-all":
      let dimming = HUDPalette.standard(for: .light).dimming
      if !dims
        || drawn.first != .roundedRect(container, cornerRadius: 0, fill: dimming, stroke: nil)
      {
        mismatches.append("dimming")
      }
    default: break
    }
    if pixel.map({ !$0.isClose(to: boxColor) }) ?? true { mismatches.append("pixel") }
    let passed = mapped && painted && mismatches.isEmpty
    emit(
      "hud-options row=\(row.name) box=\(describe(drawnBox)) "
        + "expected-box=\(describe(expected.box)) details=\(describe(expected.details)) "
        + "indicator=\(describe(expected.indicator)) catcher=\(describe(catcher)) "
        + "expected-catcher=\(describe(expectedCatcher)) pixel=\(describe(pixel)) "
        + "box-color=\(describe(boxColor)) "
        + "mapped=\(mapped) painted=\(painted) "
        + "mismatches=\(mismatches.isEmpty ? "none" : mismatches.joined(separator: ",")) "
        + "passed=\(passed)")
    return passed
  }

  /// `widget`'s bounds in `overlay`'s coordinates, or nil when it is hidden.
  static func bounds(
    of widget: UnsafeMutablePointer<GtkWidget>, in overlay: UnsafeMutablePointer<GtkWidget>
  ) -> Rect? {
    guard gtk_widget_get_visible(widget) != 0 else { return nil }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget, overlay, &bounds) != 0 else { return nil }
    return Rect(
      x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
      height: Double(bounds.size.height))
  }

  static func describe(_ rect: Rect?) -> String {
    guard let rect else { return "none" }
    return "\(rect.minX),\(rect.minY),\(rect.width)x\(rect.height)"
  }

  static func describe(_ color: RGBA?) -> String {
    guard let color else { return "none" }
    func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
    return "\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)),\(byte(color.alpha))"
  }
}

extension RGBA {
  /// Whether each channel and the alpha are within 3/255 of `other`'s (GSK's 8-bit,
  /// premultiplied rounding).
  fileprivate func isClose(to other: RGBA) -> Bool {
    let tolerance = 3.0 / 255
    return abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
      && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
  }
}
#endif
