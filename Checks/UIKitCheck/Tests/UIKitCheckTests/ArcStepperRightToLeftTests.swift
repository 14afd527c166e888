import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Foundation
import Testing
import UIKit

/// An arc stepper whose layout direction a test chooses (the public override point an Arabic or
/// Hebrew localisation, or `semanticContentAttribute`, changes on a device).
final class DirectionalArcStepper: ArcStepperControl {
  var direction: UIUserInterfaceLayoutDirection = .rightToLeft

  override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { direction }
}

/// Issue 37, item 3: the UIKit arc stepper passes its layout direction to the core, which
/// mirrors the ring it draws and places touches on.
@MainActor
@Suite struct ArcStepperRightToLeftTests {
  /// The article's arc stepper at 5 of 10, laid out at 160 × 160 in `direction`.
  func makeArc(_ direction: UIUserInterfaceLayoutDirection) -> DirectionalArcStepper {
    let arc = DirectionalArcStepper(
      configuration: .article, label: "Volume", language: .english, host: VirtualHost())
    arc.direction = direction
    arc.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
    arc.layoutSubviews()
    return arc
  }

  /// 3 o'clock on the 160-point ring (radius 64 around (80, 80)).
  let threeOClock = TestTouch(144, 80)

  @Test func layoutPassesTheDirectionToTheCore() {
    let arc = makeArc(.rightToLeft)
    #expect(arc.coreState.direction == .rightToLeft)
    #expect(arc.coreState.geometry.signedSweep < 0)
    #expect(makeArc(.leftToRight).coreState.direction == .leftToRight)
  }

  @Test func aTouchOnTheRightSetsTheMirroredStep() {
    // 3 o'clock is 225° along the arc left to right (step 8), 45° along right to left (step 2).
    let ltr = makeArc(.leftToRight)
    #expect(ltr.beginTracking(threeOClock, with: nil))
    #expect(ltr.currentStep == 8)
    let rtl = makeArc(.rightToLeft)
    #expect(rtl.beginTracking(threeOClock, with: nil))
    #expect(rtl.currentStep == 2)
    rtl.endTracking(threeOClock, with: nil)
    #expect(rtl.currentStep == 2)
  }

  @Test func aDirectionChangeIsReadAgainBeforeTheNextTouch() {
    let arc = makeArc(.leftToRight)
    arc.direction = .rightToLeft  // no layout pass since (as `semanticContentAttribute` changed)
    #expect(arc.beginTracking(threeOClock, with: nil))
    #expect(arc.coreState.direction == .rightToLeft)
    #expect(arc.currentStep == 2)
  }

  @Test func keysKeepTheirMeaningRightToLeft() {
    let arc = makeArc(.rightToLeft)
    arc.pressesBegan([TestPress(.keyboardUpArrow)], with: nil)
    #expect(arc.currentStep == 6)
    arc.pressesBegan([TestPress(.keyboardDownArrow)], with: nil)
    #expect(arc.currentStep == 5)
    // Left and Right are not taken, as `UISlider` takes no arrow keys on iOS.
    arc.pressesBegan([TestPress(.keyboardLeftArrow)], with: nil)
    #expect(arc.currentStep == 5)
  }

  @Test func theLabelAndSpokenValueAreUnchangedRightToLeft() {
    let arc = makeArc(.rightToLeft)
    #expect(arc.coreState.labelText == "5/10")
    #expect(arc.accessibilityValue == "5 of 10")
  }
}
