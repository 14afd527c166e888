#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Combine
import ControlKit
import SwiftUI

/// What ``StepperView`` observes: the core's ``StepperDriver`` and SwiftUI's glue around it.
///
/// All behaviour is the driver's (``driver``); this object publishes each redraw to SwiftUI,
/// writes the value the user chose to the view's binding, counts haptic limit feedback for
/// `sensoryFeedback`, and maps what only SwiftUI has: `Stepper`'s `onIncrement`/`onDecrement`
/// closures (a nil one disables its button) and VoiceOver's adjustment direction.
///
/// Drive it with a virtual clock in tests, exactly as the view drives it:
///
/// ```swift
/// let host = VirtualHost()
/// let model = StepperViewModel(value: 1, configuration: .default, host: host)
/// model.writeBinding = { quantity = $0 }
/// model.pressIncrement()
/// host.advance(by: .milliseconds(600))   // the first repeat
/// model.driver.release(inside: true)     // onInteractingChanged(false) once
/// ```
@MainActor
final class StepperViewModel: ObservableObject {
  /// Counts the redraws the session asked for; publishing it tells SwiftUI to read the view
  /// again (and gives tests a handle on redraws).
  @Published private(set) var revision = 0
  /// How many limit feedbacks with haptics were asked for: the view's `sensoryFeedback` trigger.
  private(set) var limitFeedbackCount = 0
  /// The stepper's behaviour (input, state, callbacks).
  let driver: StepperDriver
  /// Writes a value to the view's binding: each value the user chose, and the value shown after
  /// the app set one the configuration does not admit (so the binding never disagrees).
  var writeBinding: (@MainActor (FixedDecimal) -> Void)?
  /// Controlled mode: called once per step the user asks up; nil disables "+".
  ///
  /// A press, each repeat of a hold, an arrow key and a VoiceOver swipe each ask for one step,
  /// as with SwiftUI `Stepper`'s `onIncrement`.
  var onIncrement: (() -> Void)?
  /// Controlled mode: called once per step the user asks down; nil disables "−".
  var onDecrement: (() -> Void)?

  /// Creates a model showing `value` under `configuration`.
  ///
  /// - Parameters:
  ///   - value: the value shown first (clamped by the configuration).
  ///   - configuration: the range, step and rules of the stepper.
  ///   - mode: ``StepperMode/selfManaged`` (the value forms) or ``StepperMode/controlled`` (the
  ///     edit bar: only ``onIncrement`` and ``onDecrement`` are called).
  ///   - host: the platform; nil makes a ``TaskHost``. Tests pass a virtual clock.
  init(
    value: FixedDecimal, configuration: StepperConfiguration, mode: StepperMode = .selfManaged,
    host: (any ControlHost)? = nil
  ) {
    driver = StepperDriver(
      value: value, configuration: configuration, mode: mode, host: host ?? TaskHost())
    driver.onRender = { [weak self] in self?.revision += 1 }
    driver.onLimitFeedback = { [weak self] feedback, _ in
      if feedback.contains(.haptic) { self?.limitFeedbackCount += 1 }
    }
    driver.onValueChanged = { [weak self] value, source in
      if source != .programmatic { self?.writeBinding?(value) }
    }
    driver.onIncreaseRequested = { [weak self] steps, _ in
      for _ in 0..<max(steps, 0) { self?.onIncrement?() }
    }
    driver.onDecreaseRequested = { [weak self] steps, _ in
      for _ in 0..<max(steps, 0) { self?.onDecrement?() }
    }
  }

  /// Whether "+" shows enabled: the core's rule (enabled, below the maximum or wrapping) and,
  /// in controlled mode, an ``onIncrement`` closure to call (Apple's `Stepper` disables the
  /// button whose closure is nil).
  var showsIncrementEnabled: Bool {
    driver.presentation.showsIncrementEnabled && (isSelfManaged || onIncrement != nil)
  }

  /// Whether "−" shows enabled; in controlled mode only with an ``onDecrement`` closure.
  var showsDecrementEnabled: Bool {
    driver.presentation.showsDecrementEnabled && (isSelfManaged || onDecrement != nil)
  }

  /// The "+" button went down; nothing when it is disabled by a nil ``onIncrement``.
  func pressIncrement(pointer: StepperPointerKind = .touch) {
    if isSelfManaged || onIncrement != nil { driver.press(.increment, pointer: pointer) }
  }

  /// The "−" button went down; nothing when it is disabled by a nil ``onDecrement``.
  func pressDecrement(pointer: StepperPointerKind = .touch) {
    if isSelfManaged || onDecrement != nil { driver.press(.decrement, pointer: pointer) }
  }

  /// VoiceOver's swipe up or down on the adjustable element.
  func adjust(_ direction: AccessibilityAdjustmentDirection) {
    switch direction {
    case .increment: driver.accessibilityAdjust(.increment)
    case .decrement: driver.accessibilityAdjust(.decrement)
    @unknown default: break
    }
  }

  /// Shows the value the app's binding holds, clamped and rounded to the configuration.
  ///
  /// When that differs from what the binding holds, the shown value is written back. Nil (a
  /// value with no exact decimal) is ignored.
  func valueProvided(_ value: FixedDecimal?) {
    guard let value, value != driver.value else { return }
    driver.value = value
    if driver.value != value { writeBinding?(driver.value) }
  }

  /// The view's configuration changed (range, step, the locale's separator); a re-clamped
  /// value is written back.
  func configure(_ configuration: StepperConfiguration) {
    let before = driver.value
    driver.configuration = configuration
    if driver.value != before { writeBinding?(driver.value) }
  }

  private var isSelfManaged: Bool { driver.state.mode == .selfManaged }
}
#endif
