import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// The stepper rows of the conformance matrix (`StepperLayoutFixture`, issue 44) on UIKit: after
/// `layoutSubviews`, the field and the − and + buttons sit exactly where the core's
/// `StepperLayout` puts the field and the icons for the same bounds, style, cart mode and
/// direction; and a press hit-tests through the same frames (in cart mode at 0, a press where −
/// was lands in the widened field).
@MainActor
@Suite("StepperControl layout: the core's frames, row by row")
struct StepperLayoutFixtureTests {
  /// A stepper showing `row` in the row's bounds, laid out.
  private func laidOut(_ row: StepperLayoutFixture, style: StepperStyle) -> RecordingStepper {
    let stepper = RecordingStepper(
      value: row.value, configuration: row.configuration, style: style, language: .english,
      host: VirtualHost())
    stepper.direction = row.direction == .rightToLeft ? .rightToLeft : .leftToRight
    stepper.isEnabled = row.isEnabled
    stepper.bounds = row.bounds(style: style).cgRect
    stepper.layoutSubviews()
    return stepper
  }

  @Test(arguments: StepperLayoutFixture.all, [StepperStyle.article, .standard])
  func everyPartIsWhereTheCoreSays(_ row: StepperLayoutFixture, style base: StepperStyle) {
    let style = row.styled(base)
    let stepper = laidOut(row, style: style)
    let expected = row.expectedLayout(bounds: Rect(stepper.bounds), style: style)
    #expect(Rect(stepper.textField.frame) == expected.field, "\(row) field")
    #expect(Rect(stepper.decrementButton.frame) == expected.decrementIcon, "\(row) −")
    #expect(Rect(stepper.incrementButton.frame) == expected.incrementIcon, "\(row) +")
    #expect((drawnIconCircles(stepper).count == 1) == row.state.isDecrementHidden, "\(row)")
    #expect(stepper.textField.text == row.state.displayText, "\(row) text")
    ConformanceRow.record(
      "UIKit", "stepper \(row.name)",
      differences: [
        ConformanceRow.difference(
          "field", shown: Rect(stepper.textField.frame), core: expected.field),
        ConformanceRow.difference(
          "−", shown: Rect(stepper.decrementButton.frame), core: expected.decrementIcon),
        ConformanceRow.difference(
          "+", shown: Rect(stepper.incrementButton.frame), core: expected.incrementIcon),
        ConformanceRow.difference(
          "− hidden", shown: drawnIconCircles(stepper).count == 1,
          core: row.state.isDecrementHidden),
        ConformanceRow.difference(
          "text", shown: stepper.textField.text ?? "", core: row.state.displayText),
      ].compactMap { $0 })
  }

  /// Leaving the minimum in cart mode shows − and narrows the field back, at the next layout.
  @Test func cartModeRelaysOutWhenTheMinimumIsLeft() throws {
    let row = StepperLayoutFixture.all.first { $0.name == "cart-mode-at-0" }
    let stepper = laidOut(try #require(row), style: .article)
    stepper.value = 1
    stepper.layoutSubviews()
    let expected = StepperLayout.layout(bounds: Rect(stepper.bounds), style: .article)
    #expect(Rect(stepper.textField.frame) == expected.field)
    #expect(drawnIconCircles(stepper).count == 2)
  }

  /// In cart mode at 0, a press where − was is the field's: it does not step.
  @Test func aPressWhereTheHiddenMinusWasLandsInTheField() throws {
    let row = StepperLayoutFixture.all.first { $0.name == "cart-mode-at-0" }
    let stepper = laidOut(try #require(row), style: .article)
    let touch = TestTouch(5, 15)
    #expect(!stepper.beginTracking(touch, with: nil))
    #expect(stepper.value == 0)
    #expect(stepper.point(inside: CGPoint(x: 5, y: 15), with: nil))
  }
}
