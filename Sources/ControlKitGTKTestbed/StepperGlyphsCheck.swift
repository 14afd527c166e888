#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitTesting
import Glibc

/// `--stepper-glyphs-check`: a mapped `GTKStepper` whose ``GTKStepper/buttonGlyphs`` are the
/// app's images (two PNG files written here: a red square for −, a green disc for +) draws them
/// at the core's icon frames, as the core's list says (`StepperDrawing` with those glyphs,
/// rendered by Cairo), and no longer the drawn circles and bars.
///
/// Prints one `stepper-glyphs-check ...` line: the pixels over the tolerance against the core's
/// list with the images (`pixels-over`, must be 0) and against the drawn icons
/// (`drawn-pixels-over`, must not be 0), and the colour at the centre of each icon frame.
@MainActor
enum StepperGlyphsCheck {
  static let settleLimit: Duration = .seconds(10)

  static func run() -> Bool {
    MainQueueBridge.install()
    let folder = String(cString: g_get_tmp_dir()) + "/controlkit-glyphs-\(getpid())"
    mkdir(folder, 0o700)
    defer {
      unlink(folder + "/minus.png")
      unlink(folder + "/plus.png")
      rmdir(folder)
    }
    guard
      let minus = writeImage(
        folder + "/minus.png", .roundedRect(square, cornerRadius: 0, fill: red, stroke: nil)),
      let plus = writeImage(folder + "/plus.png", .ellipse(square, fill: green, stroke: nil))
    else {
      emit("stepper-glyphs-check images=unwritable passed=false")
      return false
    }
    let window: UnsafeMutablePointer<GtkWidget> = gtk_window_new()
    let stepper = GTKStepper(value: 5, host: VirtualHost())
    defer {
      gtk_window_destroy(ck_window(window))
      while g_main_context_iteration(nil, 0) != 0 {}
    }
    stepper.buttonGlyphs = .images(decrement: minus, increment: plus)
    guard let root = stepper.widget else { return false }
    gtk_window_set_child(ck_window(window), root)
    gtk_window_set_resizable(ck_window(window), 0)
    gtk_window_present(ck_window(window))
    let mapped = MainLoopRunner.run(
      until: GTKControlHost.currentInstant().advanced(by: settleLimit), poll: .milliseconds(5)
    ) { gtk_widget_get_mapped(root) != 0 && stepper.paintCount > 0 }
    let layout = StepperLayout.layout(
      bounds: Rect(
        x: 0, y: 0, width: Double(gtk_widget_get_width(root)),
        height: Double(gtk_widget_get_height(root))),
      style: stepper.style)
    let minusCentre = PixelReader.pixel(of: root, at: layout.decrementIcon.center)
    let plusCentre = PixelReader.pixel(of: root, at: layout.incrementIcon.center)
    let images = StepperLayoutFixtureCheck.comparePixels(stepper, root, layout: layout)
    // The same pixels against the core's drawn icons: they must differ.
    let drawnList = StepperLayoutFixtureCheck.comparePixels(
      stepper, root, layout: layout, expectedGlyphs: .drawn)
    let close = { (pixel: RGBA?, colour: RGBA) in
      pixel.map { abs($0.red - colour.red) + abs($0.green - colour.green) < 0.05 } ?? false
    }
    let passed =
      mapped && images.difference == nil && images.over == "0" && drawnList.difference != nil
      && close(minusCentre, red) && close(plusCentre, green)
    emit(
      "stepper-glyphs-check mapped=\(mapped) pixels-over=\(images.over) "
        + "mismatches=\(images.difference ?? "none") drawn-pixels-over=\(drawnList.over) "
        + "minus-centre=\(describe(minusCentre)) plus-centre=\(describe(plusCentre)) "
        + "passed=\(passed)")
    return passed
  }

  private static let square = Rect(x: 0, y: 0, width: 56, height: 56)
  private static let red = RGBA(red: 0.9, green: 0.1, blue: 0.1)
  private static let green = RGBA(red: 0.1, green: 0.7, blue: 0.2)

  /// Draws `command` on a 56 × 56 canvas, writes it to `path` as PNG, and reads its reference.
  private static func writeImage(_ path: String, _ command: DrawCommand) -> ImageReference? {
    guard let canvas = try? OffscreenCanvas(size: square.size),
      (try? canvas.draw([command])) != nil,
      let image = try? canvas.image(), (try? image.writePNG(to: path)) != nil
    else { return nil }
    return ImageReference(pngFile: path)
  }

  /// "r,g,b" in bytes, or "none".
  private static func describe(_ pixel: RGBA?) -> String {
    guard let pixel else { return "none" }
    return [pixel.red, pixel.green, pixel.blue].map { "\(Int(($0 * 255).rounded()))" }
      .joined(separator: ",")
  }
}
#endif
