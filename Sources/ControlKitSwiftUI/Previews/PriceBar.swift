#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import SwiftUI

/// The articles' price edit bar, 0.1 … 9.9 in steps of 0.1, as SwiftUI writes an edit bar:
/// `StepperView`'s `onIncrement:onDecrement:` form ("UI emits events, data drives UI").
///
/// The bar only reports; the owner (here a `@State` count of tenths, so that no binary fraction
/// ever drifts) changes its data, and the label shows it. At a limit the owner passes nil, which
/// disables that button.
struct PriceBar: View {
  @State private var tenths = 50

  var body: some View {
    StepperView(
      label: { Text(price) },
      onIncrement: tenths < 99 ? { tenths += 1 } : nil,
      onDecrement: tenths > 1 ? { tenths -= 1 } : nil)
  }

  /// The owner's data as the label shows it: "5.0".
  private var price: String { "\(tenths / 10).\(tenths % 10)" }
}
#endif
