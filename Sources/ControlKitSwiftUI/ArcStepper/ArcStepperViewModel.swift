#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Combine
import ControlKit
import SwiftUI

/// What ``ArcStepperView`` observes: the core's ``ArcStepperDriver`` and SwiftUI's glue around
/// it.
///
/// All behaviour is the driver's (``driver``); this object publishes each redraw to SwiftUI,
/// writes the step the user chose to the view's binding, counts haptic limit feedback for
/// `sensoryFeedback`, and maps SwiftUI's types (sizes, points, VoiceOver's direction) to the
/// core's.
///
/// ```swift
/// let host = VirtualHost()
/// let model = ArcStepperViewModel(value: 5, count: 10, host: host)
/// model.boundsChanged(CGSize(width: 100, height: 100))
/// model.driver.keyPressed(.up)              // step 6; the arc animates over 200 ms
/// host.advance(by: .milliseconds(100))      // model.driver.presentation.fraction is between
/// ```
@MainActor
final class ArcStepperViewModel: ObservableObject {
  /// Counts the redraws the session asked for; publishing it tells SwiftUI to read the view
  /// again (and gives tests a handle on redraws).
  @Published private(set) var revision = 0
  /// How many limit feedbacks with haptics were asked for: the view's `sensoryFeedback` trigger.
  private(set) var limitFeedbackCount = 0
  /// The arc stepper's behaviour (input, state, callbacks).
  let driver: ArcStepperDriver
  /// Writes a step to the view's binding: each step the user chose, and the step shown after the
  /// app set one outside the count.
  var writeBinding: (@MainActor (Int) -> Void)?

  /// Creates a model at `value` of `count` (a count the core refuses keeps the configuration's).
  ///
  /// - Parameters:
  ///   - value: the step shown first (the configuration's `initialStep`).
  ///   - count: how many steps the ring has; it replaces the configuration's step count.
  ///   - configuration: the look and behaviour (the article's by default).
  ///   - host: the platform; nil makes a ``TaskHost``. Tests pass a virtual clock.
  init(
    value: Int, count: Int, configuration: ArcStepperConfiguration = .article,
    host: (any ControlHost)? = nil
  ) {
    var configuration = (try? configuration.replacingStepCount(count)) ?? configuration
    configuration.initialStep = value
    driver = ArcStepperDriver(configuration: configuration, host: host ?? TaskHost())
    driver.onRender = { [weak self] in self?.revision += 1 }
    driver.onLimitFeedback = { [weak self] feedback, _ in
      if feedback.contains(.haptic) { self?.limitFeedbackCount += 1 }
    }
    driver.onValueChanged = { [weak self] value, source in
      if source != .programmatic { self?.writeBinding?(value) }
    }
  }

  /// Adopts the view's configuration in its environment when it differs from the driver's: a
  /// new session at the current step, as ``ArcStepperDriver/configuration`` starts one.
  ///
  /// The view passes its configuration with the locale's digits (``ControlEnvironment``), and
  /// again when the locale or the configuration changes. The step count and first step stay the
  /// model's (the view is identified by its count).
  ///
  /// ```swift
  /// model.configure(environment.applied(to: configuration))  // "٥/١٠" under ar_EG
  /// ```
  ///
  /// - Parameter configuration: the look, behaviour and number symbols to run with.
  func configure(_ configuration: ArcStepperConfiguration) {
    let current = driver.configuration
    var adopted = (try? configuration.replacingStepCount(current.stepCount)) ?? configuration
    adopted.initialStep = current.initialStep
    driver.configuration = adopted
  }

  /// The view was laid out at `size`.
  func boundsChanged(_ size: CGSize) {
    driver.boundsChanged(Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)))
  }

  /// A finger or the mouse is at `location` (in the view's coordinates): the first call of a
  /// drag presses, later ones move.
  func drag(to location: CGPoint) {
    driver.drag(to: Point(x: Double(location.x), y: Double(location.y)))
  }

  /// The finger or mouse lifted at `location`.
  func release(at location: CGPoint) {
    driver.release(at: Point(x: Double(location.x), y: Double(location.y)))
  }

  /// VoiceOver's swipe up or down.
  func adjust(_ direction: AccessibilityAdjustmentDirection) {
    switch direction {
    case .increment: driver.accessibilityAdjust(.increment)
    case .decrement: driver.accessibilityAdjust(.decrement)
    @unknown default: break
    }
  }

  /// The app's binding holds `value`: animate to it from what is on screen; a step outside the
  /// count is shown clamped and written back.
  func valueProvided(_ value: Int) {
    guard value != driver.value else { return }
    driver.value = value
    if driver.value != value { writeBinding?(driver.value) }
  }
}
#endif
