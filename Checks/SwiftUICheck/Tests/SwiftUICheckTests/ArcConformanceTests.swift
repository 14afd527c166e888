import ControlKit
import ControlKitTesting
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The arc rows of the conformance matrix (`ArcConformanceFixture`, issue 44) on SwiftUI: the
/// view's model is put in each row's state on the virtual clock, its animation run to the end,
/// and what `ArcStepperContent` gives its parts is compared with the core's `ArcStepperDrawing`
/// for the same state: `ArcPartsLayout` places the label at the core's label frame (mirrored as
/// SwiftUI mirrors), the progress `ArcShape` is given the core's presented fraction, and the
/// view draws a part for every command.
///
/// The stub does not render a view, so the parts are read where the view takes them: the
/// layout's placements and the model's presentation. The view draws three parts (the track, the
/// progress and the label); a thumb or focus ring command is a difference. A difference is
/// written to the matrix, which fails on any not listed in `Checks/conformance-exceptions.tsv`;
/// this suite fails only when the row's state is not reached.
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
    let proxies = (0..<3).map { _ in LayoutSubview(size: .zero) }
    var cache: Void = ()
    layout.placeSubviews(
      in: bounds.cgRect, proposal: ProposedViewSize(bounds.cgRect.size),
      subviews: LayoutSubviews(
        proxies, layoutDirection: row.direction == .rightToLeft ? .rightToLeft : .leftToRight),
      cache: &cache)
    let label = try #require(proxies[2].placement.last)
    let labelCentre = Point(
      x: row.direction == .rightToLeft
        ? bounds.minX + bounds.maxX - Double(label.position.x) : Double(label.position.x),
      y: Double(label.position.y))

    var differences: [String?] = []
    var arcs = 0
    var progressDrawn = false
    for command in commands {
      switch command {
      case .arc(_, _, _, let sweep, _):
        arcs += 1
        if arcs == 2 {
          progressDrawn = true
          differences.append(
            ConformanceRow.difference(
              "progress end", shown: model.driver.presentation.fraction,
              core: sweep / state.geometry.signedSweep))
        }
      case .ellipse(let rect, let fill, _):
        differences.append(
          fill != nil ? "thumb none vs core \(rect)" : "focus ring none vs core \(rect)")
      case .text(let box):
        differences.append(
          ConformanceRow.difference(
            "label centre", shown: labelCentre,
            core: Point(x: box.frame.midX, y: box.frame.midY)))
      default:
        differences.append("a command SwiftUI does not draw: \(command)")
      }
    }
    if !progressDrawn {
      differences.append(
        ConformanceRow.difference(
          "progress end", shown: model.driver.presentation.fraction, core: 0))
    }
    ConformanceRow.record("SwiftUI", "arc \(row.name)", differences: differences.compactMap { $0 })
  }
}
