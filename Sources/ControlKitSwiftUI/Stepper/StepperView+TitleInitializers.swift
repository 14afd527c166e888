#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
public import Foundation
public import SwiftUI

// The titled value initialisers of SwiftUI's `Stepper` (`Label == Text`), with the same labels,
// order and defaults: each with a `LocalizedStringKey` title (a string literal is looked up in
// the app's string catalog) and a `@_disfavoredOverload` `StringProtocol` title (shown verbatim),
// unbounded or within `in:`, with or without `format:`.
extension StepperView where Label == Text {
  /// Creates an unbounded stepper titled by a localisation key, `Stepper`'s
  /// `init(_:value:step:onEditingChanged:)`.
  ///
  /// A string literal is a key: `StepperView("Quantity", ...)` shows the app's translation.
  /// Unbounded is the core's widest range at the step's digits.
  ///
  /// - Parameters:
  ///   - titleKey: the title, looked up in the app's string catalog (`Text(titleKey)`).
  ///   - value: the app's value; written on every user change.
  ///   - step: the distance of one step.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<V: StepperValue & ExpressibleByIntegerLiteral>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .value(
        value, bounds: nil as (FixedDecimal?, FixedDecimal?)?, step: step,
        title: .localized(titleKey),
        onEditingChanged: onEditingChanged),
      label: Text(titleKey))
  }

  /// Creates an unbounded stepper titled by a string shown verbatim, `Stepper`'s
  /// `init(_:value:step:onEditingChanged:)` with a `StringProtocol` title.
  ///
  /// A `String` variable is shown as written (disfavoured, as Apple's, so a literal is a key).
  /// Unbounded is the core's widest range at the step's digits.
  ///
  /// - Parameters:
  ///   - title: the title, shown as written (`Text(title)`).
  ///   - value: the app's value; written on every user change.
  ///   - step: the distance of one step.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  @_disfavoredOverload
  public init<S: StringProtocol, V: StepperValue & ExpressibleByIntegerLiteral>(
    _ title: S, value: Binding<V>, step: V = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .value(
        value, bounds: nil as (FixedDecimal?, FixedDecimal?)?, step: step,
        title: .verbatim(String(title)),
        onEditingChanged: onEditingChanged),
      label: Text(title))
  }

  /// Creates a stepper within `bounds` titled by a localisation key, `Stepper`'s
  /// `init(_:value:in:step:onEditingChanged:)`.
  ///
  /// A string literal is a key: `StepperView("Quantity", ...)` shows the app's translation.
  ///
  /// - Parameters:
  ///   - titleKey: the title, looked up in the app's string catalog (`Text(titleKey)`).
  ///   - value: the app's value; written on every user change.
  ///   - bounds: the range.
  ///   - step: the distance of one step.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<V: StepperValue & ExpressibleByIntegerLiteral>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .value(
        value, bounds: bounds, step: step, title: .localized(titleKey),
        onEditingChanged: onEditingChanged),
      label: Text(titleKey))
  }

  /// Creates a stepper within `bounds` titled by a string shown verbatim, `Stepper`'s
  /// `init(_:value:in:step:onEditingChanged:)` with a `StringProtocol` title.
  ///
  /// A `String` variable is shown as written (disfavoured, as Apple's, so a literal is a key).
  ///
  /// - Parameters:
  ///   - title: the title, shown as written (`Text(title)`).
  ///   - value: the app's value; written on every user change.
  ///   - bounds: the range.
  ///   - step: the distance of one step.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  @_disfavoredOverload
  public init<S: StringProtocol, V: StepperValue & ExpressibleByIntegerLiteral>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .value(
        value, bounds: bounds, step: step, title: .verbatim(String(title)),
        onEditingChanged: onEditingChanged),
      label: Text(title))
  }

  /// Creates an unbounded stepper showing a floating-point value with `format` while not editing, titled by a localisation key, `Stepper`'s
  /// `init(_:value:step:format:onEditingChanged:)`.
  ///
  /// A string literal is a key: `StepperView("Quantity", ...)` shows the app's translation.
  /// Unbounded is the core's widest range at the step's digits.
  ///
  /// - Parameters:
  ///   - titleKey: the title, looked up in the app's string catalog (`Text(titleKey)`).
  ///   - value: the app's value; written on every user change.
  ///   - step: the distance of one step.
  ///   - format: how the value shows while not editing (in `\.locale`), and the separators,
  ///     digits and currency or unit typed text is read with.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput = 1,
    format: F, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      content: .formatted(
        value, bounds: nil, step: step, format: format, title: .localized(titleKey),
        onEditingChanged: onEditingChanged),
      label: Text(titleKey))
  }

  /// Creates an unbounded stepper showing a floating-point value with `format` while not editing, titled by a string shown verbatim, `Stepper`'s
  /// `init(_:value:step:format:onEditingChanged:)` with a `StringProtocol` title.
  ///
  /// A `String` variable is shown as written (disfavoured, as Apple's, so a literal is a key).
  /// Unbounded is the core's widest range at the step's digits.
  ///
  /// - Parameters:
  ///   - title: the title, shown as written (`Text(title)`).
  ///   - value: the app's value; written on every user change.
  ///   - step: the distance of one step.
  ///   - format: how the value shows while not editing (in `\.locale`), and the separators,
  ///     digits and currency or unit typed text is read with.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      content: .formatted(
        value, bounds: nil, step: step, format: format, title: .verbatim(String(title)),
        onEditingChanged: onEditingChanged),
      label: Text(title))
  }

  /// Creates a stepper within `bounds` showing a floating-point value with `format` while not editing, titled by a localisation key, `Stepper`'s
  /// `init(_:value:in:step:format:onEditingChanged:)`.
  ///
  /// A string literal is a key: `StepperView("Quantity", ...)` shows the app's translation.
  ///
  /// - Parameters:
  ///   - titleKey: the title, looked up in the app's string catalog (`Text(titleKey)`).
  ///   - value: the app's value; written on every user change.
  ///   - bounds: the range.
  ///   - step: the distance of one step.
  ///   - format: how the value shows while not editing (in `\.locale`), and the separators,
  ///     digits and currency or unit typed text is read with.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      content: .formatted(
        value, bounds: bounds, step: step, format: format, title: .localized(titleKey),
        onEditingChanged: onEditingChanged),
      label: Text(titleKey))
  }

  /// Creates a stepper within `bounds` showing a floating-point value with `format` while not editing, titled by a string shown verbatim, `Stepper`'s
  /// `init(_:value:in:step:format:onEditingChanged:)` with a `StringProtocol` title.
  ///
  /// A `String` variable is shown as written (disfavoured, as Apple's, so a literal is a key).
  ///
  /// - Parameters:
  ///   - title: the title, shown as written (`Text(title)`).
  ///   - value: the app's value; written on every user change.
  ///   - bounds: the range.
  ///   - step: the distance of one step.
  ///   - format: how the value shows while not editing (in `\.locale`), and the separators,
  ///     digits and currency or unit typed text is read with.
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      content: .formatted(
        value, bounds: bounds, step: step, format: format, title: .verbatim(String(title)),
        onEditingChanged: onEditingChanged),
      label: Text(title))
  }
}
#endif
