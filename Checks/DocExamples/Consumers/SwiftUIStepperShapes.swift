// Apple's SwiftUI `Stepper`, all 18 initialiser shapes of the iPhoneOS 16.5 SDK, written as an iOS
// developer writes them with `StepperView` in place of `Stepper` (titles as string literals and as
// `String` values, `label:` builders in both orders, unbounded, bounded, `format:`, the edit bar's
// `onIncrement:onDecrement:`). `scripts/check-doc-examples.py` compiles it in Swift 5 and Swift 6
// modes with warnings as errors (make test), so a shape that stops compiling, or warns, in either
// mode fails the build; the glue tests in Checks/SwiftUICheck check what each shape makes.
import ControlKit
import ControlKitSwiftUI
import SwiftUI

/// One stepper of each shape.
struct StepperShapesConsumer: View {
  @State private var quantity = 1
  @State private var price = 0.5
  @State private var tenths = 50
  @State private var amount = Decimal(5)
  @State private var exact = FixedDecimal(units: 125, scale: 2)
  let name = "Quantity"

  // Two groups: an iOS 16 deployment's `ViewBuilder` takes at most ten views a block.
  var body: some View {
    VStack {
      titled
      labelled
    }
  }

  /// The ten titled shapes.
  @ViewBuilder private var titled: some View {
    // init(_:value:step:onEditingChanged:), LocalizedStringKey and StringProtocol titles
    StepperView("Quantity", value: $quantity)
    StepperView(name, value: $quantity, step: 2)
    // init(_:value:in:step:onEditingChanged:)
    StepperView("Quantity", value: $quantity, in: 1...99) { editing in print(editing) }
    StepperView(name[...], value: $amount, in: 0...10, step: 0.5)
    // init(_:value:step:format:onEditingChanged:)
    StepperView("Price", value: $price, step: 0.1, format: .number)
    StepperView(name, value: $price, format: .number)
    // init(_:value:in:step:format:onEditingChanged:)
    StepperView("Price", value: $price, in: 0.1...9.9, step: 0.1, format: .number) { _ in }
    StepperView(name, value: $price, in: 0.1...9.9, step: 0.1, format: .number)
    // init(_:onIncrement:onDecrement:onEditingChanged:)
    StepperView("Price", onIncrement: { tenths += 1 }, onDecrement: nil)
    StepperView(name, onIncrement: nil, onDecrement: { tenths -= 1 }) { _ in }
  }

  /// The eight labelled shapes.
  @ViewBuilder private var labelled: some View {
    // init(value:step:label:onEditingChanged:)
    StepperView(value: $quantity, step: 1) { Text("Quantity") }
    // init(value:in:step:label:onEditingChanged:)
    StepperView(value: $exact, in: 0...10, step: FixedDecimal(units: 25, scale: 2)) {
      Text("Exact")
    } onEditingChanged: { _ in
    }
    // init(value:step:onEditingChanged:label:)
    StepperView(value: $quantity, onEditingChanged: { _ in }) { Text("Quantity") }
    // init(value:in:step:onEditingChanged:label:)
    StepperView(value: $quantity, in: 1...99, step: 1, onEditingChanged: { _ in }) {
      Text("Quantity")
    }
    // init(value:step:format:label:onEditingChanged:)
    StepperView(value: $price, step: 0.1, format: .number) { Text("Price") }
    // init(value:in:step:format:label:onEditingChanged:)
    StepperView(value: $price, in: 0.1...9.9, step: 0.1, format: .number) { Text("Price") }
    // init(label:onIncrement:onDecrement:onEditingChanged:)
    StepperView {
      Text("\(tenths / 10).\(tenths % 10)")
    } onIncrement: {
      tenths += 1
    } onDecrement: {
      tenths -= 1
    }
    // init(onIncrement:onDecrement:onEditingChanged:label:)
    StepperView(onIncrement: { tenths += 1 }, onDecrement: { tenths -= 1 }) {
      Text("\(tenths)")
    }
  }
}
