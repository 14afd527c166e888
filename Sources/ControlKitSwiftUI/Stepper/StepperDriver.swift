#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import Combine
public import ControlKit
public import SwiftUI

/// The testable part of ``StepperView``, which owns the stepper's ``ControlSession``.
///
/// It turns SwiftUI input into core events, and core effects into binding writes, editing
/// callbacks and limit feedback. The view only maps its state to views.
///
/// Drive it with a virtual clock in tests, exactly as the view drives it:
///
/// ```swift
/// let host = VirtualHost()
/// let driver = StepperDriver(value: 1, configuration: .default, host: host)
/// driver.onValueChanged = { quantity = $0 }
/// driver.pressIncrement()
/// host.advance(by: .milliseconds(600))   // the first repeat
/// driver.release(inside: true)           // onEditingChanged(false) once
/// ```
@MainActor
public final class StepperDriver: ObservableObject {
  /// Counts the redraws the session asked for; publishing it tells SwiftUI to read the view
  /// again (and gives tests a handle on redraws).
  @Published public private(set) var revision = 0
  /// Called with each value the user chose (and with the value shown after the app set one
  /// the configuration does not admit): the view writes it to its binding.
  public var onValueChanged: (@MainActor (FixedDecimal) -> Void)?
  /// Called with `true` when an interaction starts (a press, an edit) and `false` once when it
  /// ends, as SwiftUI's `Stepper` calls `onEditingChanged`.
  public var onEditingChanged: (@MainActor (Bool) -> Void)?
  /// How many limit feedbacks with haptics were asked for: the view's `sensoryFeedback` trigger.
  public private(set) var limitFeedbackCount = 0
  /// Whether an interaction is in progress (between the two `onEditingChanged` calls).
  public private(set) var isInteracting = false
  /// Controlled mode: called once per step the user asks up; nil disables "+".
  ///
  /// A press, each repeat of a hold, an arrow key and a VoiceOver swipe each ask for one step,
  /// as with SwiftUI `Stepper`'s `onIncrement`.
  public var onIncrement: (() -> Void)?
  /// Controlled mode: called once per step the user asks down; nil disables "−".
  public var onDecrement: (() -> Void)?

  let session: ControlSession<StepperState>
  private let host: any ControlHost

  /// Creates a driver showing `value` under `configuration`.
  ///
  /// - Parameters:
  ///   - value: the value shown first (clamped by the configuration).
  ///   - configuration: the range, step and rules of the stepper.
  ///   - mode: ``StepperMode/selfManaged`` (the value forms: the driver writes each new value
  ///     through ``onValueChanged``) or ``StepperMode/controlled`` (the edit bar: the driver only
  ///     calls ``onIncrement`` and ``onDecrement``; the owner's data is the label).
  ///   - host: the platform; nil makes a ``TaskHost``. Tests pass a virtual clock.
  public init(
    value: FixedDecimal, configuration: StepperConfiguration, mode: StepperMode = .selfManaged,
    host: (any ControlHost)? = nil
  ) {
    let base = host ?? TaskHost()
    self.host = base
    session = ControlSession(
      StepperState(value: value, configuration: configuration, mode: mode), at: base.now)
    session.onRender = { [weak self] in self?.revision += 1 }
    session.onLimitFeedback = { [weak self] feedback, _ in
      if feedback.contains(.haptic) { self?.limitFeedbackCount += 1 }
    }
    session.onEffect = { [weak self] effect in self?.handle(effect) }
    self.host.drive(session)
  }

  /// The stepper's state.
  public var coreState: StepperState { session.state }
  /// What is on screen now (the shake offset).
  public var appearance: StepperAppearance { session.presentation }

  /// Whether "+" shows enabled: the core's rule (enabled, below the maximum or wrapping) and,
  /// in controlled mode, an ``onIncrement`` closure to call (Apple's `Stepper` disables the
  /// button whose closure is nil).
  public var showsIncrementEnabled: Bool {
    appearance.showsIncrementEnabled && (coreState.mode == .selfManaged || onIncrement != nil)
  }

  /// Whether "−" shows enabled; in controlled mode only with an ``onDecrement`` closure.
  public var showsDecrementEnabled: Bool {
    appearance.showsDecrementEnabled && (coreState.mode == .selfManaged || onDecrement != nil)
  }

  /// The "+" button went down; nothing when it is disabled by a nil ``onIncrement``.
  public func pressIncrement(pointer: StepperPointerKind = .touch) {
    guard coreState.mode == .selfManaged || onIncrement != nil else { return }
    beginInteraction()
    session.send(.incrementPressed(pointer: pointer, at: host.now))
  }

  /// The "−" button went down; nothing when it is disabled by a nil ``onDecrement``.
  public func pressDecrement(pointer: StepperPointerKind = .touch) {
    guard coreState.mode == .selfManaged || onDecrement != nil else { return }
    beginInteraction()
    session.send(.decrementPressed(pointer: pointer, at: host.now))
  }

  /// The finger holding a button moved: over its touch area (`inside`) or out of it.
  public func pointerMoved(inside: Bool) {
    guard let hold = coreState.hold else { return }
    if hold.isPointerInside != inside {
      session.send(inside ? .dragEntered(at: host.now) : .dragExited(at: host.now))
    }
  }

  /// The finger holding a button lifted, over its touch area or elsewhere.
  public func release(inside: Bool) {
    session.send(.released(inside: inside, at: host.now))
    if coreState.hold == nil { endInteraction() }
  }

  /// The system took the touch away (a scroll view claimed it); nothing when no button is held.
  public func cancelPointer() {
    if coreState.hold != nil { session.send(.pointerCancelled(at: host.now)) }
    endInteraction()
  }

  /// VoiceOver's swipe up or down on the adjustable element.
  public func adjust(_ direction: AccessibilityAdjustmentDirection) {
    switch direction {
    case .increment: session.send(.accessibilityIncremented(at: host.now))
    case .decrement: session.send(.accessibilityDecremented(at: host.now))
    @unknown default: break
    }
  }

  /// A hardware key while the stepper has focus; false when the key is the caret's, not ours.
  @discardableResult
  public func keyPressed(_ key: StepperKey, commandModifier: Bool = false) -> Bool {
    guard coreState.claimsKey(key, commandModifier: commandModifier) else { return false }
    session.send(.keyPressed(key, at: host.now))
    return true
  }

  /// The field gained or lost focus.
  public func focusChanged(_ focused: Bool) {
    if focused {
      beginInteraction()
      session.send(.editingBegan(at: host.now))
    } else {
      session.send(.editingEnded(at: host.now))
      endInteraction()
    }
  }

  /// Proposes the field's whole new text, as SwiftUI's `TextField` delivers it.
  ///
  /// The difference from the shown text becomes one replacement for the core's rules. Returns
  /// whether it was accepted: a refused edit changes nothing, and the redraw puts the previous
  /// text back into the field.
  @discardableResult
  public func proposeText(_ text: String) -> Bool {
    let edit = Self.replacement(from: coreState.displayText, to: text)
    guard case .accepted = coreState.outcome(of: edit) else {
      session.send(.textReplaced(edit, at: host.now))
      return false
    }
    session.send(.textReplaced(edit, at: host.now))
    return true
  }

  /// Return was pressed in the field: commit and keep editing.
  public func submit() {
    session.send(.textSubmitted(at: host.now))
  }

  /// Shows the value the app's binding holds, clamped and rounded to the configuration.
  ///
  /// When that differs from what the binding holds, the shown value is written back, so the
  /// binding never disagrees with the stepper. Nil (a value with no exact decimal) is ignored.
  public func valueProvided(_ value: FixedDecimal?) {
    guard let value, value != coreState.value else { return }
    session.send(.valueSetProgrammatically(value, at: host.now))
    if coreState.value != value { onValueChanged?(coreState.value) }
  }

  /// The view's configuration changed (range, step, the locale's separator).
  public func configure(_ configuration: StepperConfiguration) {
    guard configuration != coreState.configuration else { return }
    let before = coreState.value
    session.send(.configurationChanged(configuration, at: host.now))
    if coreState.value != before { onValueChanged?(coreState.value) }
  }

  /// SwiftUI's `isEnabled` changed.
  public func setEnabled(_ enabled: Bool) {
    guard enabled != coreState.isEnabled else { return }
    session.send(.enabledChanged(enabled, at: host.now))
  }

  /// Stops the timer and frames: the view went away.
  public func invalidate() {
    session.invalidate()
  }

  /// The single replacement that turns `old` into `new`: the part between their common prefix
  /// and common suffix, counted in Unicode scalars.
  static func replacement(from old: String, to new: String) -> TextReplacement {
    let oldScalars = Array(old.unicodeScalars)
    let newScalars = Array(new.unicodeScalars)
    var prefix = 0
    while prefix < oldScalars.count, prefix < newScalars.count,
      oldScalars[prefix] == newScalars[prefix]
    {
      prefix += 1
    }
    var suffix = 0
    while suffix < oldScalars.count - prefix, suffix < newScalars.count - prefix,
      oldScalars[oldScalars.count - 1 - suffix] == newScalars[newScalars.count - 1 - suffix]
    {
      suffix += 1
    }
    var inserted = String.UnicodeScalarView()
    inserted.append(contentsOf: newScalars[prefix..<(newScalars.count - suffix)])
    return TextReplacement(
      range: prefix..<(oldScalars.count - suffix), with: String(inserted))
  }

  private func handle(_ effect: StepperEffect) {
    switch effect {
    case .valueChanged(_, let new, let source) where source != .programmatic:
      onValueChanged?(new)
    case .increaseRequested(let steps, _):
      for _ in 0..<max(steps, 0) { onIncrement?() }
    case .decreaseRequested(let steps, _):
      for _ in 0..<max(steps, 0) { onDecrement?() }
    case .interactionEnded:
      if !isInteracting { beginInteraction() }
      if coreState.hold == nil && !coreState.isEditing { endInteraction() }
    default:
      break
    }
  }

  private func beginInteraction() {
    guard !isInteracting else { return }
    isInteracting = true
    onEditingChanged?(true)
  }

  private func endInteraction() {
    guard isInteracting else { return }
    isInteracting = false
    onEditingChanged?(false)
  }
}
#endif
