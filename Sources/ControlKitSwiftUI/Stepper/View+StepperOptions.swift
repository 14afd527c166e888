#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import SwiftUI

// The settings of `StepperView` beyond Apple's `Stepper` initialisers, one modifier per idea. They
// reach every `StepperView` inside the modified view through the environment, like SwiftUI's own
// `.buttonStyle(_:)`; the innermost modifier of each kind wins.
extension View {
  /// Sizes and palettes of the ``StepperView``s inside this view (``StepperStyle/standard`` by
  /// default: 44 × 44-point buttons).
  ///
  /// ```swift
  /// StepperView("Quantity", value: $quantity, in: 1...99)
  ///   .stepperStyle(.article)  // PPNumberButton's 110 × 30 points
  /// ```
  public func stepperStyle(_ style: StepperStyle) -> some View {
    transformEnvironment(\.stepperViewOptions) { $0.style = style }
  }

  /// Cart mode for the ``StepperView``s inside this view: − hides at the minimum
  /// (``StepperConfiguration/hidesDecrementAtMinimum``, PPNumberButton's `decreaseHide`).
  ///
  /// ```swift
  /// StepperView("Cart", value: $quantity, in: 0...99).stepperCartMode()
  /// ```
  public func stepperCartMode(_ isOn: Bool = true) -> some View {
    transformEnvironment(\.stepperViewOptions) { $0.hidesDecrementAtMinimum = isOn }
  }

  /// Whether the ``StepperView``s inside this view wrap from one limit to the other
  /// (``StepperConfiguration/wraps``, `UIStepper`'s `wraps`).
  public func stepperWraps(_ wraps: Bool = true) -> some View {
    transformEnvironment(\.stepperViewOptions) { $0.wraps = wraps }
  }

  /// The app's own images for − and + of the ``StepperView``s inside this view (PPNumberButton's
  /// `decreaseImage`/`increaseImage`), instead of the core's drawn icons.
  ///
  /// The core's drawing list draws each image, whole, at its icon frame
  /// (``ControlKit/StepperButtonGlyphs``), as UIKit's `setImage(decreaseImage:increaseImage:)`
  /// and GTK's `buttonGlyphs` do; the buttons' touch areas and VoiceOver labels stay the same.
  ///
  /// ```swift
  /// StepperView("Quantity", value: $quantity, in: 1...99)
  ///   .stepperButtonImages(decrement: minus, increment: plus)  // two CGImages
  /// ```
  ///
  /// - Parameters:
  ///   - decrement: The − button's image.
  ///   - increment: The + button's image.
  public func stepperButtonImages(decrement: CGImage, increment: CGImage) -> some View {
    transformEnvironment(\.stepperViewOptions) {
      $0.buttonImages = StepperButtonImages(decrement: decrement, increment: increment)
    }
  }

  /// How holding − or + repeats in the ``StepperView``s inside this view.
  public func stepperRepeatPolicy(_ policy: StepperRepeatPolicy) -> some View {
    transformEnvironment(\.stepperViewOptions) { $0.repeatPolicy = policy }
  }

  /// What the ``StepperView``s inside this view play when the user pushes against a limit
  /// (`[]` for nothing).
  public func stepperLimitFeedback(_ feedback: LimitFeedback) -> some View {
    transformEnvironment(\.stepperViewOptions) { $0.limitFeedback = feedback }
  }

  /// Hides the labels of the ``StepperView``s inside this view, as `.labelsHidden()` does from
  /// iOS 18, macOS 15 and visionOS 2 (where SwiftUI tells custom views, through
  /// `\.labelsVisibility`); this modifier works on every system.
  ///
  /// The stepper keeps a string title as its accessibility label. A label view is not drawn
  /// either; give the stepper an `.accessibilityLabel(_:)` then, as Apple asks of any control
  /// whose label is hidden.
  ///
  /// ```swift
  /// StepperView("Quantity", value: $quantity, in: 1...99)
  ///   .stepperLabelsHidden()  // − 1 +, read by VoiceOver as "Quantity"
  /// ```
  public func stepperLabelsHidden(_ hidden: Bool = true) -> some View {
    transformEnvironment(\.stepperViewOptions) { $0.labelsHidden = hidden }
  }
}
#endif
