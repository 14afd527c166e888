import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

@MainActor
@Suite("StepperControl limit feedback, layout, keys and VoiceOver")
struct StepperFeedbackTests {
  @Test func aLimitShakesFromThePresentationAndPlaysAHaptic() throws {
    let (stepper, host) = makeStepper(
      value: 5, configuration: try StepperConfiguration(maximum: 5))
    var limits: [RangeLimit] = []
    stepper.onLimitReached = { limits.append($0) }
    let fieldX = stepper.textField.frame.minX
    _ = stepper.beginTracking(TestTouch(150, 15), with: nil)
    #expect(limits == [.upper])
    #expect(host.limitFeedback == [LimitFeedbackPlayed(limit: .upper, feedback: .standard)])
    #expect(host.isTickingFrames)
    host.advance(by: .milliseconds(50))
    stepper.layoutSubviews()
    #expect(stepper.textField.frame.minX != fieldX)
    host.advance(by: .milliseconds(500))
    stepper.layoutSubviews()
    #expect(!host.isTickingFrames)
    #expect(stepper.textField.frame.minX == fieldX)
  }

  /// Under the system's Reduce Motion a limit plays its haptic without the shake (the core's
  /// rule, as on SwiftUI and GTK), and the stepper follows the setting while in a window.
  @Test func underReduceMotionALimitPlaysItsHapticWithoutTheShake() throws {
    let host = VirtualHost()
    let stepper = SettingsStepper(
      reduceMotion: true, configuration: try StepperConfiguration(maximum: 5), host: host)
    stepper.bounds = CGRect(x: 0, y: 0, width: 174, height: 30)
    stepper.layoutSubviews()
    #expect(stepper.reducesMotion)
    _ = stepper.beginTracking(TestTouch(150, 15), with: nil)
    stepper.endTracking(TestTouch(150, 15), with: nil)
    #expect(host.limitFeedback == [LimitFeedbackPlayed(limit: .upper, feedback: .standard)])
    #expect(!host.isTickingFrames)
    // In a window, the setting's change notification is followed: motion back on shakes.
    stepper.didMoveToWindow()
    stepper.systemSetting = false
    NotificationCenter.default.post(
      name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    #expect(!stepper.reducesMotion)
    _ = stepper.beginTracking(TestTouch(150, 15), with: nil)
    #expect(host.isTickingFrames)
  }

  @Test func intrinsicContentSizeIsTheCoresNaturalSize() {
    let (stepper, _) = makeStepper()
    #expect(stepper.intrinsicContentSize == CGSize(width: 174, height: 30))  // 42 + 90 + 42
  }

  @Test func layoutPlacesTheFieldBetweenTheTouchAreas() {
    let (stepper, _) = makeStepper()
    #expect(stepper.textField.frame == CGRect(x: 42, y: 0, width: 90, height: 30))
    #expect(stepper.incrementButton.frame == CGRect(x: 146, y: 1, width: 28, height: 28))
  }

  @Test func arrowsPagesAndHomeEndStep() {
    let (stepper, _) = makeStepper(value: 50)
    stepper.pressesBegan([TestPress(.keyboardUpArrow)], with: nil)
    #expect(stepper.value == 51)
    stepper.pressesBegan([TestPress(.keyboardPageDown)], with: nil)
    #expect(stepper.value == 41)
    stepper.pressesBegan([TestPress(.keyboardEnd)], with: nil)
    #expect(stepper.value == 100)
    stepper.pressesBegan([TestPress(.keyboardHome)], with: nil)
    #expect(stepper.value == 0)
    stepper.pressesBegan([TestPress(.keyboardLeftArrow)], with: nil)
    #expect(stepper.value == 0)
    #expect(stepper.count(StepperControl.interactionEndedEvent) == 4)
  }

  @Test func voiceOverAdjustsAndReadsTheValue() throws {
    let (stepper, _) = makeStepper(
      value: dec("-0.5"),
      configuration: try StepperConfiguration(
        minimum: dec("-1.0"), maximum: dec("1.0"), step: dec("0.5"), label: "Offset"))
    #expect(stepper.isAccessibilityElement)
    #expect(stepper.accessibilityTraits.contains(.adjustable))
    #expect(stepper.accessibilityLabel == "Offset")
    #expect(stepper.accessibilityValue == "\u{2212}0.5")
    stepper.accessibilityIncrement()
    #expect(stepper.value == dec("0.0"))
    stepper.accessibilityDecrement()
    stepper.accessibilityDecrement()
    stepper.accessibilityDecrement()
    #expect(stepper.value == dec("-1.0"))
  }

  @Test func limitAnnouncementGoesToTheHost() throws {
    let (stepper, host) = makeStepper(
      value: 5, configuration: try StepperConfiguration(maximum: 5))
    stepper.accessibilityIncrement()
    #expect(host.announcements == ["Maximum reached"])
  }

  @Test func keyboardMatchesTheFractionDigits() throws {
    let (integer, _) = makeStepper()
    #expect(integer.textField.keyboardType == .numberPad)
    let (price, _) = makeStepper(
      configuration: try StepperConfiguration(
        minimum: dec("0.1"), maximum: dec("9.9"), step: dec("0.1")))
    #expect(price.textField.keyboardType == .decimalPad)
  }

  /// A range below zero needs a minus key, which neither pad has: the core's signed keypad is
  /// numbers and punctuation, whose own Return key commits, so it gets no Done toolbar; moving
  /// the range back above zero brings the pad and its toolbar back.
  @Test func keyboardIsTheCoresKeypadAndOnlyPadsWithoutReturnGetDone() throws {
    let (signed, _) = makeStepper(
      value: 0, configuration: try StepperConfiguration(range: -20...40))
    #expect(signed.textField.keyboardType == .numbersAndPunctuation)
    #expect(signed.textField.inputAccessoryView == nil)
    let (signedDecimal, _) = makeStepper(
      value: 0,
      configuration: try StepperConfiguration(
        minimum: dec("-1.5"), maximum: dec("1.5"), step: dec("0.5")))
    #expect(signedDecimal.textField.keyboardType == .numbersAndPunctuation)
    #expect(signedDecimal.textField.inputAccessoryView == nil)
    signed.configuration = try StepperConfiguration(range: 0...40)
    #expect(signed.textField.keyboardType == .numberPad)
    #expect(signed.textField.inputAccessoryView is UIToolbar)
  }
}

/// A stepper whose system Reduce Motion setting and window the test sets.
@MainActor
final class SettingsStepper: StepperControl {
  var systemSetting: Bool
  var testWindow: UIWindow? = UIWindow(frame: .zero)

  init(reduceMotion: Bool, configuration: StepperConfiguration, host: VirtualHost) {
    systemSetting = reduceMotion
    super.init(value: 5, configuration: configuration, language: .english, host: host)
  }

  required init?(coder: NSCoder) { nil }

  override var systemReducesMotion: Bool { systemSetting }
  override var window: UIWindow? { testWindow }
}
