import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

/// A view controller's delegate that implements the one method it needs, as UIKit delegates
/// allow (it did not compile while every method was required).
@MainActor
final class SavingOnEndDelegate: StepperControlDelegate {
  var saved: [FixedDecimal] = []

  func stepperControl(_ stepper: StepperControl, didEndInteractionWith value: FixedDecimal) {
    saved.append(value)
  }
}

/// What kept the package from building in Xcode (issue 19), as an app meets it.
///
/// `state` is UIKit's on every control, the core's state is `coreState`, and a delegate
/// implements only what it needs. The stub declares `UIControl.state`, so the old `state: StepperState` fails to
/// compile here as it did in Xcode.
@MainActor
@Suite("What Xcode checks")
struct XcodeBuildTests {
  @Test func stepperStateIsUIKitsControlState() {
    let (stepper, _) = makeStepper(value: 3)
    let state: UIControl.State = stepper.state
    #expect(state == .normal)
    #expect(stepper.coreState.value == 3)
    stepper.isEnabled = false
    #expect(stepper.state.contains(.disabled))
    #expect(!stepper.coreState.isEnabled)
    stepper.isHighlighted = true
    #expect(stepper.state == [.disabled, .highlighted])
  }

  @Test func arcStepperStateIsUIKitsControlState() {
    let (arc, _) = makeArcStepper()
    let state: UIControl.State = arc.state
    #expect(state == .normal)
    #expect(arc.coreState.currentStep == 5)
    arc.isEnabled = false
    #expect(arc.state == .disabled)
    #expect(!arc.coreState.isEnabled)
  }

  @Test func aDelegateImplementsOnlyTheMethodItNeeds() {
    let (stepper, host) = makeStepper(value: 1)
    let delegate = SavingOnEndDelegate()
    stepper.delegate = delegate
    tap(stepper, x: 150, host: host)
    tap(stepper, x: 150, host: host)
    #expect(delegate.saved == [2, 3])
  }

  @Test func voiceOverAdjustsThroughTheMainActorOverrides() {
    let (stepper, _) = makeStepper(value: 1)
    stepper.accessibilityIncrement()
    stepper.accessibilityIncrement()
    stepper.accessibilityDecrement()
    #expect(stepper.value == 2)
    let (arc, _) = makeArcStepper()
    arc.accessibilityIncrement()
    #expect(arc.currentStep == 6)
  }
}
