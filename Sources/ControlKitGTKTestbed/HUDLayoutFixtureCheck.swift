#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import ControlKitTesting

/// `--hud-layout-fixture`: for every row of the HUD layout fixture UIKit and SwiftUI run too
/// (`HUDLayoutFixture.all`, those without a safe area: GTK has none), the frames a real, mapped
/// `GTKHUD` shows equal the core's `HUDLayout` for the same content, container, direction and
/// style (issue 35).
///
/// Each row runs in its own window, a page of the row's container size under a `GTKHUD` on
/// `VirtualHost` with the row's style and direction (shown at full opacity on the virtual clock,
/// then painted by GTK). It reads back what GTK shows:
/// the box and the title from the list the area painted, the indicator from that list (the
/// whole list equals `HUDDrawing`'s for the expected layout) or, for the app's widget, from that
/// widget's bounds, and the Cancel button from its `GtkButton`'s bounds (and the painted
/// outline); the details line from the painted list. Prints one `hud-layout-fixture row=<name>
/// ...` line per row and a final `hud-layout-fixture rows=<n> shared-rows=<n>
/// skipped-safe-area=<n> failed=<n> passed=<bool>` line.
@MainActor
enum HUDLayoutFixtureCheck {
  /// How long GTK may take to map and paint a window.
  static let settleLimit: Duration = .seconds(10)
  /// The rows GTK runs: the shared table's without a safe area.
  static let rows = HUDLayoutFixture.all.filter { !$0.needsSafeArea }

  /// Runs every row; true if all passed.
  static func run() -> Bool {
    MainQueueBridge.install()
    var failed = 0
    for row in rows where !check(row) { failed += 1 }
    let skipped = HUDLayoutFixture.all.count - rows.count
    emit(
      "hud-layout-fixture rows=\(rows.count) shared-rows=\(HUDLayoutFixture.all.count) "
        + "skipped-safe-area=\(skipped) failed=\(failed) passed=\(failed == 0)")
    return failed == 0
  }

  /// Shows `row` and compares what GTK shows with `HUDLayout`'s frames; prints its line.
  private static func check(_ row: HUDLayoutFixture) -> Bool {
    let name = slug(row.name)
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let page: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    gtk_widget_set_size_request(page, gint(row.container.width), gint(row.container.height))
    let host = VirtualHost()
    let hud = GTKHUD(covering: page, host: host)
    defer {
      gtk_window_destroy(ck_window(window))
      drainMainLoop()
    }
    guard let overlay = hud.widget else { return false }
    hud.style = row.style
    if row.direction == .rightToLeft { gtk_widget_set_direction(overlay, GTK_TEXT_DIR_RTL) }
    gtk_window_set_child(ck_window(window), overlay)
    gtk_window_set_resizable(ck_window(window), 0)
    gtk_window_present(ck_window(window))
    let mapped = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) { gtk_widget_get_mapped(overlay) != 0 && gtk_widget_get_width(overlay) > 0 }

    var appWidget: UnsafeMutablePointer<GtkWidget>?
    switch row.shown {
    case .appView:
      let size = row.appViewSize ?? Size(width: 0, height: 0)
      let widget: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
      gtk_widget_set_size_request(widget, gint(size.width), gint(size.height))
      appWidget = widget
      hud.begin(
        indicator: widget, title: row.content.title,
        cancellable: row.content.showsCancelButton)
    case .status: hud.post(row.content)
    case .task: hud.begin(row.content)
    }
    // On screen at full opacity, on virtual frames (at most 2 s).
    for _ in 0..<120 where !(hud.coreState.phase.isOnScreen && hud.opacity == 1) {
      host.advance(by: FrameRate.interval)
    }
    let drawsBefore = hud.drawCount
    let painted = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) { hud.drawCount > drawsBefore }

    guard let content = hud.coreState.displayedContent else {
      emit("hud-layout-fixture row=\(name) content=none passed=false")
      return false
    }
    let container = Rect(
      x: 0, y: 0, width: Double(gtk_widget_get_width(overlay)),
      height: Double(gtk_widget_get_height(overlay)))
    // The row's layout with GTK's measurer (Pango), in the overlay GTK allocated.
    let expected = row.expectedLayout(
      measure: CommandDrawingArea.textMeasurer, cancelTitle: hud.driver.language.cancelTitle)

    // What the area painted.
    let drawn = hud.drawnCommands
    let rects = drawn.compactMap { command -> Rect? in
      if case .roundedRect(let rect, _, _, _) = command { return rect }
      return nil
    }
    let texts = drawn.compactMap { command -> TextBox? in
      if case .text(let box) = command { return box }
      return nil
    }
    let drawnBox = rects.first
    let drawnTitle = texts.first { $0.text == content.title && expected.title != nil }?.frame
    let drawnDetails = texts.first { $0.text == content.details && expected.details != nil }?.frame
    let drawnCancel = expected.cancelButton == nil ? nil : rects.dropFirst().first
    let wholeList =
      drawn
      == HUDDrawing.drawing(
        expected, theme: .light, spinnerPhase: hud.driver.presentation.spinnerPhase ?? 0)
    // What the widgets show.
    let cancelShown = hud.cancelButtonWidget.flatMap { button in
      gtk_widget_get_visible(button) != 0 ? bounds(of: button, in: overlay) : nil
    }
    let indicatorShown = appWidget.flatMap { bounds(of: $0, in: overlay) }
    let catcherShown = bounds(of: hud.catcherWidget, in: overlay)

    var mismatches: [String] = []
    if container != row.containerRect { mismatches.append("container") }
    if content != row.content { mismatches.append("content") }
    if drawnBox != expected.box { mismatches.append("box") }
    if drawnTitle != expected.title { mismatches.append("title") }
    if drawnDetails != expected.details { mismatches.append("details") }
    if drawnCancel != expected.cancelButton { mismatches.append("cancel-drawn") }
    if cancelShown != expected.cancelButton.map(WidgetGeometry.pixels) {
      mismatches.append("cancel-widget")
    }
    if !wholeList { mismatches.append("drawing") }
    if appWidget != nil, indicatorShown != expected.indicator.map(WidgetGeometry.pixels) {
      mismatches.append("indicator-widget")
    }
    if catcherShown != expected.box.coveringPixels { mismatches.append("catcher") }
    if row.titleTakesTwoLines, expected.titleMetrics?.lineCount != 2 {
      mismatches.append("not-two-lines")
    }
    let passed = mapped && painted && mismatches.isEmpty
    emit(
      "hud-layout-fixture row=\(name) box=\(WidgetGeometry.describe(drawnBox)) "
        + "expected-box=\(WidgetGeometry.describe(expected.box)) indicator=\(WidgetGeometry.describe(expected.indicator)) "
        + "indicator-widget=\(WidgetGeometry.describe(indicatorShown)) title=\(WidgetGeometry.describe(drawnTitle)) "
        + "expected-title=\(WidgetGeometry.describe(expected.title)) "
        + "title-lines=\(expected.titleMetrics?.lineCount ?? 0) "
        + "two-lines-expected=\(row.titleTakesTwoLines) details=\(WidgetGeometry.describe(drawnDetails)) "
        + "expected-details=\(WidgetGeometry.describe(expected.details)) "
        + "cancel=\(WidgetGeometry.describe(cancelShown)) expected-cancel=\(WidgetGeometry.describe(expected.cancelButton)) "
        + "mapped=\(mapped) painted=\(painted) "
        + "mismatches=\(mismatches.isEmpty ? "none" : mismatches.joined(separator: ",")) "
        + "passed=\(passed)")
    return passed
  }

  /// `name` as one word of an output line: lower case, runs of other characters than letters
  /// and digits as one "-".
  private static func slug(_ name: String) -> String {
    var slug = ""
    for character in name.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    return slug.hasSuffix("-") ? String(slug.dropLast()) : slug
  }

  /// `widget`'s bounds in `overlay`'s coordinates, or nil when it has none (not shown).
  private static func bounds(
    of widget: UnsafeMutablePointer<GtkWidget>, in overlay: UnsafeMutablePointer<GtkWidget>
  ) -> Rect? {
    guard gtk_widget_get_visible(widget) != 0 else { return nil }
    return WidgetGeometry.bounds(of: widget, in: overlay)
  }

  /// Runs every pending main-loop event without blocking.
  private static func drainMainLoop() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }
}

extension Rect {
  /// The whole pixels covering this rect (origin rounded down, far edges up): the catcher's
  /// frame over the box, wherever the layout placed it (issue 36's placements).
  fileprivate var coveringPixels: Rect {
    let left = minX.rounded(.down)
    let top = minY.rounded(.down)
    return Rect(
      x: left, y: top, width: (maxX - left).rounded(.up), height: (maxY - top).rounded(.up))
  }
}
#endif
