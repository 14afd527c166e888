#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// Where ``HUDOverlay`` places each part of the HUD, in its container's coordinates (origin at
/// the top left, whatever the layout direction): the core's ``ControlKit/HUDLayout`` of the
/// displayed content with the core's ``ControlKit/HUDStyle``, and the touches the core's
/// ``ControlKit/HUDState`` blocks.
///
/// SwiftUI places the views, but at these frames, so the same content gives the same box as
/// UIKit's `LoadingHUD` and `GTKHUD` (padding 30 × 15, corner radius 5, spacing 10, the title
/// on at most two lines, the details line under it, the Cancel button under them; the style's
/// placement, minimum size and square box): nothing here re-derives a size or a rule.
struct HUDOverlayGeometry: Equatable {
  /// The core's layout the frames come from.
  let layout: HUDLayout
  /// The rounded box.
  let box: CGRect
  /// The box's corner radius.
  let cornerRadius: CGFloat
  /// The indicator's frame (spinner, ring, symbol, image or the app's view), nil for text only.
  let indicator: CGRect?
  /// The title's frame (its text centred in it, at most ``ControlKit/HUDStyle/maximumTitleLines``
  /// lines), nil without a title.
  let title: CGRect?
  /// The details line's frame (its text centred in it, at most
  /// ``ControlKit/HUDStyle/maximumDetailsLines`` lines, in ``ControlKit/HUDStyle/detailsFont``),
  /// nil without details.
  let details: CGRect?
  /// The filled part of a progress bar (``ControlKit/HUDProgressStyle/bar``; its outline is
  /// ``indicator``): the core's drawing list's, inset from the outline and grown from the leading
  /// edge (the right in right-to-left), nil for every other indicator.
  let progressBarFill: CGRect?
  /// The disc a progress pie's sector fills (``ControlKit/HUDProgressStyle/pie``; its outline is
  /// the ring at ``indicator``): the core's drawing list's, inside the outline and a gap of one
  /// line, nil for every other indicator.
  let pieDisc: CGRect?
  /// The Cancel button's frame while it takes presses (``ControlKit/HUDState/hitsCancelButton(at:layout:)``
  /// can be true: a cancellable task is presented), nil otherwise.
  private(set) var cancelButton: CGRect?
  /// The area whose touches the HUD takes from the views under it
  /// (``ControlKit/HUDState/blockedArea(layout:)``: the policy's, at least the box while a Cancel
  /// button shows), nil while it takes none.
  private(set) var blockedArea: CGRect?

  /// The geometry of `layout` (the core's layout of `state`'s displayed content), with the
  /// touches of `state`.
  init(layout: HUDLayout, state: HUDState) {
    let content = layout.content
    self.layout = layout
    box = layout.box.cgRect
    cornerRadius = CGFloat(layout.cornerRadius)
    indicator = layout.indicator?.cgRect
    title = layout.title?.cgRect
    details = layout.details?.cgRect
    // The bar's fill and the pie's disc are read from the core's drawing list, so nothing here
    // re-derives an inset or a radius.
    var barFill: Rect?
    var disc: Rect?
    if layout.indicator != nil, case .progress = content.indicator,
      content.progressStyle != .ring
    {
      for command in HUDDrawing.drawing(layout, theme: .light) {
        switch command {
        case .roundedRect(let rect, _, fill: .some, stroke: nil)
        where content.progressStyle == .bar && rect != layout.box && barFill == nil:
          barFill = rect
        case .arc(let center, let radius, _, _, let stroke)
        where content.progressStyle == .pie && disc == nil:
          // An arc as thick as its radius: the sector of the disc it sweeps.
          let outer = radius + stroke.width / 2
          disc = Rect(
            x: center.x - outer, y: center.y - outer, width: 2 * outer, height: 2 * outer)
        default: break
        }
      }
    }
    progressBarFill = barFill?.cgRect
    pieDisc = disc?.cgRect
    cancelButton = nil
    blockedArea = nil
    applyTouches(of: state)
  }

  /// The same frames with the touches of `state` (whose displayed content is
  /// ``layout``'s): what changes without a new layout while the box shows, fades or hides.
  func showing(_ state: HUDState) -> HUDOverlayGeometry {
    var geometry = self
    geometry.applyTouches(of: state)
    return geometry
  }

  /// Takes the Cancel button's frame and the blocked area from `state` (the dimming is the
  /// presentation's, ``HUDOverlayLook/dimming``).
  private mutating func applyTouches(of state: HUDState) {
    cancelButton = state.cancellableToken == nil ? nil : layout.cancelButton?.cgRect
    blockedArea = state.blockedArea(layout: layout)?.cgRect
  }

  /// `rect` in the box's own coordinates (origin at the box's top left).
  func inBox(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: -box.minX, dy: -box.minY)
  }
}
#endif
