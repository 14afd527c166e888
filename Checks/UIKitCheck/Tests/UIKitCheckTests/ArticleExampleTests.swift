import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

/// The UIKit examples of the DocC articles (`Sources/ControlKit/ControlKit.docc`): migrating from
/// PPNumberButton, the controlled price bar, and testing a screen with a virtual clock, kept here
/// so that they compile and do what the articles say. (`VirtualHost` as a `ControlHost`, the
/// testing article's one line, is in `Support.swift`.)
@MainActor
@Suite("DocC article examples on UIKit")
struct ArticleExampleTests {
  @Test func migratingFromPPNumberButton() {
    let stepper = StepperControl()  // was PPNumberButton()
    stepper.minValue = 1
    stepper.maxValue = 10
    stepper.shakeAnimation = true
    stepper.decreaseHide = true
    var results: [String] = []
    stepper.numberResult { number in results.append(number) }
    stepper.setTitle(decreaseTitle: "−", increaseTitle: "+")
    stepper.currentNumber = "3"
    #expect(stepper.value == 3)
    #expect(stepper.configuration.minimum == 1 && stepper.configuration.maximum == 10)
    #expect(stepper.configuration.hidesDecrementAtMinimum && stepper.shakesAtLimit)
    #expect(results == ["3"])
  }

  @Test func controlledPriceBar() throws {
    let price = try StepperConfiguration(range: 0.1...9.9, step: 0.1)
    var modelPrice: FixedDecimal = 5.0
    let bar = StepperControl(
      value: modelPrice, configuration: price, mode: .controlled, host: VirtualHost())
    bar.bounds = CGRect(x: 0, y: 0, width: 110, height: 30)
    bar.layoutSubviews()
    bar.onValueProposed = { proposed, _ in modelPrice = proposed }  // the owner decides...
    let touch = TestTouch(100, 15)
    _ = bar.beginTracking(touch, with: nil)
    bar.endTracking(touch, with: nil)
    #expect(modelPrice == FixedDecimal(units: 51, scale: 1))
    #expect(bar.value == FixedDecimal(units: 50, scale: 1))  // nothing changes by itself
    bar.setValue(modelPrice)  // ...and the bar shows it
    #expect(bar.text == "5.1")
  }

  @Test func theCartSavesOncePerHold() throws {
    let host = VirtualHost()
    let stepper = StepperControl(
      value: 1, configuration: try StepperConfiguration(range: 1...99), host: host)
    var saves = 0
    stepper.onInteractionEnded = { _ in saves += 1 }
    stepper.bounds = CGRect(x: 0, y: 0, width: 110, height: 30)
    stepper.layoutSubviews()
    let touch = TestTouch(100, 15)
    _ = stepper.beginTracking(touch, with: nil)
    host.advance(by: .seconds(1))
    stepper.endTracking(touch, with: nil)
    #expect(saves == 1)
    #expect(stepper.value == 5)  // 1, then at 600, 750 and 900 ms
  }
}
