import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// An arc stepper that records the control events it sends (target-action observed through
/// the public override point, as an app's subclass could).
final class RecordingArcStepper: ArcStepperControl {
  var sentEvents: [UIControl.Event] = []

  override func sendActions(for controlEvents: UIControl.Event) {
    sentEvents.append(controlEvents)
    super.sendActions(for: controlEvents)
  }

  func count(_ event: UIControl.Event) -> Int { sentEvents.filter { $0 == event }.count }
}

/// An arc stepper whose system Reduce Motion setting and window a test chooses (public
/// override points, as an app's subclass could).
final class SettingsArcStepper: ArcStepperControl {
  var systemSetting: Bool
  var testWindow: UIWindow? = UIWindow(frame: .zero)

  init(reduceMotion: Bool, host: VirtualHost) {
    systemSetting = reduceMotion
    super.init(label: "Volume", host: host)
  }

  required init?(coder: NSCoder) { nil }

  override var systemReducesMotion: Bool { systemSetting }
  override var window: UIWindow? { testWindow }
}

/// The article's arc stepper (step 5 of 10) on a virtual clock, laid out at 160 × 160, writing
/// numbers as `locale` does (plain "5/10" by default, whatever the machine's region).
@MainActor
func makeArcStepper(
  configuration: ArcStepperConfiguration = .article,
  locale: Locale = Locale(identifier: "en_US_POSIX")
) -> (RecordingArcStepper, VirtualHost) {
  let host = VirtualHost()
  let arc = RecordingArcStepper(
    configuration: configuration, label: "Volume", language: .english, host: host)
  arc.locale = locale
  arc.bounds = CGRect(x: 0, y: 0, width: 160, height: 160)
  arc.layoutSubviews()
  return (arc, host)
}

/// A finger on the ring where `fraction` of the arc ends.
@MainActor
func touchOnRing(_ arc: ArcStepperControl, at fraction: Double) -> TestTouch {
  let point = arc.coreState.geometry.point(forFraction: fraction)
  return TestTouch(CGFloat(point.x), CGFloat(point.y))
}

@MainActor
@Suite("ArcStepperControl")
struct ArcStepperControlTests {
  /// The drawn progress follows the core's presentation frame by frame, for the whole duration:
  /// 3 steps × 200 ms (the article's truncated `int` made it 0).
  @Test func strokeEndAnimatesForTheCoresWholeDuration() {
    let (arc, host) = makeArcStepper()
    #expect(drawnProgress(arc) == 0.5)
    arc.currentStep = 8
    #expect(host.isTickingFrames)
    #expect(drawnProgress(arc) == 0.5)
    host.advance(by: .milliseconds(300))
    #expect(drawnProgress(arc) > 0.5 && drawnProgress(arc) < 0.8)
    host.advance(by: .milliseconds(290))
    #expect(drawnProgress(arc) < 0.8)
    host.advance(by: .milliseconds(20))
    #expect(drawnProgress(arc) == 0.8)
    #expect(!host.isTickingFrames)
    #expect(arc.valueLabel.text == "8/10")
  }

  /// A new target mid-flight starts from what is on screen: no jump (the change arrives at the
  /// instant of the last frame drawn).
  @Test func aNewTargetMidFlightStartsFromWhatIsOnScreen() {
    let (arc, host) = makeArcStepper()
    arc.currentStep = 9
    host.advance(by: host.frameInterval * 24)
    let shown = drawnProgress(arc)
    arc.currentStep = 2
    #expect(drawnProgress(arc) == shown)
    host.advance(by: .milliseconds(50))
    #expect(drawnProgress(arc) < shown)
  }

  /// Dragging along the ring: one `.valueChanged` per step, one interaction end on release.
  @Test func aDragStepsAlongTheRing() {
    let (arc, _) = makeArcStepper()
    var changes: [Int] = []
    var ended: [Int] = []
    arc.onValueChanged = { value, source in
      #expect(source == .pointer)
      changes.append(value)
    }
    arc.onInteractionEnded = { ended.append($0) }
    let touch = touchOnRing(arc, at: 0.8)
    #expect(arc.beginTracking(touch, with: nil))
    #expect(arc.currentStep == 8)
    let moved = touchOnRing(arc, at: 0.9)
    #expect(arc.continueTracking(moved, with: nil))
    arc.endTracking(moved, with: nil)
    #expect(changes == [8, 9])
    #expect(ended == [9])
    #expect(arc.count(.valueChanged) == 2)
    #expect(arc.count(StepperControl.interactionEndedEvent) == 1)
  }

  /// The centre is the label's: a press there is not tracked and changes nothing.
  @Test func aPressInTheCentreIsNotTracked() {
    let (arc, _) = makeArcStepper()
    #expect(!arc.beginTracking(TestTouch(80, 80), with: nil))
    #expect(arc.currentStep == 5)
    #expect(arc.sentEvents.isEmpty)
  }

  /// The system taking the touch restores the step the press began with.
  @Test func cancelTrackingRestoresTheStep() {
    let (arc, _) = makeArcStepper()
    _ = arc.beginTracking(touchOnRing(arc, at: 0.9), with: nil)
    #expect(arc.currentStep == 9)
    arc.cancelTracking(with: nil)
    #expect(arc.currentStep == 5)
  }

  @Test func keysStepAndJumpToTheEnds() {
    let (arc, _) = makeArcStepper()
    arc.pressesBegan([TestPress(.keyboardUpArrow)], with: nil)
    #expect(arc.currentStep == 6)
    arc.pressesBegan([TestPress(.keyboardEnd)], with: nil)
    #expect(arc.currentStep == 10)
    arc.pressesBegan([TestPress(.keyboardHome)], with: nil)
    #expect(arc.currentStep == 0)
    arc.pressesBegan([TestPress(.keyboardLeftArrow)], with: nil)
    #expect(arc.currentStep == 0)
    #expect(arc.count(StepperControl.interactionEndedEvent) == 3)
    #expect(arc.canBecomeFirstResponder)
  }

  @Test func voiceOverAdjustsAndReadsTheStep() {
    let (arc, host) = makeArcStepper()
    #expect(arc.isAccessibilityElement)
    #expect(arc.accessibilityTraits == .adjustable)
    #expect(arc.accessibilityLabel == "Volume")
    #expect(arc.accessibilityValue == "5 of 10")
    arc.accessibilityIncrement()
    #expect(arc.accessibilityValue == "6 of 10")
    arc.currentStep = 10
    arc.accessibilityIncrement()
    #expect(arc.currentStep == 10)
    #expect(!host.announcements.isEmpty)
  }

  /// The five inspectables, set one at a time as Interface Builder does.
  @Test func theInspectablesConfigureAStepperFromAXib() throws {
    let arc = try #require(ArcStepperControl(coder: NSCoder()))
    arc.stepCount = 4
    arc.currentStep = 3
    arc.fontSize = 20
    arc.bgColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    arc.fgColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    arc.stepCount = 0
    #expect(arc.stepCount == 4)
    #expect(arc.currentStep == 3)
    #expect(arc.fontSize == 20)
    #expect(drawnArcStrokes(arc).first?.color == RGBA(red: 0, green: 0, blue: 1))
    arc.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    arc.prepareForInterfaceBuilder()
    #expect(drawnProgress(arc) == 0.75)
    #expect(drawnArcStrokes(arc).map(\.color).last == RGBA(red: 1, green: 1, blue: 0))
    #expect(arc.valueLabel.text == "3/4")
  }

  /// A smaller step count keeps the step when it fits, and the core clamps it otherwise.
  @Test func changingTheStepCountKeepsOrClampsTheStep() {
    let (arc, _) = makeArcStepper()
    arc.stepCount = 12
    #expect(arc.currentStep == 5)
    arc.stepCount = 3
    #expect(arc.currentStep == 3)
    #expect(arc.accessibilityValue == "3 of 3")
  }

  /// The ring and label come from the core's layout: radius 64 and an 8-point stroke in
  /// 160 × 160, the label at the core's label frame (its measured size, centred on the ring);
  /// the touch area reaches 18 points past the stroke.
  @Test func layoutAndTouchAreaComeFromTheCore() {
    let (arc, _) = makeArcStepper()
    #expect(drawnArcStrokes(arc).map(\.width) == [8, 8])
    let layout = ArcStepperLayout(state: arc.coreState, measure: CoreTextMeasurer())
    #expect(arc.valueLabel.frame == layout.labelFrame.cgRect)
    #expect(layout.labelFrame.midX == 80 && layout.labelFrame.width < 120)
    #expect(arc.point(inside: CGPoint(x: -5, y: 80), with: nil))
    #expect(!arc.point(inside: CGPoint(x: -7, y: 80), with: nil))
  }

  /// Disabled, the core's drawing fades every colour (``ArcStepperPalette/disabledOpacity``):
  /// the view itself is not faded too, so the fade is applied once.
  @Test func disablingFadesAndIgnoresInput() {
    let (arc, _) = makeArcStepper()
    let enabled = drawnArcStrokes(arc).map(\.color.alpha)
    arc.isEnabled = false
    #expect(
      drawnArcStrokes(arc).map(\.color.alpha)
        == enabled.map { $0 * ArcStepperPalette.disabledOpacity })
    #expect(arc.alpha == 1)
    arc.pressesBegan([TestPress(.keyboardUpArrow)], with: nil)
    #expect(!arc.beginTracking(touchOnRing(arc, at: 0.9), with: nil))
    #expect(arc.currentStep == 5)
    arc.isEnabled = true
    #expect(drawnArcStrokes(arc).map(\.color.alpha) == enabled)
  }

  /// An app's own alpha survives the frames of an animation.
  @Test func framesLeaveTheAppsAlphaAlone() {
    let (arc, host) = makeArcStepper()
    arc.alpha = 0.5
    arc.currentStep = 9
    host.advance(by: .seconds(1))
    #expect(arc.alpha == 0.5)
  }

  /// Reduce motion comes from the system at start and follows its change notification while
  /// the control is in a window.
  @Test func reduceMotionFollowsTheSystem() {
    #expect(SettingsArcStepper(reduceMotion: true, host: VirtualHost()).reducesMotion)
    let arc = SettingsArcStepper(reduceMotion: false, host: VirtualHost())
    #expect(!arc.reducesMotion)
    arc.didMoveToWindow()
    arc.systemSetting = true
    let center = NotificationCenter.default
    center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    #expect(arc.reducesMotion)
    arc.systemSetting = false
    center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    #expect(!arc.reducesMotion)
    arc.testWindow = nil
    arc.didMoveToWindow()
    arc.systemSetting = true
    center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    #expect(!arc.reducesMotion)
  }

  /// Becoming and resigning first responder moves the core's focus; a disabled control
  /// cannot take it.
  @Test func firstResponderIsTheCoresFocus() {
    let (arc, _) = makeArcStepper()
    #expect(arc.becomeFirstResponder())
    #expect(arc.coreState.isFocused)
    #expect(arc.resignFirstResponder())
    #expect(!arc.coreState.isFocused)
    arc.isEnabled = false
    #expect(!arc.becomeFirstResponder())
    #expect(!arc.coreState.isFocused)
  }

  /// A step count that clamps the step reports the change (programmatic: no `.valueChanged`
  /// action); one that keeps it reports nothing.
  @Test func aClampingStepCountReportsTheChange() {
    let (arc, _) = makeArcStepper()
    var changes: [String] = []
    arc.onValueChanged = { value, source in changes.append("\(value) \(source)") }
    arc.stepCount = 12
    #expect(changes.isEmpty)
    arc.stepCount = 3
    #expect(changes == ["3 programmatic"])
    #expect(arc.count(.valueChanged) == 0)
  }
}
