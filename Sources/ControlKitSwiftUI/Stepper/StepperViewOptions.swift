#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// What the stepper modifiers (``SwiftUI/View/stepperStyle(_:)``,
/// ``SwiftUI/View/stepperCartMode(_:)``...) ask of the ``StepperView``s inside a view: each field
/// nil until a modifier sets it, and the innermost modifier of each kind wins, as with SwiftUI's
/// own environment modifiers.
///
/// They are view modifiers rather than initialiser arguments so that every initialiser ends with
/// `onEditingChanged`, as Apple's `Stepper` does: a trailing closure then always means "editing
/// changed", in Swift 5 and Swift 6 language modes alike.
struct StepperViewOptions: Hashable, Sendable {
  /// Sizes and palettes.
  var style: StepperStyle?
  /// Cart mode: hide − at the minimum.
  var hidesDecrementAtMinimum: Bool?
  /// Whether stepping past a limit wraps to the other one.
  var wraps: Bool?
  /// How holding a button repeats.
  var repeatPolicy: StepperRepeatPolicy?
  /// What to play at a limit.
  var limitFeedback: LimitFeedback?
  /// Whether the label is hidden (``SwiftUI/View/stepperLabelsHidden(_:)``); read by the view,
  /// not the core.
  var labelsHidden: Bool?
  /// The app's images for − and + (``SwiftUI/View/stepperButtonImages(decrement:increment:)``);
  /// nil draws the core's icons.
  var buttonImages: StepperButtonImages?

  /// Whether the stepper leaves its label out: `.labelsHidden()` as SwiftUI reports it to
  /// custom views (`visibility`: nil before iOS 18, macOS 15 and visionOS 2, which do not), or
  /// ``SwiftUI/View/stepperLabelsHidden(_:)``.
  func hidesLabel(visibility: Visibility?) -> Bool {
    visibility == .hidden || labelsHidden == true
  }

  /// `configuration` with every option that was set, the rest kept.
  ///
  /// None of these settings can make a valid configuration invalid, so the fallback (the
  /// configuration as given) is never taken in practice.
  func applied(to configuration: StepperConfiguration) -> StepperConfiguration {
    (try? configuration.replacing(
      wraps: wraps, repeatPolicy: repeatPolicy, hidesDecrementAtMinimum: hidesDecrementAtMinimum,
      limitFeedback: limitFeedback)) ?? configuration
  }
}
#endif
