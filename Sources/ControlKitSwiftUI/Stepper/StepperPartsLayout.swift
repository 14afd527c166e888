#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The SwiftUI `Layout` of a ``StepperView``'s parts: it asks the core's ``StepperLayout`` for
/// its size and for every part's frame, so − field + sit where they sit on UIKit and GTK (cart
/// mode's field widening over the hidden −, the touch areas, the style's sizes).
///
/// Its subviews are, in order, the − button, the field (or the edit bar's label) and the +
/// button; without a field (`hasField` false: the titled edit bar's − +) the − and + touch areas
/// of a style with no field width. Each button subview is its touch area (the icon centred in
/// it), so it is placed at the touch-area frame.
///
/// Frames are asked for left to right: SwiftUI mirrors a custom layout's placements itself in a
/// right-to-left environment ("SwiftUI horizontally flips the x position of each view within its
/// parent", <https://developer.apple.com/documentation/swiftui/layoutsubviews/layoutdirection>),
/// and the core's right-to-left layout is exactly that mirror (``StepperLayout``), so asking the
/// core for right to left here would mirror twice.
struct StepperPartsLayout: Layout {
  /// The sizes, already scaled for the text size.
  let style: StepperStyle
  /// What the stepper shows now: in cart mode at the minimum − is hidden and the field takes
  /// its place.
  let presentation: StepperPresentation
  /// Whether a field (or label) sits between − and +.
  var hasField = true

  /// The style the core lays out: without a field, no field width.
  private var partsStyle: StepperStyle {
    guard !hasField else { return style }
    var style = style
    style.fieldWidth = 0
    return style
  }

  /// The size the core asks for: its natural size (two touch areas and the field).
  var naturalSize: CGSize {
    let size = partsStyle.naturalSize
    return CGSize(width: size.width, height: size.height)
  }

  /// The core's frames in `bounds`, left to right (see the type's comment on direction).
  func layout(in bounds: CGRect) -> StepperLayout {
    StepperLayout.layout(
      bounds: Rect(
        x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width),
        height: Double(bounds.height)),
      style: partsStyle, isDecrementHidden: presentation.isDecrementHidden)
  }

  /// Each subview's frame, in the subviews' order: − touch area, field (when there is one), +
  /// touch area.
  func frames(in bounds: CGRect) -> [Rect] {
    let layout = layout(in: bounds)
    return hasField
      ? [layout.decrementTouchArea, layout.field, layout.incrementTouchArea]
      : [layout.decrementTouchArea, layout.incrementTouchArea]
  }

  /// The part sizes at the natural size, for the subviews' own frames.
  var naturalFrames: [Rect] {
    frames(in: CGRect(origin: .zero, size: naturalSize))
  }

  /// The core's drawing of the parts (``ControlKit/StepperDrawing``) in `size` (the canvas's, which
  /// is the layout's: its natural size), which a ``CommandCanvas`` behind them draws: the field's
  /// fill, border and focus ring, − and + (grey when they cannot be used, − absent in cart mode at
  /// the minimum), less the text and caret the `TextField` shows itself.
  ///
  /// - Parameters:
  ///   - size: The size of the canvas, which covers the parts.
  ///   - theme: The environment's colour scheme.
  ///   - direction: The environment's direction: the canvas is not mirrored, so a right-to-left
  ///     list is the core's own mirrored layout, the mirror SwiftUI applies to the placements.
  ///   - drawsField: False for the edit bar labelled by the app's view: only − and + are drawn
  ///     around it (a stepper without a field draws none either).
  ///   - decrementEnabled: Whether − shows enabled (the edit bar's nil closure greys it).
  ///   - incrementEnabled: Whether + shows enabled.
  ///   - glyphs: The core's icons, or the app's images (``StepperButtonImages``).
  /// - Returns: The commands, without the shake: the view moves as a whole by the core's
  ///   offset.
  func drawing(
    in size: Size, theme: Theme, direction: WritingDirection, drawsField: Bool = true,
    decrementEnabled: Bool, incrementEnabled: Bool, glyphs: StepperButtonGlyphs = .drawn
  ) -> [DrawCommand] {
    var layout = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: size.width, height: size.height),
      style: partsStyle, direction: direction,
      isDecrementHidden: presentation.isDecrementHidden)
    if !drawsField { layout.field = .zero }
    var shown = presentation
    shown.shakeOffset = 0
    shown.isDecrementEnabled = decrementEnabled
    shown.isIncrementEnabled = incrementEnabled
    shown.isEnabled = presentation.isEnabled
    let commands = StepperDrawing.drawing(
      presentation: shown, layout: layout, style: partsStyle, theme: theme, glyphs: glyphs)
    return StepperDrawing.withoutFieldText(commands, isEditing: shown.isEditing)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    naturalSize
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for (subview, frame) in zip(subviews, frames(in: bounds)) {
      subview.place(
        at: CGPoint(x: frame.minX, y: frame.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: frame.width, height: frame.height))
    }
  }
}
#endif
