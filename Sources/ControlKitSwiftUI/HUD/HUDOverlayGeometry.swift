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
/// on at most two lines, the Cancel button under it): nothing here re-derives a size or a rule.
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
  /// The Cancel button's frame while it takes presses (``ControlKit/HUDState/hitsCancelButton(at:layout:)``
  /// can be true: a cancellable task is presented), nil otherwise.
  let cancelButton: CGRect?
  /// The area whose touches the HUD takes from the views under it
  /// (``ControlKit/HUDState/blockedArea(layout:)``: the policy's, at least the box while a Cancel
  /// button shows), nil while it takes none.
  let blockedArea: CGRect?

  /// The geometry of `state`'s displayed content in a container of `size`, or nil while the HUD
  /// has shown nothing yet.
  init?(
    state: HUDState, cancelTitle: String, container size: CGSize, safeArea: Insets,
    direction: WritingDirection, style: HUDStyle, measure: some TextMeasuring
  ) {
    guard let content = state.displayedContent else { return nil }
    let layout = HUDLayout(
      content: content,
      container: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
      safeArea: safeArea, direction: direction, style: style, cancelTitle: cancelTitle,
      measure: measure)
    self.layout = layout
    box = layout.box.cgRect
    cornerRadius = CGFloat(layout.cornerRadius)
    indicator = layout.indicator?.cgRect
    title = layout.title?.cgRect
    cancelButton = state.cancellableToken == nil ? nil : layout.cancelButton?.cgRect
    blockedArea = state.blockedArea(layout: layout)?.cgRect
  }

  /// `rect` in the box's own coordinates (origin at the box's top left).
  func inBox(_ rect: CGRect) -> CGRect {
    rect.offsetBy(dx: -box.minX, dy: -box.minY)
  }
}
#endif
