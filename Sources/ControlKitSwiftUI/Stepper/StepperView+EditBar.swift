#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
public import SwiftUI

// The edit bar ("UI emits events, data drives UI") in SwiftUI `Stepper`'s own terms: the
// `onIncrement:onDecrement:` initialisers. The core runs in controlled mode: the view never
// changes a value; it calls `onIncrement` or `onDecrement` once per step the user asks for
// (press, each repeat of a hold, arrow keys, VoiceOver swipes), the owner changes its data, and
// the label shows it. A nil closure disables its button, as Apple's does; an owner at its limit
// passes nil.
extension StepperView {
  /// Creates an edit bar labelled by a view, `Stepper`'s
  /// `init(label:onIncrement:onDecrement:onEditingChanged:)`.
  ///
  /// ```swift
  /// StepperView {
  ///   Text(price.formatted())
  /// } onIncrement: {
  ///   price += 1
  /// } onDecrement: {
  ///   price -= 1
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - label: the view between − and +; it shows the owner's data.
  ///   - onIncrement: called for each step up; nil disables "+".
  ///   - onDecrement: called for each step down; nil disables "−".
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .editBar(
        title: .view, onIncrement: onIncrement, onDecrement: onDecrement,
        onEditingChanged: onEditingChanged),
      label: label())
  }

  /// Creates an edit bar labelled by a view, in `Stepper`'s older order
  /// `init(onIncrement:onDecrement:onEditingChanged:label:)`.
  ///
  /// - Parameters:
  ///   - onIncrement: called for each step up; nil disables "+".
  ///   - onDecrement: called for each step down; nil disables "−".
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  ///   - label: the view between − and +; it shows the owner's data.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

extension StepperView where Label == Text {
  /// Creates an edit bar titled by a localisation key, `Stepper`'s
  /// `init(_:onIncrement:onDecrement:onEditingChanged:)`.
  ///
  /// ```swift
  /// StepperView("Price", onIncrement: { tenths += 1 }, onDecrement: nil)
  /// ```
  ///
  /// - Parameters:
  ///   - titleKey: the title, looked up in the app's string catalog (`Text(titleKey)`).
  ///   - onIncrement: called for each step up; nil disables "+".
  ///   - onDecrement: called for each step down; nil disables "−".
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?,
    onDecrement: (() -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .editBar(
        title: .localized(titleKey), onIncrement: onIncrement, onDecrement: onDecrement,
        onEditingChanged: onEditingChanged),
      label: Text(titleKey))
  }

  /// Creates an edit bar titled by a string shown verbatim, `Stepper`'s
  /// `init(_:onIncrement:onDecrement:onEditingChanged:)` with a `StringProtocol` title.
  ///
  /// - Parameters:
  ///   - title: the title, shown as written (`Text(title)`).
  ///   - onIncrement: called for each step up; nil disables "+".
  ///   - onDecrement: called for each step down; nil disables "−".
  ///   - onEditingChanged: `true` when an interaction begins, `false` once when it ends.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      content: .editBar(
        title: .verbatim(String(title)), onIncrement: onIncrement, onDecrement: onDecrement,
        onEditingChanged: onEditingChanged),
      label: Text(title))
  }
}
#endif
