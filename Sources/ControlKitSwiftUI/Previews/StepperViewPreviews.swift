#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

// `#Preview` is a macro whose implementation (PreviewsMacros) ships only inside Xcode; the Linux
// check cannot expand it, so the previews use `PreviewProvider`, which Xcode shows the same way.

/// The stepper's main states: default, at the minimum in cart mode, at the maximum, a decimal
/// price, disabled, dark and right-to-left, the largest accessibility text size, and the price
/// edit bar (``PriceBar``) beside a label view and an unbounded stepper.
struct StepperViewPreviews: PreviewProvider {
  static var previews: some View {
    VStack(spacing: 16) {
      StepperView("Quantity", value: .constant(1), in: 0...99)
      StepperView("Cart", value: .constant(0), in: 0...99).stepperCartMode()
      StepperView("At maximum", value: .constant(99), in: 0...99)
      StepperView("Price", value: .constant(0.5), in: 0.1...9.9, step: 0.1)
      StepperView(
        "Exact", value: .constant(FixedDecimal(units: 125, scale: 2)), in: 0...10,
        step: FixedDecimal(units: 25, scale: 2))
      StepperView("Disabled", value: .constant(3), in: 0...99).disabled(true)
    }
    .previewDisplayName("Light")
    VStack(spacing: 16) {
      StepperView("Quantity", value: .constant(1), in: 0...99)
      StepperView("Price", value: .constant(2.5), in: 0.1...9.9, step: 0.1)
    }
    .environment(\.colorScheme, .dark)
    .environment(\.layoutDirection, .rightToLeft)
    .environment(\.locale, Locale(identifier: "ar"))
    .previewDisplayName("Dark, right to left")
    StepperView("Quantity", value: .constant(1), in: 0...99)
      .environment(\.dynamicTypeSize, .accessibility3)
      .previewDisplayName("Accessibility 3")
    VStack(spacing: 16) {
      PriceBar()
      StepperView(value: .constant(3), in: 1...9) { Text("Quantity") }
      StepperView("Unbounded", value: .constant(0))
    }
    .previewDisplayName("Edit bar, label, unbounded")
  }
}
#endif
