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
    self.layout = layout
    box = layout.box.cgRect
    cornerRadius = CGFloat(layout.cornerRadius)
    indicator = layout.indicator?.cgRect
    title = layout.title?.cgRect
    details = layout.details?.cgRect
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

  /// The commands of the core's drawing list (``ControlKit/HUDDrawing``) that the overlay's
  /// canvas draws: the progress ring, bar or pie, the status glyphs (a check mark, a cross or an
  /// "i" in a circle) and the Cancel button's outline, in the container's coordinates.
  ///
  /// Left to native views: the dimming and the box (``HUDOverlayLook``: the box may be the
  /// system's material), the text (`Text` and the Cancel `Button`, for VoiceOver and Dynamic
  /// Type), the spinner (SwiftUI's own `ProgressView`, ``ControlKit/HUDSpinnerSource/platform``)
  /// and the app's image (an `Image` from its asset catalog).
  static func canvasCommands(_ commands: [DrawCommand], layout: HUDLayout) -> [DrawCommand] {
    HUDDrawing.withoutNativeViews(commands, layout: layout)
  }

  /// `rect` in the box's own coordinates (origin at the box's top left).
  func inBox(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: -box.minX, dy: -box.minY)
  }
}
#endif
