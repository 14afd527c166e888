import ControlKit
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The SwiftUI article's stepper with a trailing closure, which must be `onEditingChanged`.
///
/// With 4a0f1be's initialisers the closure went to `configure:` (an error in Swift 6 mode, this
/// package's, and a warning in Swift 5). Compiled, not run: the stub's `Binding` traps when made;
/// `make check-doc-examples` compiles the article itself in both modes.
@MainActor
func priceStepper(_ price: Binding<Double>, save: @escaping @MainActor () -> Void) -> some View {
  VStack {
    StepperView("Price", value: price, in: 0.1...9.9, step: 0.1) { editing in
      if !editing { save() }
    }
    StepperView("Price", value: price, in: 0.1...9.9, step: 0.1, format: .number) { editing in
      if !editing { save() }
    }
  }
}

/// The settings Apple's `Stepper` does not have are modifiers, one per idea, read from the
/// environment, so that every initialiser can end with `onEditingChanged` as Apple's do.
@MainActor
@Suite("StepperView's shape")
struct StepperViewShapeTests {
  /// The modifiers chain on any view (compiled, not run, like ``priceStepper(_:save:)``).
  func cartStepper(_ quantity: Binding<Int>, policy: StepperRepeatPolicy) -> some View {
    StepperView("Cart", value: quantity, in: 0...99)
      .stepperCartMode()
      .stepperWraps()
      .stepperRepeatPolicy(policy)
      .stepperLimitFeedback(.shake)
      .stepperStyle(.article)
  }

  /// The modifiers reach every initialiser shape: label views, unbounded steppers, edit bars.
  func everyShapeTakesTheModifiers(_ quantity: Binding<Int>, tenths: Binding<Int>) -> some View {
    VStack {
      StepperView(value: quantity, in: 0...99) { Text("Cart") }
        .stepperCartMode()
        .stepperWraps()
      StepperView("Count", value: quantity)
        .stepperLimitFeedback([])
      StepperView("Price", onIncrement: { tenths.wrappedValue += 1 }, onDecrement: nil)
        .stepperStyle(.article)
        .stepperRepeatPolicy(StepperRepeatPolicy(acceleration: nil))
    }
  }

  @Test func theModifiersApplyToAViewsOwnConfigurationAndKeepItsRange() throws {
    var options = StepperViewOptions()
    options.hidesDecrementAtMinimum = true
    options.wraps = true
    options.limitFeedback = []
    let cart = StepperView(value: unread(0), in: 0...99) { Text("Cart") }.content.configuration
    let configured = options.applied(to: cart)
    #expect(configured.range == 0...99 && configured.hidesDecrementAtMinimum && configured.wraps)
    let unbounded = StepperView("Count", value: unread(0)).content.configuration
    #expect(options.applied(to: unbounded).range == unbounded.range)
    let bar = StepperView("Price", onIncrement: {}, onDecrement: nil).content.configuration
    #expect(options.applied(to: bar).limitFeedback == [])
  }

  @Test func cartModeHidesMinusAtTheMinimumOfALabelledStepper() {
    var options = StepperViewOptions()
    options.hidesDecrementAtMinimum = true
    let cart = StepperView(value: unread(0), in: 0...99) { Text("Cart") }.content.configuration
    let (model, _, _) = makeStepper(value: 0, configuration: options.applied(to: cart))
    #expect(model.driver.presentation.isDecrementHidden)
    #expect(!model.showsDecrementEnabled)
  }

  @Test func eachModifierSetsItsOwnSettingAndKeepsTheRest() throws {
    let base = try StepperConfiguration(range: 0...99)
    #expect(StepperViewOptions().applied(to: base) == base)
    var options = StepperViewOptions()
    options.hidesDecrementAtMinimum = true
    options.wraps = true
    options.limitFeedback = []
    let configured = options.applied(to: base)
    #expect(configured.hidesDecrementAtMinimum && configured.wraps)
    #expect(configured.limitFeedback == [])
    #expect(configured.range == base.range && configured.repeatPolicy == base.repeatPolicy)
    let slow = StepperRepeatPolicy(
      mouseInitialDelay: .seconds(1), touchInitialDelay: .seconds(1),
      interval: .milliseconds(300), acceleration: nil)
    options.repeatPolicy = slow
    #expect(options.applied(to: base).repeatPolicy == slow)
  }
}
