#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
public import Foundation
public import SwiftUI

// The `label:` initialisers of SwiftUI's `Stepper`, with the same labels, order and defaults, for
// every `StepperValue` binding (any integer or floating-point type, `Decimal`, `FixedDecimal`).
// Apple's SDKs declare the value forms in two orders: `label:` before `onEditingChanged:` (the current one) and
// `onEditingChanged:` before `label:` (older, deprecated in Apple's newest SDKs); both are here,
// the older disfavoured, so that `StepperView(value: $q) { Text("Q") }` (the closure fits both) is
// the current one rather than ambiguous.
extension StepperView {
  /// Creates an unbounded stepper labelled by a view, `Stepper`'s
  /// `init(value:step:label:onEditingChanged:)`.
  ///
  /// Unbounded is the core's widest range at the step's digits (±9.2 × 10¹⁸ for whole steps).
  ///
  /// ```swift
  /// StepperView(value: $quantity) { Text("Quantity: \(quantity)") }
  /// ```
  ///
  /// - Parameters:
  ///   - value: the app's value; written on every user change.
  ///   - step: the distance of one step.
  ///   - label: a view describing the stepper's purpose; it leads, as `Stepper`'s does.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<V: StepperValue & ExpressibleByIntegerLiteral>(
    value: Binding<V>, step: V = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .value(
        value, bounds: nil as (FixedDecimal?, FixedDecimal?)?, step: step, title: .view,
        onEditingChanged: onEditingChanged),
      label: label())
  }

  /// Creates a stepper within `bounds` labelled by a view, `Stepper`'s
  /// `init(value:in:step:label:onEditingChanged:)`.
  ///
  /// ```swift
  /// StepperView(value: $quantity, in: 1...99) { Text("Quantity: \(quantity)") }
  /// ```
  ///
  /// - Parameters:
  ///   - value: the app's value; written on every user change.
  ///   - bounds: the range.
  ///   - step: the distance of one step.
  ///   - label: a view describing the stepper's purpose.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<V: StepperValue & ExpressibleByIntegerLiteral>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .value(
        value, bounds: bounds, step: step, title: .view, onEditingChanged: onEditingChanged),
      label: label())
  }

  /// Creates an unbounded stepper labelled by a view, in `Stepper`'s older order
  /// `init(value:step:onEditingChanged:label:)`.
  ///
  /// - Parameters:
  ///   - value: the app's value; written on every user change.
  ///   - step: the distance of one step.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  ///   - label: a view describing the stepper's purpose.
  @_disfavoredOverload
  public init<V: StepperValue & ExpressibleByIntegerLiteral>(
    value: Binding<V>, step: V = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// Creates a stepper within `bounds` labelled by a view, in `Stepper`'s older order
  /// `init(value:in:step:onEditingChanged:label:)`.
  ///
  /// - Parameters:
  ///   - value: the app's value; written on every user change.
  ///   - bounds: the range.
  ///   - step: the distance of one step.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  ///   - label: a view describing the stepper's purpose.
  @_disfavoredOverload
  public init<V: StepperValue & ExpressibleByIntegerLiteral>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }

  /// Creates an unbounded stepper labelled by a view that shows a floating-point value with
  /// `format` while not editing, `Stepper`'s `init(value:step:format:label:onEditingChanged:)`.
  ///
  /// Stepping stays exact: the value is read through its shortest digits and written back
  /// rounded to the step's digits. The format, applied in `\.locale`, also governs typed text:
  /// "5,5 €" and "5,5" both commit 5.5 under `de_DE` with `.currency(code: "EUR")` (a percent,
  /// which scales the value, only displays: the value itself is typed).
  ///
  /// - Parameters:
  ///   - value: the app's value; written on every user change.
  ///   - step: the distance of one step.
  ///   - format: how the value shows while not editing (in `\.locale`), and the separators,
  ///     digits and currency or unit typed text is read with.
  ///   - label: a view describing the stepper's purpose.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput = 1, format: F,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      content: .formatted(
        value, bounds: nil, step: step, format: format, title: .view,
        onEditingChanged: onEditingChanged),
      label: label())
  }

  /// Creates a stepper within `bounds` labelled by a view that shows a floating-point value with
  /// `format` while not editing, `Stepper`'s `init(value:in:step:format:label:onEditingChanged:)`.
  ///
  /// - Parameters:
  ///   - value: the app's value; written on every user change.
  ///   - bounds: the range.
  ///   - step: the distance of one step.
  ///   - format: how the value shows while not editing (in `\.locale`), and the separators,
  ///     digits and currency or unit typed text is read with.
  ///   - label: a view describing the stepper's purpose.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      content: .formatted(
        value, bounds: bounds, step: step, format: format, title: .view,
        onEditingChanged: onEditingChanged),
      label: label())
  }
}
#endif
