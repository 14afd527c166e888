import ControlKit
import ControlKitTesting
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The arc rows of the conformance matrix (`ArcConformanceFixture`, issue 44) on SwiftUI: the
/// view's model is put in each row's state on the virtual clock, its animation run to the end,
/// and what `ArcStepperContent` draws is compared with the core's `ArcStepperDrawing` for the
/// same state: its canvas's renderer, called over the stub's recording `CGContext`, must make
/// the renderer's calls for the core's list without its text (track, progress, the drag thumb,
/// the focus ring: every path, colour, width and cap), and `ArcPartsLayout` must place the label
/// at the core's label frame (mirrored as SwiftUI mirrors) in the core's font and colour.
///
/// A difference is written to the matrix, which fails on any not listed in
/// `Checks/conformance-exceptions.tsv`; this suite also fails on one.
@MainActor
@Suite("ArcStepperView: the core's drawing, row by row")
struct ArcConformanceTests {
  @Test(arguments: ArcConformanceFixture.all)
  func theViewsPartsAreTheCoresDrawing(_ row: ArcConformanceFixture) throws {
    let host = VirtualHost()
    let model = ArcStepperViewModel(value: 5, count: 10, host: host)
    let bounds = Rect(x: 0, y: 0, width: 160, height: 160)
    row.apply(to: model.driver, in: bounds)
    var frames = 0
    while host.isTickingFrames, frames < 600 {
      host.advance(by: .milliseconds(16))
      frames += 1
    }
    let state = model.driver.state
    #expect(state.currentStep == row.value && !host.isTickingFrames, "\(row)")
    #expect(state.isDragging == row.isDragging && state.isFocused == row.isFocused, "\(row)")

    let measurer = FixedAdvanceTextMeasurer()
    let commands = ArcConformanceFixture.expectedCommands(
      for: state, measure: measurer, at: host.now)
    // Where the view's layout puts the label (SwiftUI mirrors x in right to left).
    let layout = ArcPartsLayout(
      configuration: state.configuration, label: state.labelText, measurer: measurer)
    let proxies = (0..<2).map { _ in LayoutSubview(size: .zero) }
    var cache: Void = ()
    layout.placeSubviews(
      in: bounds.cgRect, proposal: ProposedViewSize(bounds.cgRect.size),
      subviews: LayoutSubviews(
        proxies, layoutDirection: row.direction == .rightToLeft ? .rightToLeft : .leftToRight),
      cache: &cache)
    let placed = try #require(proxies[1].placement.last)
    let labelCentre = Point(
      x: row.direction == .rightToLeft
        ? bounds.minX + bounds.maxX - Double(placed.position.x) : Double(placed.position.x),
      y: Double(placed.position.y))

    var differences: [String?] = []
    let drawing = ArcStepperContent.drawing(
      of: state, labelled: state.configuration, measurer: measurer, theme: .light, at: host.now)
    differences.append(
      firstDifference(
        drawn: drawnCalls(CommandCanvas(commands: ArcStepperContent.ring(drawing))),
        core: renderedCalls(withoutText(commands))))
    let label = ArcStepperContent.label(drawing, state: state, labelled: state.configuration)
    for case .text(let box) in commands {
      differences.append(
        ConformanceRow.difference(
          "label centre", shown: labelCentre, core: Point(x: box.frame.midX, y: box.frame.midY)))
      differences.append(ConformanceRow.difference("label", shown: label.text, core: box.text))
      differences.append(ConformanceRow.difference("label font", shown: label.font, core: box.font))
      differences.append(
        ConformanceRow.difference("label colour", shown: label.color, core: box.color))
    }
    #expect(differences.compactMap { $0 }.isEmpty, "\(row)")
    ConformanceRow.record("SwiftUI", "arc \(row.name)", differences: differences.compactMap { $0 })
  }
}
