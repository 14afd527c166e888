import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// The arc rows of the conformance matrix (`ArcConformanceFixture`, issue 44) on UIKit: the
/// control is put in each row's state, its animation run to the end on the virtual clock, and
/// what its layers and label show is compared with the core's `ArcStepperDrawing` for the same
/// state, command by command: the track's width, the progress stroke's end, the drag thumb, the
/// focus ring, the label's frame, text, size, weight and colour, and the disabled fade.
///
/// The stub's `CGColor` keeps no components, so the ring layers' colours are not compared here.
/// A difference is written to the matrix, which fails on any not listed in
/// `Checks/conformance-exceptions.tsv`; this suite fails only when the row's state is not
/// reached.
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
    ConformanceRow.record(
      "UIKit", "arc \(row.name)", differences: Self.differences(arc, at: host.now))
  }

  /// Where what `arc` shows differs from the core's drawing of its state at `instant`.
  static func differences(_ arc: ArcStepperControl, at instant: ControlInstant) -> [String] {
    let state = arc.coreState
    let commands = ArcConformanceFixture.expectedCommands(
      for: state, measure: CoreTextMeasurer(), at: instant)
    let alpha = Double(arc.alpha)
    var differences: [String?] = []
    var arcs = 0
    var progressDrawn = false
    for command in commands {
      switch command {
      case .arc(_, _, _, let sweep, let stroke):
        arcs += 1
        let layer = arcs == 1 ? arc.trackLayer : arc.progressLayer
        differences.append(
          ConformanceRow.difference(
            arcs == 1 ? "track width" : "progress width", shown: Double(layer.lineWidth),
            core: stroke.width))
        if arcs == 2 {
          progressDrawn = true
          differences.append(
            ConformanceRow.difference(
              "progress end", shown: Double(arc.progressLayer.strokeEnd),
              core: sweep / state.geometry.signedSweep))
        }
        if arcs == 1 {
          // The core dims a disabled ring in its colours; UIKit fades the whole view.
          let opaque =
            (state.configuration.trackColor ?? ArcStepperPalette.standard(for: .light).trackColor)
            .alpha
          differences.append(
            ConformanceRow.difference(
              "opacity", shown: alpha, core: stroke.color.alpha / opaque))
        }
      case .ellipse(let rect, let fill, _):
        differences.append(
          fill != nil
            ? "thumb none vs core \(rect)" : "focus ring none vs core \(rect)")
      case .text(let box):
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
        var colour = box.color
        colour.alpha /= alpha > 0 ? alpha : 1
        differences.append(
          ConformanceRow.difference(
            "label colour", shown: components(arc.valueLabel.textColor, .light),
            core: components(colour)))
      default:
        differences.append("a command UIKit does not draw: \(command)")
      }
    }
    if !progressDrawn {
      differences.append(
        ConformanceRow.difference(
          "progress end", shown: Double(arc.progressLayer.strokeEnd), core: 0))
    }
    return differences.compactMap { $0 }
  }
}
