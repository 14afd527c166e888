#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitTesting

/// `--stepper-layout-fixture`: for every row of the stepper layout fixture UIKit and SwiftUI run
/// too (`StepperLayoutFixture.all`), each part of a real, mapped `GTKStepper` is allocated at the
/// core's `StepperLayout` frame for the root's allocated size, the row's direction and cart mode:
/// the − and + buttons at their touch areas, the field at the field (issue 44), showing the
/// core's text; a row's text size scales the standard style (`StepperLayoutFixture.styled`).
///
/// Each row runs in its own window (the root's direction set to the row's, its size request set
/// to the row's size when it has one) on `VirtualHost`. The bounds GTK gives each part (in the
/// root's coordinates, `gtk_widget_compute_bounds`) are compared with the core's frames for the
/// root's allocated width and height, rounded to whole pixels as GTK allocates them. The cart
/// row at 0 is then stepped to 1: the root re-allocates and the field narrows back beside −.
/// Then the pixels: with the field's text hidden (GtkText draws it, the core's list is drawn
/// without it), what GTK renders for the root (the field's background, border and the − and +
/// the root paints from the core's list) is compared, channel by channel within
/// ``channelTolerance``, with the core's `StepperDrawing` list for the row (no text) rendered by
/// Cairo (`OffscreenCanvas`): `pixels-over=<count>` and the first differing pixel. With
/// `--drop-expected-increment` the + is left out of the expected list, so every row must fail
/// (the check's own proof that it can see a difference).
/// Prints one `stepper-layout-fixture row=<name> ...` line per row (and `row=<name>-stepped-up`
/// for the cart row at 0) and a final `stepper-layout-fixture rows=<n> failed=<n>
/// passed=<bool>` line.
@MainActor
enum StepperLayoutFixtureCheck {
  /// How long GTK may take to map and allocate a window.
  static let settleLimit: Duration = .seconds(10)
  /// The largest difference in a premultiplied channel (of 255) still counted as the same pixel
  /// (an antialiased edge rounded by GSK's renderer and an image surface).
  static let channelTolerance = 2
  /// Leaves the + out of the expected list (`--drop-expected-increment`).
  static var dropsExpectedIncrement = false

  /// Runs every row; true if all passed.
  static func run() -> Bool {
    MainQueueBridge.install()
    var lines = 0
    var failed = 0
    for row in StepperLayoutFixture.all {
      for passed in check(row) {
        lines += 1
        if !passed { failed += 1 }
      }
    }
    emit("stepper-layout-fixture rows=\(lines) failed=\(failed) passed=\(failed == 0)")
    return failed == 0
  }

  /// Shows `row`, compares each part's bounds with the core's frames, prints its line(s).
  private static func check(_ row: StepperLayoutFixture) -> [Bool] {
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let stepper = GTKStepper(
      value: row.value, configuration: row.configuration, style: row.styled(.standard),
      host: VirtualHost())
    stepper.isEnabled = row.isEnabled
    defer {
      gtk_window_destroy(ck_window(window))
      while g_main_context_iteration(nil, 0) != 0 {}
    }
    guard let root = stepper.widget else { return [false] }
    gtk_widget_set_direction(
      root, row.direction == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    if let size = row.size {
      gtk_widget_set_size_request(root, gint(size.width), gint(size.height))
    }
    gtk_window_set_child(ck_window(window), root)
    gtk_window_set_resizable(ck_window(window), 0)
    gtk_window_present(ck_window(window))
    let mapped = settle { gtk_widget_get_mapped(root) != 0 && gtk_widget_get_width(root) > 0 }
    var results = [compare(row.name, row, stepper, root, mapped: mapped)]
    if row.name == "cart-mode-at-0" {
      let hiddenField = WidgetGeometry.bounds(of: stepper.field, in: root)
      stepper.value = 1
      let moved = settle { WidgetGeometry.bounds(of: stepper.field, in: root) != hiddenField }
      var stepped = row
      stepped.value = 1
      results.append(compare("\(row.name)-stepped-up", stepped, stepper, root, mapped: moved))
    }
    return results
  }

  /// Compares what GTK allocated with the core's frames for `row`; prints the line.
  private static func compare(
    _ name: String, _ row: StepperLayoutFixture, _ stepper: GTKStepper,
    _ root: UnsafeMutablePointer<GtkWidget>, mapped: Bool
  ) -> Bool {
    let allocated = Rect(
      x: 0, y: 0, width: Double(gtk_widget_get_width(root)),
      height: Double(gtk_widget_get_height(root)))
    let expected = row.expectedLayout(bounds: allocated, style: stepper.style)
    let shown = (
      decrement: WidgetGeometry.bounds(of: stepper.decrementButton.widget, in: root),
      field: WidgetGeometry.bounds(of: stepper.field, in: root),
      increment: WidgetGeometry.bounds(of: stepper.incrementButton.widget, in: root)
    )
    var mismatches: [String] = []
    // GTK sizes widgets in whole pixels: a fractional natural size (a scaled style's) is
    // requested rounded up.
    let natural = stepper.style.naturalSize
    let requested = Size(width: natural.width.rounded(.up), height: natural.height.rounded(.up))
    if allocated.size != (row.size ?? requested) { mismatches.append("size") }
    if shown.decrement != WidgetGeometry.pixels(expected.decrementTouchArea) {
      mismatches.append("decrement")
    }
    if shown.field != WidgetGeometry.pixels(expected.field) { mismatches.append("field") }
    if shown.increment != WidgetGeometry.pixels(expected.incrementTouchArea) {
      mismatches.append("increment")
    }
    if stepper.coreState.isDecrementHidden != row.state.isDecrementHidden {
      mismatches.append("cart-mode")
    }
    // The field shows the core's text (a German row: the core's "1.234,5").
    if stepper.text != row.state.displayText { mismatches.append("text") }
    let pixels = comparePixels(stepper, root, layout: expected)
    if let difference = pixels.difference { mismatches.append(difference) }
    let passed = mapped && mismatches.isEmpty
    emit(
      "stepper-layout-fixture row=\(name) root=\(WidgetGeometry.describe(allocated)) "
        + "decrement=\(WidgetGeometry.describe(shown.decrement)) "
        + "expected-decrement=\(WidgetGeometry.describe(expected.decrementTouchArea)) "
        + "field=\(WidgetGeometry.describe(shown.field)) expected-field=\(WidgetGeometry.describe(expected.field)) "
        + "increment=\(WidgetGeometry.describe(shown.increment)) "
        + "expected-increment=\(WidgetGeometry.describe(expected.incrementTouchArea)) "
        + "decrement-hidden=\(row.state.isDecrementHidden) mapped=\(mapped) "
        + "text=\(stepper.text) expected-text=\(row.state.displayText) "
        + "theme=\(stepper.resolvedTheme) paints=\(stepper.paintCount) pixels-over=\(pixels.over) "
        + "mismatches=\(mismatches.isEmpty ? "none" : mismatches.joined(separator: ",")) "
        + "passed=\(passed)")
    return passed
  }

  /// What GTK renders for `root` with the field's text hidden, against the core's list for the
  /// stepper's presentation (no text: GtkText draws it) in `layout`, rendered by Cairo: the count
  /// of pixels over ``channelTolerance`` ("none" when unreadable), and the first difference as a
  /// mismatch (`drawing:<count>-differ-at-x-y-gtk-…-core-…`), or nil when they are the same.
  ///
  /// `expectedGlyphs` replaces the stepper's own glyphs in the expected list.
  static func comparePixels(
    _ stepper: GTKStepper, _ root: UnsafeMutablePointer<GtkWidget>, layout: StepperLayout,
    expectedGlyphs: StepperButtonGlyphs? = nil
  ) -> (over: String, difference: String?) {
    guard let field = stepper.field else { return ("none", "drawing:no-field") }
    // Hidden, then one frame painted: the paintable shows the last frame GTK drew.
    let paints = stepper.paintCount
    gtk_widget_set_opacity(field, 0)
    defer { gtk_widget_set_opacity(field, 1) }
    guard settle({ stepper.paintCount > paints }) else { return ("none", "drawing:no-frame") }
    var expected = StepperDrawing.drawing(
      presentation: stepper.driver.presentation, layout: layout, style: stepper.style,
      theme: stepper.resolvedTheme, measure: CommandDrawingArea.textMeasurer,
      glyphs: expectedGlyphs ?? stepper.buttonGlyphs, includesText: false)
    if dropsExpectedIncrement {
      // The + is the last icon: its circle and two bars.
      expected.removeLast(min(3, expected.count))
    }
    let size = Size(
      width: Double(gtk_widget_get_width(root)), height: Double(gtk_widget_get_height(root)))
    guard let shown = PixelReader.image(of: root) else { return ("none", "drawing:no-snapshot") }
    guard let canvas = try? OffscreenCanvas(size: size), (try? canvas.draw(expected)) != nil,
      let core = try? canvas.image()
    else { return ("none", "drawing:no-canvas") }
    guard let difference = shown.difference(from: core, threshold: channelTolerance) else {
      return ("none", "drawing:size-\(shown.width)x\(shown.height)")
    }
    let over = difference.pixelsOverThreshold
    guard over > 0 else { return ("0", nil) }
    return (
      "\(over)",
      "drawing:\(over)-differ-"
        + PixelReader.firstDifference(shown, core, tolerance: channelTolerance)
    )
  }

  /// Runs the main loop until `condition` holds (true) or ``settleLimit`` passes (false).
  private static func settle(_ condition: () -> Bool) -> Bool {
    MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5),
      done: condition)
  }
}
#endif
