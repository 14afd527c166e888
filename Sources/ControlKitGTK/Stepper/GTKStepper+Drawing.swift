#if GTK
import CGtk
import ControlKit
import ControlKitCairo

extension GTKStepper {
  /// Draws the core's lists of every stepper (no image directory: an image's name is a PNG
  /// file's path, absolute or relative to the working directory, `ImageReference(pngFile:)`).
  static let renderer = CairoRenderer()

  /// The list the root paints under its parts for a root of `width` × `height` points: the
  /// core's ``ControlKit/StepperDrawing`` for the presentation on screen, in the parts' layout
  /// and the resolved theme's palette, without the text and caret (the field, a GtkText, draws
  /// them itself, with GTK's selection and input methods).
  func drawnCommands(width: Double, height: Double) -> [DrawCommand] {
    StepperDrawing.drawing(
      presentation: appliedPresentation ?? driver.presentation,
      layout: partsLayout(width: width, height: height), style: style, theme: resolvedTheme,
      measure: CommandDrawingArea.textMeasurer, glyphs: buttonGlyphs, includesText: false)
  }

  /// Paints ``drawnCommands(width:height:)`` into `snapshot` with Cairo, on a surface wide
  /// enough for the shake to carry the icons past the root's edges.
  func paint(into snapshot: OpaquePointer, width: Double, height: Double) {
    paintCount += 1
    let commands = drawnCommands(width: width, height: height)
    let reach = abs(layoutShakeOffset).rounded(.up)
    var bounds = graphene_rect_t(
      origin: graphene_point_t(x: Float(-reach), y: 0),
      size: graphene_size_t(width: Float(width + 2 * reach), height: Float(height)))
    guard let context = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
    Self.renderer.draw(commands, in: context, scale: 1)
    cairo_destroy(context)
  }

  /// What of a presentation the root paints, besides the text: when it changes, the root is
  /// queued for a new paint (a value change alone repaints only the field's text).
  static func paintsDifferently(_ old: StepperPresentation?, _ new: StepperPresentation) -> Bool {
    guard let old else { return true }
    return old.showsDecrementEnabled != new.showsDecrementEnabled
      || old.showsIncrementEnabled != new.showsIncrementEnabled
      || old.isDecrementHidden != new.isDecrementHidden || old.isEditing != new.isEditing
      || old.shakeOffset != new.shakeOffset
  }
}

/// `CkDrawnBoxDrawFunc` of the stepper's root: paints its stepper's list (nothing once the
/// stepper is gone).
func stepperRootDraw(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ snapshot: OpaquePointer?, _ width: gint,
  _ height: gint
) {
  guard let snapshot, width > 0, height > 0 else { return }
  let key = Int(bitPattern: widget)
  // GTK snapshots on the main thread; the snapshot is valid for this call only.
  nonisolated(unsafe) let target = snapshot
  MainActor.assumeIsolated {
    StepperRootLayout.stepper(ofKey: key)?.paint(
      into: target, width: Double(width), height: Double(height))
  }
}
#endif
