#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import Foundation
import SwiftUI

/// What every ``StepperView`` initialiser fills in, whatever its label: the title, the core's
/// configuration and mode, and the closures to the app's data.
///
/// Built by pure functions (``value(_:bounds:step:title:onEditingChanged:)``,
/// ``formatted(_:bounds:step:format:title:onEditingChanged:)``,
/// ``editBar(title:onIncrement:onDecrement:onEditingChanged:)``) that read no binding, so tests
/// check them, and the views built from them, at run time.
struct StepperViewContent {
  /// Where the label came from.
  let title: StepperTitle
  /// The range, step and digits (the modifiers and the environment add the rest).
  let configuration: StepperConfiguration
  /// Self-managed for the value forms, controlled for the edit bar.
  let mode: StepperMode
  /// The app's value as an exact decimal (nil: none, or the edit bar).
  let read: @MainActor () -> FixedDecimal?
  /// Writes a value the user chose to the app's binding.
  let write: @MainActor (FixedDecimal) -> Void
  /// `true` when an interaction begins, `false` once when it ends.
  let editingChanged: @MainActor (Bool) -> Void
  /// The app's `format:`: what the field shows while not editing, and the symbols typed text is
  /// read with.
  let format: StepperNumberFormat?
  /// The edit bar's "+" (nil disables it); nil for the value forms.
  let onIncrement: (() -> Void)?
  /// The edit bar's "−" (nil disables it); nil for the value forms.
  let onDecrement: (() -> Void)?
  /// Why the app's range or step is not the stepper's, and what the stepper does instead.
  ///
  /// Set for a bound with no exact decimal (`UInt64.max`) or one the core refuses; nil when the
  /// core takes them. The view prints it when it appears: a clear error rather than a trap.
  var problem: String? = nil

  /// The configuration the view runs in `environment`: the format's symbols in `locale` where
  /// it has a format that symbols can express, else the locale's; the environment's language;
  /// the stepper modifiers' settings.
  func configuration(
    in environment: ControlEnvironment, locale: Locale, options: StepperViewOptions
  ) -> StepperConfiguration {
    var configured = configuration
    if let format, configured.numberSymbols == .plain,
      let symbols = format.symbols(locale, environment.numberSymbols)
    {
      configured.numberSymbols = symbols
    }
    return options.applied(to: environment.applied(to: configured))
  }

  /// How the view lays out its label and parts.
  enum Arrangement: Equatable {
    /// The label, then − field + (the value forms).
    case labelThenField
    /// − label + (an edit bar labelled by a view, which shows the owner's data).
    case labelBetweenButtons
    /// The title, then − + (an edit bar titled by a string: the title is no value, so it leads,
    /// as with Apple's `Stepper`, and labels the buttons for VoiceOver).
    case titleThenButtons
  }

  /// The arrangement for this content's mode and title.
  var arrangement: Arrangement {
    guard mode == .controlled else { return .labelThenField }
    return title == .view ? .labelBetweenButtons : .titleThenButtons
  }

  /// The value the driver starts with before the first read: the edit bar shows none, so zero.
  @MainActor var initialValue: FixedDecimal {
    mode == .controlled ? .zero : (read() ?? configuration.minimum)
  }

  /// A stepper bound to `value`, within `bounds` (nil: the core's widest range), by `step`.
  ///
  /// Bounds or a step with no exact decimal (a `UInt64` above `Int64.max`, NaN) or that the core
  /// refuses leave the stepper on the fallback configuration, and ``problem`` says why.
  @MainActor static func value<V: StepperValue & Comparable>(
    _ value: Binding<V>, bounds: ClosedRange<V>?, step: V, title: StepperTitle,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) -> StepperViewContent {
    var content = Self.value(
      value, bounds: bounds.map { ($0.lowerBound.exactDecimal, $0.upperBound.exactDecimal) },
      step: step, title: title, onEditingChanged: onEditingChanged)
    content.problem = problem(
      range: bounds.map { "\($0.lowerBound)...\($0.upperBound)" },
      lower: bounds.map { ("lower bound \($0.lowerBound)", $0.lowerBound.exactDecimal) },
      upper: bounds.map { ("upper bound \($0.upperBound)", $0.upperBound.exactDecimal) },
      step: ("step \(step)", step.exactDecimal), fallback: content.configuration)
    return content
  }

  /// A stepper bound to `value`, within `bounds` as exact decimals (nil: the core's widest
  /// range), by `step`.
  @MainActor static func value<V: StepperValue>(
    _ value: Binding<V>, bounds: (FixedDecimal?, FixedDecimal?)?, step: V, title: StepperTitle,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) -> StepperViewContent {
    let configuration = configuration(title: title, bounds: bounds, step: step.exactDecimal)
    return StepperViewContent(
      title: title, configuration: configuration, mode: .selfManaged,
      read: { value.wrappedValue.exactDecimal },
      write: { decimal in
        if let converted = V(exactDecimal: decimal) { value.wrappedValue = converted }
      },
      editingChanged: onEditingChanged, format: nil, onIncrement: nil, onDecrement: nil,
      problem: bounds == nil
        ? problem(
          range: nil, lower: nil, upper: nil, step: ("step \(step)", step.exactDecimal),
          fallback: configuration) : nil)
  }

  /// A stepper bound to a floating-point `value` shown with `format` while not editing.
  ///
  /// Stepping stays exact: the value is read through the shortest digits of its own type and
  /// written back as the value of its type nearest to the stepped decimal. Typed text is read
  /// with the format's symbols (separators, digits, currency or unit), by the core's rules.
  @MainActor static func formatted<F: ParseableFormatStyle>(
    _ value: Binding<F.FormatInput>, bounds: ClosedRange<F.FormatInput>?, step: F.FormatInput,
    format: F, title: StepperTitle, onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) -> StepperViewContent where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    func decimal(_ input: F.FormatInput) -> FixedDecimal? {
      FixedDecimal(shortestDigitsOf: input)
    }
    let configuration = configuration(
      title: title, bounds: bounds.map { (decimal($0.lowerBound), decimal($0.upperBound)) },
      step: decimal(step))
    return StepperViewContent(
      title: title, configuration: configuration, mode: .selfManaged,
      read: { decimal(value.wrappedValue) },
      write: { value.wrappedValue = $0.nearest(F.FormatInput.self) },
      editingChanged: onEditingChanged,
      format: StepperNumberFormat(format), onIncrement: nil,
      onDecrement: nil,
      problem: problem(
        range: bounds.map { "\($0.lowerBound)...\($0.upperBound)" },
        lower: bounds.map { ("lower bound \($0.lowerBound)", decimal($0.lowerBound)) },
        upper: bounds.map { ("upper bound \($0.upperBound)", decimal($0.upperBound)) },
        step: ("step \(step)", decimal(step)), fallback: configuration))
  }

  /// Why the app's range and step are not the stepper's, naming them and what the stepper does
  /// instead; nil when the core takes them.
  ///
  /// Each part is the app's value as text and its exact decimal (nil: it has none, such as
  /// `UInt64.max` or NaN). `range` is nil for an unbounded stepper.
  static func problem(
    range: String?, lower: (String, FixedDecimal?)?, upper: (String, FixedDecimal?)?,
    step: (String, FixedDecimal?), fallback: StepperConfiguration
  ) -> String? {
    let instead =
      "it steps \(fallback.minimum)...\(fallback.maximum) by \(fallback.step) instead"
    let parts = [lower, upper, step].compactMap { $0 }
    let inexact = parts.filter { $0.1 == nil }.map(\.0)
    if !inexact.isEmpty {
      return "StepperView: the \(inexact.joined(separator: " and ")) cannot be stepped exactly: "
        + "the stepper's values are decimals with at most \(FixedDecimal.maximumScale) fraction "
        + "digits from \(FixedDecimal.least(scale: 0)) through \(FixedDecimal.greatest(scale: 0)); "
        + instead
    }
    guard let stepDecimal = step.1 else { return nil }
    do {
      if let lower = lower?.1, let upper = upper?.1 {
        _ = try StepperConfiguration(minimum: lower, maximum: upper, step: stepDecimal)
      } else if range == nil {
        _ = try StepperConfiguration(
          minimum: .least(scale: stepDecimal.normalized.scale),
          maximum: .greatest(scale: stepDecimal.normalized.scale), step: stepDecimal)
      }
      return nil
    } catch {
      return "StepperView: \(range.map { "the range \($0) by \(step.0)" } ?? "the \(step.0)") "
        + "is not a stepper configuration (\(error)); \(instead)"
    }
  }

  /// The edit bar: the core in controlled mode over its widest range, so that only the owner's
  /// closures decide; each nil closure disables its button.
  @MainActor static func editBar(
    title: StepperTitle, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) -> StepperViewContent {
    StepperViewContent(
      title: title, configuration: configuration(title: title, bounds: nil, step: 1),
      mode: .controlled, read: { nil }, write: { _ in }, editingChanged: onEditingChanged,
      format: nil, onIncrement: onIncrement, onDecrement: onDecrement)
  }

  /// The configuration for `bounds` (nil: unbounded) and `step`, labelled with the title's plain
  /// text.
  ///
  /// Unbounded is the core's widest range at the step's digits (``FixedDecimal/least(scale:)``
  /// through ``FixedDecimal/greatest(scale:)``). Bounds or a step the core refuses (a step of
  /// zero, a bound that is no exact decimal) fall back to the default configuration (0 through
  /// 100 by 1; the widest range by 1 when unbounded) rather than trapping.
  static func configuration(
    title: StepperTitle, bounds: (FixedDecimal?, FixedDecimal?)?, step: FixedDecimal?
  ) -> StepperConfiguration {
    var configuration = bounds == nil ? unbounded(step: 1) : StepperConfiguration.default
    if let step {
      if let bounds {
        if let minimum = bounds.0, let maximum = bounds.1,
          let exact = try? StepperConfiguration(minimum: minimum, maximum: maximum, step: step)
        {
          configuration = exact
        }
      } else {
        configuration = unbounded(step: step)
      }
    }
    configuration.label = title.plainText
    return configuration
  }

  /// The core's widest range at `step`'s digits, stepping by `step`; by 1 when the core refuses
  /// the step.
  static func unbounded(step: FixedDecimal) -> StepperConfiguration {
    let scale = step.normalized.scale
    if let exact = try? StepperConfiguration(
      minimum: .least(scale: scale), maximum: .greatest(scale: scale), step: step)
    {
      return exact
    }
    return (try? StepperConfiguration(minimum: .least(scale: 0), maximum: .greatest(scale: 0)))
      ?? .default
  }
}
#endif
