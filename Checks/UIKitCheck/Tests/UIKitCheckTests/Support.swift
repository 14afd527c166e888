import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Foundation
import UIKit

// Test doubles built only from public, overridable UIKit API, so these tests compile unchanged
// against the real SDK.

/// A touch at a point the test moves.
final class TestTouch: UITouch {
  var point: CGPoint
  var kind: UITouch.TouchType

  init(_ x: CGFloat, _ y: CGFloat, kind: UITouch.TouchType = .direct) {
    point = CGPoint(x: x, y: y)
    self.kind = kind
    super.init()
  }

  override func location(in view: UIView?) -> CGPoint { point }
  override var type: UITouch.TouchType { kind }
}

/// A hardware key.
final class TestKey: UIKey {
  let code: UIKeyboardHIDUsage
  let flags: UIKeyModifierFlags

  init(_ code: UIKeyboardHIDUsage, flags: UIKeyModifierFlags = []) {
    self.code = code
    self.flags = flags
    super.init()
  }

  override var keyCode: UIKeyboardHIDUsage { code }
  override var modifierFlags: UIKeyModifierFlags { flags }
}

/// A press of a hardware key.
final class TestPress: UIPress {
  let testKey: TestKey

  init(_ code: UIKeyboardHIDUsage, flags: UIKeyModifierFlags = []) {
    testKey = TestKey(code, flags: flags)
    super.init()
  }

  override var key: UIKey? { testKey }
}

/// A stepper that records the control events it sends (target-action observed through the
/// public override point, as an app's subclass could).
final class RecordingStepper: StepperControl {
  var sentEvents: [UIControl.Event] = []
  var direction: UIUserInterfaceLayoutDirection = .leftToRight
  var traits = UITraitCollection(userInterfaceStyle: .light)

  override var traitCollection: UITraitCollection { traits }

  override func sendActions(for controlEvents: UIControl.Event) {
    sentEvents.append(controlEvents)
    super.sendActions(for: controlEvents)
  }

  override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { direction }

  func count(_ event: UIControl.Event) -> Int { sentEvents.filter { $0 == event }.count }
}

/// A stepper on a virtual clock, laid out at the core's natural width of 174 × 30, writing
/// numbers as `locale` does (plain 1234.5 by default, whatever the machine's region).
@MainActor
func makeStepper(
  value: FixedDecimal = 1, configuration: StepperConfiguration = .default,
  mode: StepperMode = .selfManaged, locale: Locale = Locale(identifier: "en_US_POSIX")
) -> (RecordingStepper, VirtualHost) {
  let host = VirtualHost()
  let stepper = RecordingStepper(
    value: value, configuration: configuration, mode: mode, language: .english, host: host)
  stepper.locale = locale
  stepper.bounds = CGRect(x: 0, y: 0, width: 174, height: 30)
  stepper.layoutSubviews()
  return (stepper, host)
}

/// A decimal from its text, for tests.
func dec(_ text: String) -> FixedDecimal {
  FixedDecimal(parsing: text) ?? .zero
}

/// Presses and releases + (x 150) or − (x 20) with a finger.
@MainActor
func tap(_ stepper: StepperControl, x: CGFloat, host: VirtualHost) {
  let touch = TestTouch(x, 15)
  _ = stepper.beginTracking(touch, with: nil)
  host.advance(by: .milliseconds(50))
  stepper.endTracking(touch, with: nil)
}
