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

  @Test func theShapesRunCounterClockwiseOnScreenFromTheMirroredStart() throws {
    let (model, _) = make(.rightToLeft)
    let geometry = model.driver.state.geometry
    let track = try #require(ArcShape(geometry: geometry, fraction: 1).arc)
    #expect(abs(track.startAngle - Double.pi / 4) < 1e-9)
    #expect(abs(track.endAngle - (Double.pi / 4 - 1.5 * Double.pi)) < 1e-9)
    #expect(track.clockwise, "SwiftUI's clockwise (y up) is counter-clockwise on screen")
    let half = try #require(ArcShape(geometry: geometry, fraction: 0.5).arc)
    #expect(abs(half.endAngle - (Double.pi / 4 - 0.75 * Double.pi)) < 1e-9)
    let ltr = try #require(
      ArcShape(geometry: make(.leftToRight).0.driver.state.geometry, fraction: 1).arc)
    #expect(!ltr.clockwise)
    #expect(ArcShape(geometry: geometry, fraction: 0).arc == nil)
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
