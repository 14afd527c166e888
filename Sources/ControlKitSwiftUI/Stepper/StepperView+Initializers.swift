#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
public import Foundation
public import SwiftUI

extension StepperView {
  /// Creates a stepper bound to `value` within `bounds`, SwiftUI `Stepper`'s
  /// `init(_:value:in:step:onEditingChanged:)`.
  ///
  /// The range and step become a ``StepperConfiguration`` (fraction digits from the step: 0.1
  /// gives one); the stepper modifiers set the rest (``SwiftUI/View/stepperCartMode(_:)``,
  /// ``SwiftUI/View/stepperWraps(_:)``, ``SwiftUI/View/stepperRepeatPolicy(_:)``,
  /// ``SwiftUI/View/stepperLimitFeedback(_:)``, ``SwiftUI/View/stepperStyle(_:)``). A range or
  /// step the core refuses (a step of zero, bounds that are not exact decimals) falls back to the
  /// default configuration rather than trapping.
  ///
  /// As with Apple's `Stepper`, a trailing closure is `onEditingChanged`:
  ///
  /// ```swift
  /// StepperView("Price", value: $price, in: 0.1...9.9, step: 0.1) { editing in
  ///   if !editing { save() }
  /// }
  /// StepperView("Cart", value: $quantity, in: 0...99).stepperCartMode()
  /// ```
  ///
  /// - Parameters:
  ///   - title: the accessibility label and the field's placeholder.
  ///   - value: the app's value; written on every user change.
  ///   - bounds: the range.
  ///   - step: the distance of one step.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<V: StepperValue & ExpressibleByIntegerLiteral>(
    _ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    let configuration = Self.configuration(
      title: title, minimum: bounds.lowerBound.exactDecimal,
      maximum: bounds.upperBound.exactDecimal, step: step.exactDecimal)
    self.init(
      title: title, configuration: configuration,
      read: { value.wrappedValue.exactDecimal },
      write: { decimal in
        if let converted = V(exactDecimal: decimal) { value.wrappedValue = converted }
      },
      editingChanged: onEditingChanged, format: nil)
  }

  /// Creates a stepper bound to a floating-point `value` that shows it with `format` while not
  /// editing, SwiftUI `Stepper`'s `init(_:value:in:step:format:onEditingChanged:)`.
  ///
  /// Stepping stays exact: the value is read through its shortest digits and written back
  /// rounded to the step's digits. The format only displays; typed text follows the core's
  /// rules (the locale's separator, Unicode digits).
  ///
  /// ```swift
  /// StepperView("Price", value: $price, in: 0.1...9.9, step: 0.1, format: .number)
  /// ```
  public init<F: ParseableFormatStyle>(
    _ title: String, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    func decimal(_ input: F.FormatInput) -> FixedDecimal? {
      FixedDecimal(shortestDigitsOf: Double(input))
    }
    let configuration = Self.configuration(
      title: title, minimum: decimal(bounds.lowerBound), maximum: decimal(bounds.upperBound),
      step: decimal(step))
    self.init(
      title: title, configuration: configuration,
      read: { decimal(value.wrappedValue) },
      write: { value.wrappedValue = F.FormatInput($0.nearestDouble) },
      editingChanged: onEditingChanged,
      format: { format.format(F.FormatInput($0.nearestDouble)) })
  }

  /// The configuration for a range and step, labelled `title`; the default one (labelled) when
  /// the core refuses them.
  static func configuration(
    title: String, minimum: FixedDecimal?, maximum: FixedDecimal?, step: FixedDecimal?
  ) -> StepperConfiguration {
    var configuration = StepperConfiguration.default
    if let minimum, let maximum, let step,
      let exact = try? StepperConfiguration(minimum: minimum, maximum: maximum, step: step)
    {
      configuration = exact
    }
    configuration.label = title
    return configuration
  }
}
#endif
