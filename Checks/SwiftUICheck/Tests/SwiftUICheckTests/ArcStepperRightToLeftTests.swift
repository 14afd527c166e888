import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// Issue 37, item 3: the SwiftUI arc stepper passes `\.layoutDirection` to the core, draws the
/// mirrored ring the core lays out, and maps Left and Right by direction.
@MainActor
@Suite("Arc stepper right to left")
struct ArcStepperRightToLeftTests {
  /// A model at 5 of 10 laid out at 100 × 100 (radius 40 around (50, 50)) in `direction`.
  func make(_ direction: LayoutDirection) -> (ArcStepperViewModel, Box) {
    let model = ArcStepperViewModel(value: 5, count: 10, host: VirtualHost())
    let box = Box()
    model.writeBinding = { box.steps.append($0) }
    model.driver.direction = WritingDirection(direction)
    model.boundsChanged(CGSize(width: 100, height: 100))
    return (model, box)
  }

  final class Box {
    var steps: [Int] = []
  }

  @Test func theEnvironmentsDirectionReachesTheCore() {
    let environment = ControlEnvironment(
      layoutDirection: .rightToLeft, colorScheme: .light, dynamicTypeSize: .large,
      reduceMotion: false, locale: Locale(identifier: "he_IL"))
    #expect(environment.direction == .rightToLeft)
    let (model, _) = make(.rightToLeft)
    #expect(model.driver.state.direction == .rightToLeft)
    #expect(make(.leftToRight).0.driver.state.direction == .leftToRight)
  }

  @Test func aDragOnTheRightSetsTheMirroredStep() {
    // 3 o'clock: 45° along the mirrored arc (step 2); 225° along left to right (step 8).
    let (rtl, rtlBox) = make(.rightToLeft)
    rtl.drag(to: CGPoint(x: 90, y: 50))
    rtl.release(at: CGPoint(x: 90, y: 50))
    #expect(rtlBox.steps == [2])
    let (ltr, ltrBox) = make(.leftToRight)
    ltr.drag(to: CGPoint(x: 90, y: 50))
    #expect(ltrBox.steps == [8])
  }

  /// The canvas draws the core's mirrored ring as it says: from π/4 counter-clockwise on screen
  /// (Core Graphics' `clockwise` is y-up, so `true`), left to right clockwise (`false`).
  @Test func theRingRunsCounterClockwiseOnScreenFromTheMirroredStart() throws {
    func arcs(_ direction: LayoutDirection) -> [CGContextCall] {
      let (model, _) = make(direction)
      let state = model.driver.state
      let commands = ArcStepperContent.drawing(
        of: state, labelled: state.configuration, measurer: FixedAdvanceTextMeasurer(),
        theme: .light, at: model.driver.host.now)
      return drawnCalls(CommandCanvas(commands: ArcStepperContent.ring(commands))).filter {
        if case .addArc = $0 { return true }
        return false
      }
    }
    let mirrored = arcs(.rightToLeft)
    guard case .addArc(_, _, let start, let end, let clockwise) = try #require(mirrored.first)
    else { return }
    #expect(abs(start - Double.pi / 4) < 1e-9)
    #expect(abs(end - (Double.pi / 4 - 1.5 * Double.pi)) < 1e-9)
    #expect(clockwise, "Core Graphics' clockwise (y up) is counter-clockwise on screen")
    guard case .addArc(_, _, _, _, let ltr) = try #require(arcs(.leftToRight).first) else { return }
    #expect(!ltr)
  }

  @Test func leftAndRightFollowTheDirectionUpAndDownDoNot() {
    #expect(ArcKeyModifier.key(for: .leftArrow, direction: .rightToLeft) == .up)
    #expect(ArcKeyModifier.key(for: .rightArrow, direction: .rightToLeft) == .down)
    #expect(ArcKeyModifier.key(for: .upArrow, direction: .rightToLeft) == .up)
    #expect(ArcKeyModifier.key(for: .downArrow, direction: .rightToLeft) == .down)
    #expect(ArcKeyModifier.key(for: .leftArrow) == .down)
    #expect(ArcKeyModifier.key(for: .rightArrow) == .up)
  }
}
