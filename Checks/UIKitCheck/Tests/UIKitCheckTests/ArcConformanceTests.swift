import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// The arc rows of the conformance matrix (`ArcConformanceFixture`, issue 44) on UIKit: the
/// control is put in each row's state, its animation run to the end on the virtual clock, and
/// what it draws is compared with the core's `ArcStepperDrawing` for the same state: the ring
/// view's `draw(_:)`, recorded by the stub `CGContext` (every path, colour, line width and cap:
/// track, progress, the drag thumb, the focus ring), must be the renderer's calls for the core's
/// list without its text; the label must sit at the core's label frame with its text, size,
/// weight and colour (the disabled fade included: the core's colours carry it).
///
/// A difference is written to the matrix, which fails on any not listed in
/// `Checks/conformance-exceptions.tsv`; this suite also fails on one.
@MainActor
@Suite("ArcStepperControl: the core's drawing, row by row")
struct ArcConformanceTests {
  @Test(arguments: ArcConformanceFixture.all)
  func theControlShowsTheCoresDrawing(_ row: ArcConformanceFixture) {
    let host = VirtualHost()
    let arc = DirectionalArcStepper(
      configuration: .article, label: "Volume", language: .english, host: host)
    arc.locale = Locale(identifier: "en_US_POSIX")
    arc.direction = row.direction == .rightToLeft ? .rightToLeft : .leftToRight
    arc.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
    arc.layoutSubviews()
    row.apply(to: arc.driver, in: Rect(arc.bounds))
    var frames = 0
    while host.isTickingFrames, frames < 600 {
      host.advance(by: .milliseconds(16))
      frames += 1
    }
    let state = arc.coreState
    #expect(state.currentStep == row.value && !host.isTickingFrames, "\(row)")
    #expect(state.isDragging == row.isDragging && state.isFocused == row.isFocused, "\(row)")
    #expect(state.direction == row.direction, "\(row)")
    let differences = Self.differences(arc, at: host.now)
    #expect(differences.isEmpty, "\(row): \(differences)")
    ConformanceRow.record("UIKit", "arc \(row.name)", differences: differences)
  }

  /// Where what `arc` shows differs from the core's drawing of its state at `instant`.
  static func differences(_ arc: ArcStepperControl, at instant: ControlInstant) -> [String] {
    let state = arc.coreState
    let commands = ArcConformanceFixture.expectedCommands(
      for: state, measure: CoreTextMeasurer(), at: instant)
    var differences: [String?] = []
    let drawn = recordedDrawing(of: arc.ringView)
    let expected = renderedCalls(
      commands.filter {
        if case .text = $0 { return false }
        return true
      })
    differences.append(firstDifference(drawn: drawn, core: expected))
    for case .text(let box) in commands {
      differences.append(
        ConformanceRow.difference(
          "label frame", shown: Rect(arc.valueLabel.frame), core: box.frame))
      differences.append(
        ConformanceRow.difference("label", shown: arc.valueLabel.text ?? "", core: box.text))
      let expectedFont = UIFont.systemFont(box.font)
      differences.append(
        ConformanceRow.difference(
          "label size", shown: arc.valueLabel.font.pointSize, core: expectedFont.pointSize))
      differences.append(
        ConformanceRow.difference(
          "label weight", shown: arc.valueLabel.font.recordedWeight,
          core: expectedFont.recordedWeight))
      differences.append(
        ConformanceRow.difference(
          "label colour", shown: components(arc.valueLabel.textColor, .light),
          core: components(box.color)))
    }
    differences.append(ConformanceRow.difference("opacity", shown: arc.alpha, core: 1))
    return differences.compactMap { $0 }
  }
}
