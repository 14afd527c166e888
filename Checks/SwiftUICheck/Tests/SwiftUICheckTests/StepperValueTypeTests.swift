import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// Steps a driver configured as `content` from `start` `count` times in `direction` and returns the
/// value the binding would be written, read back as `V` (what `content.write` stores).
@MainActor
func stepped<V: StepperValue>(
  _ content: StepperViewContent, from start: V,
  _ direction: AccessibilityAdjustmentDirection = .increment,
  times count: Int
) -> V? {
  let (driver, _, recorder) = makeStepper(
    value: start.exactDecimal ?? .zero, configuration: content.configuration)
  for _ in 0..<count { driver.adjust(direction) }
  return recorder.writes.last.flatMap { V(exactDecimal: $0) }
}

/// Every value type Apple's `Stepper` takes, one family at a time: the 18 shapes take them all
/// (the consumers in Checks/DocExamples compile each shape with `CGFloat`, `Float` and `Int32`).
@MainActor
@Suite("StepperView value types")
struct StepperValueTypeTests {
  @Test func aFloatStepOfPointOneLandsOnPointThreeAsAFloatPrintsIt() throws {
    let content = StepperView("Gain", value: unread(Float(0.1)), in: 0...1, step: 0.1).content
    #expect(content.configuration.step == dec("0.1") && content.problem == nil)
    let result = try #require(stepped(content, from: Float(0.1), times: 2))
    #expect(result == Float("0.3"))
    #expect("\(result)" == "0.3")
    // Through a Double the Float would be 0.30000001192092896's neighbour, not "0.3".
    #expect(Float(0.1).exactDecimal == dec("0.1"))
  }

  @Test func aFormattedFloatIsReadThroughItsOwnShortestDigits() throws {
    let content = StepperView(
      "Gain", value: unread(Float(0.1)), in: 0...1, step: 0.1,
      format: FloatingPointFormatStyle<Float>()
    ).content
    #expect(content.configuration.range == dec("0")...dec("1"))
    #expect(content.configuration.step == dec("0.1"))
    let (driver, _, recorder) = makeStepper(
      value: dec("0.1"), configuration: content.configuration)
    driver.adjust(AccessibilityAdjustmentDirection.increment)
    driver.adjust(AccessibilityAdjustmentDirection.increment)
    #expect(recorder.writes.last?.nearest(Float.self) == Float("0.3"))
  }

  @Test func aCGFloatFontSizeStepsInWholePoints() throws {
    let content = StepperView("Size", value: unread(CGFloat(12)), in: 8...72).content
    #expect(content.configuration.range == 8...72 && content.configuration.step == 1)
    #expect(stepped(content, from: CGFloat(70), times: 3) == 72)
    #expect(CGFloat(0.1).exactDecimal == dec("0.1"))
    #expect(CGFloat(exactDecimal: dec("9.9")) == 9.9)
  }

  @Test func aUInt8StopsAt255() throws {
    let content = StepperView("Level", value: unread(UInt8(250)), in: 0...255).content
    #expect(content.configuration.range == 0...255 && content.problem == nil)
    #expect(stepped(content, from: UInt8(250), times: 10) == UInt8(255))
    #expect(stepped(content, from: UInt8(3), .decrement, times: 10) == UInt8(0))
    #expect(UInt8(exactDecimal: dec("256")) == nil)
    #expect(UInt8(exactDecimal: dec("-1")) == nil)
  }

  @Test func int64BoundsAreTheCoresWholeRange() throws {
    let content = StepperView("Big", value: unread(Int64.max - 1), in: Int64.min...Int64.max)
      .content
    #expect(content.problem == nil)
    #expect(content.configuration.maximum == FixedDecimal(Int64.max))
    #expect(content.configuration.minimum == FixedDecimal(Int64.min))
    #expect(stepped(content, from: Int64.max - 1, times: 3) == Int64.max)
    #expect(stepped(content, from: Int64.min + 1, .decrement, times: 3) == Int64.min)
  }

  @Test func int32AndTheOtherIntegersStepAsWholeDecimals() {
    let content = StepperView(value: unread(Int32(5)), in: 0...10, step: 2) { Text("n") }.content
    #expect(content.configuration.step == 2)
    #expect(stepped(content, from: Int32(4), times: 1) == Int32(6))
    #expect(Int16(exactDecimal: dec("2.5")) == nil)
    #expect(UInt(exactDecimal: dec("42")) == 42)
    #expect(Int8.min.exactDecimal == dec("-128"))
    #expect(UInt32.max.exactDecimal == dec("4294967295"))
  }

  @Test func aUInt64RangeBeyondTheCoreIsAClearErrorNotATrap() throws {
    #expect(UInt64.max.exactDecimal == nil)
    #expect(UInt64(Int64.max).exactDecimal == FixedDecimal(Int64.max))
    let content = StepperView("Huge", value: unread(UInt64(1)), in: 0...UInt64.max).content
    #expect(content.configuration.range == StepperConfiguration.default.range)
    let problem = try #require(content.problem)
    #expect(problem.contains("upper bound 18446744073709551615 cannot be stepped exactly"))
    #expect(problem.contains("9223372036854775807"))
    #expect(problem.hasSuffix("it steps 0...100 by 1 instead"))
    let fits = StepperView("Fits", value: unread(UInt64(1)), in: 0...UInt64(Int64.max)).content
    #expect(fits.problem == nil)
  }

  @Test func aStepTheCoreRefusesIsNamedToo() throws {
    let refused = StepperView("Zero", value: unread(1), in: 1...9, step: 0).content
    let problem = try #require(refused.problem)
    #expect(problem.contains("the range 1...9 by step 0 is not a stepper configuration"))
    #expect(problem.contains("step must be greater than 0"))
    let unbounded = StepperView("Zero", value: unread(1), step: 0).content
    #expect(unbounded.problem?.contains("step must be greater than 0") == true)
    let nan = StepperView("NaN", value: unread(1.0), step: .nan).content
    #expect(nan.problem?.contains("step nan cannot be stepped exactly") == true)
  }

  @Test func anAppsOwnValueTypeConformsByConvertingToAndFromADecimal() {
    #expect(Cents(exactDecimal: dec("12")) == Cents(12))
    #expect(Cents(12).exactDecimal == dec("12"))
    let content = StepperView("Tip", value: unread(Cents(0)), in: 0...500, step: 25).content
    #expect(content.configuration.step == 25)
  }

  @Test func anArcStepperTakesAnyIntegerStep() {
    let view = ArcStepperView("Level", step: unread(UInt8(3)), count: 10)
    #expect(view.count == 10)
    let wide = ArcStepperView("Level", step: unread(Int64.max), count: 10)
    #expect(wide.title == .localized("Level"))
  }
}

/// An app's own value type, as an app might keep cents.
struct Cents: StepperValue, Comparable, ExpressibleByIntegerLiteral {
  let amount: Int
  init(_ amount: Int) { self.amount = amount }
  init(integerLiteral value: Int) { amount = value }
  var exactDecimal: FixedDecimal? { FixedDecimal(Int64(amount)) }
  init?(exactDecimal decimal: FixedDecimal) {
    guard let value = Int(exactDecimal: decimal) else { return nil }
    amount = value
  }
  static func < (lhs: Cents, rhs: Cents) -> Bool { lhs.amount < rhs.amount }
}
