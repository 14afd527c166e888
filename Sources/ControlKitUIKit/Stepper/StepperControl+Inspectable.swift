#if canImport(UIKit)
import ControlKit
public import UIKit

// Interface Builder's inspectables. They must be Objective-C-representable (Int, Double,
// CGFloat, String, Bool, CGPoint, CGSize, CGRect, UIColor, UIImage), so numbers are `Double`
// here and become exact decimals through their shortest digits (0.1 is 0.1, not
// 0.1000000000000000055...). Range and step are applied together whenever the three form a
// valid configuration, so the order Interface Builder sets them in does not matter.
extension StepperControl {
  /// The smallest value (UIStepper's name).
  @IBInspectable public var minimumValue: Double {
    get { configuration.minimum.doubleValue }
    set { requestBounds(minimum: FixedDecimal(inspected: newValue)) }
  }

  /// The largest value (UIStepper's name).
  @IBInspectable public var maximumValue: Double {
    get { configuration.maximum.doubleValue }
    set { requestBounds(maximum: FixedDecimal(inspected: newValue)) }
  }

  /// The step (UIStepper's name); its digits set the fraction digits (0.1 → one digit).
  @IBInspectable public var stepValue: Double {
    get { configuration.step.doubleValue }
    set { requestBounds(step: FixedDecimal(inspected: newValue)) }
  }

  /// The value as a `Double`, the type of UIStepper's `value` (``value`` is the exact one).
  ///
  /// For Interface Builder and code that works in `Double`. Setting it is a programmatic
  /// change: clamped, and no action is sent.
  @IBInspectable public var doubleValue: Double {
    get { value.doubleValue }
    set { if let decimal = FixedDecimal(inspected: newValue) { value = decimal } }
  }

  /// Whether stepping past a limit wraps to the other one (UIStepper's `wraps`).
  @IBInspectable public var wraps: Bool {
    get { configuration.wraps }
    set { updateConfiguration { $0.wraps = newValue } }
  }

  /// Whether holding − or + repeats (UIStepper's `autorepeat`, true by default); when false,
  /// each press steps once and no repeat timer runs.
  ///
  /// It is the configuration's ``StepperRepeatPolicy/isEnabled``, read at each press: a hold
  /// already repeating goes on until it is released.
  @IBInspectable public var autorepeat: Bool {
    get { configuration.repeatPolicy.isEnabled }
    set {
      var policy = configuration.repeatPolicy
      policy.isEnabled = newValue
      guard let updated = try? configuration.replacing(repeatPolicy: policy) else { return }
      configuration = updated
    }
  }

  /// Cart mode: hide − at the minimum (PPNumberButton's `decreaseHide`).
  @IBInspectable public var cartMode: Bool {
    get { configuration.hidesDecrementAtMinimum }
    set { updateConfiguration { $0.hidesDecrementAtMinimum = newValue } }
  }

  /// Whether pushing against a limit shakes the control.
  @IBInspectable public var shakesAtLimit: Bool {
    get { configuration.limitFeedback.contains(.shake) }
    set {
      updateConfiguration {
        if newValue {
          $0.limitFeedback.insert(.shake)
        } else {
          $0.limitFeedback.remove(.shake)
        }
      }
    }
  }

  /// The colour of − and + while they can be used (nil: the style's palette, light and dark);
  /// a dynamic colour is resolved for the control's appearance and again when it changes.
  ///
  /// The core draws the icons in it (or the app's titles take it, with
  /// ``setTitle(decreaseTitle:increaseTitle:)``); a button at its limit stays the style's grey.
  @IBInspectable public var buttonColor: UIColor? {
    get { appButtonColor ?? UIColor(light: style.light.icon, dark: style.dark.icon) }
    set {
      appButtonColor = newValue
      applyStyle()
    }
  }

  /// The colour of the number.
  @IBInspectable public var fieldTextColor: UIColor? {
    get { textField.textColor }
    set { textField.textColor = newValue }
  }

  /// The colour of the field's border (nil: the style's palette, light and dark), drawn by the
  /// core; a dynamic colour is resolved for the control's appearance.
  @IBInspectable public var fieldBorderColor: UIColor? {
    get {
      appFieldBorderColor ?? UIColor(light: style.light.fieldBorder, dark: style.dark.fieldBorder)
    }
    set {
      appFieldBorderColor = newValue
      updateDrawing()
    }
  }

  /// Changes the mutable fields of the configuration.
  func updateConfiguration(_ change: (inout StepperConfiguration) -> Void) {
    var updated = configuration
    change(&updated)
    configuration = updated
  }

  /// Records one of range and step, and applies the three once they are valid together.
  func requestBounds(
    minimum: FixedDecimal? = nil, maximum: FixedDecimal? = nil, step: FixedDecimal? = nil
  ) {
    var requested = requestedBounds
    if let minimum { requested.minimum = minimum }
    if let maximum { requested.maximum = maximum }
    if let step { requested.step = step }
    requestedBounds = requested
    guard
      let updated = try? configuration.replacingBounds(
        minimum: requested.minimum, maximum: requested.maximum, step: requested.step)
    else { return }
    configuration = updated
  }
}
#endif
