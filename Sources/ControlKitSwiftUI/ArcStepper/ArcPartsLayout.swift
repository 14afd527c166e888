#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The SwiftUI `Layout` of an arc stepper's parts: it asks the core's ``ArcStepperLayout`` where
/// the label goes, so the label sits in the core's `labelFrame` (centred on the ring, no wider
/// than the inside of the stroke, as on UIKit and GTK) rather than wherever SwiftUI centres it.
///
/// Its subviews are, in order, the canvas and the label. The canvas draws the core's drawing list
/// (track, progress, thumb, focus ring) in the container's coordinates, so it gets the whole
/// bounds; the label is proposed the label frame's size and centred on its centre. Its ideal size
/// is the core's ``ArcStepperLayout/naturalSize``.
///
/// The label frame is asked for left to right: it is centred on the ring, so SwiftUI's mirroring
/// of placements in a right-to-left environment leaves it where it is (the rings mirror through
/// the core's geometry, see `CommandCanvas`).
struct ArcPartsLayout: Layout {
  /// The configuration the label is laid out with (its font size at the text size shown).
  let configuration: ArcStepperConfiguration
  /// The label's text ("5/10").
  let label: String
  /// Measures the label, as the core's layout does on every front-end.
  let measurer: any TextMeasuring

  /// The core's layout in `bounds`.
  func layout(in bounds: CGRect) -> ArcStepperLayout {
    ArcStepperLayout(
      bounds: Rect(
        x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width),
        height: Double(bounds.height)),
      configuration: configuration, label: label, measure: measurer)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let natural = ArcStepperLayout.naturalSize
    return proposal.replacingUnspecifiedDimensions(
      by: CGSize(width: natural.width, height: natural.height))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let labelFrame = layout(in: bounds).labelFrame
    for (index, subview) in subviews.enumerated() {
      if index == subviews.count - 1 {
        subview.place(
          at: CGPoint(x: labelFrame.midX, y: labelFrame.midY), anchor: .center,
          proposal: ProposedViewSize(width: labelFrame.width, height: labelFrame.height))
      } else {
        subview.place(
          at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
      }
    }
  }
}
#endif
