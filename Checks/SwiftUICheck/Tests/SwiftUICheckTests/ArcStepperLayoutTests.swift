import ControlKit
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The arc stepper's `Layout` (`ArcPartsLayout`) on SwiftUI: its ideal size is the core's
/// natural size, the two rings get the whole bounds, and the label is centred on the core's
/// `labelFrame` and proposed its size (so a long label is as wide as the inside of the stroke, as
/// on UIKit and GTK), in either direction (SwiftUI mirrors x positions within the bounds; the
/// label frame is centred, so it stays).
@Suite("ArcStepperView layout: the label in the core's frame")
struct ArcStepperLayoutTests {
  /// The label is measured by the engine that draws its `Text`, Core Text (issue 46), not the
  /// fixed-advance stand-in for headless layout.
  @MainActor
  @Test func theLabelIsMeasuredWithCoreText() {
    #expect(ArcStepperContent.labelMeasurer is CoreTextMeasurer)
  }

  @Test func theIdealSizeIsTheCoresNaturalSize() {
    let layout = ArcPartsLayout(
      configuration: .article, label: "5/10", measurer: FixedAdvanceTextMeasurer())
    var cache: Void = ()
    let ideal = layout.sizeThatFits(
      proposal: .unspecified, subviews: LayoutSubviews([]), cache: &cache)
    #expect(Double(ideal.width) == ArcStepperLayout.naturalSize.width)
    #expect(Double(ideal.height) == ArcStepperLayout.naturalSize.height)
    let proposed = layout.sizeThatFits(
      proposal: ProposedViewSize(width: 120, height: 90), subviews: LayoutSubviews([]),
      cache: &cache)
    #expect(proposed == CGSize(width: 120, height: 90))
  }

  @Test(
    arguments: ["5/10", "Ten thousand out of ten thousand"],
    [WritingDirection.leftToRight, .rightToLeft])
  func theLabelIsCentredInTheCoresLabelFrame(_ label: String, direction: WritingDirection)
    throws
  {
    let measurer = FixedAdvanceTextMeasurer()
    let layout = ArcPartsLayout(configuration: .article, label: label, measurer: measurer)
    let bounds = CGRect(x: 10, y: 20, width: 160, height: 140)
    let proxies = (0..<3).map { _ in LayoutSubview(size: .zero) }
    var cache: Void = ()
    layout.placeSubviews(
      in: bounds, proposal: ProposedViewSize(bounds.size),
      subviews: LayoutSubviews(
        proxies, layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight),
      cache: &cache)
    let expected = ArcStepperLayout(
      bounds: Rect(x: 10, y: 20, width: 160, height: 140), configuration: .article, label: label,
      measure: measurer, direction: direction
    ).labelFrame
    let placed = try #require(proxies[2].placement.last)
    #expect(proxies.allSatisfy { $0.placement.count == 1 })
    #expect(placed.anchor == .center)
    // SwiftUI's mirroring in right to left: x → minX + maxX − x (a centre point has no width).
    let x =
      direction == .rightToLeft
      ? bounds.minX + bounds.maxX - placed.position.x : placed.position.x
    #expect(Double(x) == expected.midX)
    #expect(Double(placed.position.y) == expected.midY)
    #expect(placed.proposal == ProposedViewSize(width: expected.width, height: expected.height))
    for ring in proxies.prefix(2) {
      #expect(ring.placement.last?.position == bounds.origin)
      #expect(ring.placement.last?.proposal == ProposedViewSize(bounds.size))
    }
  }
}
