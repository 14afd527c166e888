import ControlKit
import ControlKitTesting
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// A binding that is never read: the stub's `Binding(get:set:)` can be made, and building a
/// `StepperView` reads no binding (the model's first read waits for SwiftUI's state object).
@MainActor
func unread<V: Sendable>(_ value: V) -> Binding<V> {
  Binding(get: { value }, set: { _ in })
}

/// A label view of the app's, to see that `label:` keeps the view it was given.
struct Tag: View {
  let name: String
  var body: some View { Text(name) }
}

/// What each of `Stepper`'s initialiser shapes makes of its arguments, read from the views built
/// with them: the title's origin (key, verbatim string, view), range, step and mode.
@MainActor
@Suite("StepperView's initialisers")
struct StepperInitializerTests {
  @Test func aStringLiteralTitleIsALocalisationKeyAndAStringVariableIsShownVerbatim() {
    let literal = StepperView("Quantity", value: unread(1), in: 1...99)
    #expect(literal.content.title == .localized("Quantity"))
    #expect(literal.content.configuration.label == "")
    let name = "Quantity"
    let variable = StepperView(name, value: unread(1), in: 1...99)
    #expect(variable.content.title == .verbatim("Quantity"))
    #expect(variable.content.configuration.label == "Quantity")
    let substring = StepperView(name.prefix(3), value: unread(0.5), step: 0.1, format: .number)
    #expect(substring.content.title == .verbatim("Qua"))
    let bar = StepperView("Price", onIncrement: {}, onDecrement: nil)
    #expect(bar.content.title == .localized("Price"))
    #expect(StepperView(name, onIncrement: nil, onDecrement: nil).content.title == .verbatim(name))
  }

  @Test func aTitleIsTheLabelAsTextAndTheAccessibilityLabel() {
    #expect(StepperTitle.localized("Quantity").text != nil)
    #expect(StepperTitle.verbatim("Quantity").text != nil)
    #expect(StepperTitle.view.text == nil)
    #expect(StepperTitle.verbatim("Quantity").plainText == "Quantity")
    #expect(StepperTitle.localized("Quantity").plainText == "")
  }

  @Test func aLabelBuilderKeepsTheAppsViewInEitherOrder() throws {
    // Closures held in constants, so that the label type is the view itself (a closure literal
    // goes through the view builder, which wraps it).
    let quantity = { Tag(name: "Qty") }
    let current = StepperView(value: unread(3), in: 1...9, label: quantity)
    #expect(current.label.name == "Qty")
    #expect(current.content.title == .view)
    #expect(current.content.configuration.label == "")
    #expect(current.content.configuration.range == 1...9)
    let older = StepperView(
      value: unread(3), in: 1...9, onEditingChanged: { _ in }, label: quantity)
    #expect(older.label.name == "Qty")
    #expect(older.content.configuration == current.content.configuration)
    let price = { Tag(name: "Price") }
    let formatted = StepperView(
      value: unread(0.5), in: 0.1...9.9, step: 0.1, format: .number, label: price)
    #expect(formatted.label.name == "Price")
    #expect(formatted.content.format != nil)
    #expect(
      formatted.content.configuration == (try StepperConfiguration(range: 0.1...9.9, step: 0.1)))
    let built = StepperView(value: unread(3), in: 1...9) { Tag(name: "Built") }
    #expect(built.content.title == .view)
  }

  @Test func withoutBoundsTheRangeIsTheCoresWidestAtTheStepsDigits() {
    let whole = StepperView("Count", value: unread(0)).content.configuration
    #expect(whole.range == FixedDecimal.least(scale: 0)...FixedDecimal.greatest(scale: 0))
    #expect(whole.step == 1 && whole.fractionDigits == 0)
    let tenths = StepperView(value: unread(0.5), step: 0.1) { Tag(name: "Price") }.content
      .configuration
    #expect(tenths.range == FixedDecimal.least(scale: 1)...FixedDecimal.greatest(scale: 1))
    #expect(tenths.fractionDigits == 1)
    let quarters = StepperView("Amount", value: unread(Decimal(1)), step: 0.25).content
      .configuration
    #expect(quarters.fractionDigits == 2)
    #expect(quarters.maximum == FixedDecimal.greatest(scale: 2))
    // A step the core refuses falls back to whole steps over the widest range, never a trap.
    let refused = StepperView("Zero", value: unread(1), step: 0).content.configuration
    #expect(refused.step == 1 && refused.maximum == FixedDecimal.greatest(scale: 0))
  }

  @Test func anUnboundedStepperStepsBothWaysFromZeroAndStopsAtTheWidestLimit() {
    let configuration = StepperViewContent.unbounded(step: 1)
    let (model, _, recorder) = makeStepper(value: 0, configuration: configuration)
    model.pressDecrement()
    model.driver.release(inside: true)
    model.pressDecrement()
    model.driver.release(inside: true)
    #expect(recorder.writes == [-1, -2])
    let (top, _, topRecorder) = makeStepper(
      value: .greatest(scale: 0), configuration: configuration)
    #expect(!top.showsIncrementEnabled)
    top.pressIncrement()
    top.driver.release(inside: true)
    #expect(topRecorder.writes.isEmpty)
    #expect(top.driver.state.value == .greatest(scale: 0))
  }

  @Test func theBoundedFormsKeepTheirRangeAndAnInvalidOneFallsBackToTheDefault() {
    let bounded = StepperView("Quantity", value: unread(1), in: 1...99, step: 2).content
    #expect(bounded.mode == .selfManaged)
    #expect(bounded.configuration.range == 1...99 && bounded.configuration.step == 2)
    let refused = StepperView("Quantity", value: unread(1), in: 1...99, step: 0).content
    #expect(refused.configuration.range == StepperConfiguration.default.range)
  }

  @Test func theEditBarFormsRunTheCoreInControlledModeAndStartAtZero() {
    let bar = StepperView("Price", onIncrement: {}, onDecrement: nil).content
    #expect(bar.mode == .controlled)
    #expect(bar.onIncrement != nil && bar.onDecrement == nil)
    #expect(bar.initialValue == 0)
    #expect(bar.read() == nil)
    let five = { Tag(name: "5.0") }
    let labelled = StepperView(label: five, onIncrement: {}, onDecrement: {})
    #expect(labelled.label.name == "5.0" && labelled.content.mode == .controlled)
    let older = StepperView(onIncrement: nil, onDecrement: {}, label: five)
    #expect(older.content.onIncrement == nil && older.content.onDecrement != nil)
  }
}
