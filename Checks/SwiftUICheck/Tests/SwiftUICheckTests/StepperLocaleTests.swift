import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// Numbers as `\.locale` writes them (issue 34): the SwiftUI front-end reads all of a locale's
/// symbols through Foundation (real on Linux: swift-corelibs-foundation with ICU), and a
/// `format:` governs typed entry as well as display.
@MainActor
@Suite("StepperView numbers in the locale")
struct StepperLocaleTests {
  /// 1234.5, 12345.6 and −1234567.5 as each locale of the issue writes them.
  nonisolated static let written: [(locale: String, texts: [String])] = [
    ("en_US", ["1,234.5", "12,345.6", "-1,234,567.5"]),
    ("de_DE", ["1.234,5", "12.345,6", "-1.234.567,5"]),
    ("fr_FR", ["1\u{202F}234,5", "12\u{202F}345,6", "-1\u{202F}234\u{202F}567,5"]),
    ("es_ES", ["1234,5", "12.345,6", "-1.234.567,5"]),
    ("hi_IN", ["1,234.5", "12,345.6", "-12,34,567.5"]),
    ("ar_EG", ["١٬٢٣٤٫٥", "١٢٬٣٤٥٫٦", "\u{061C}-١٬٢٣٤٬٥٦٧٫٥"]),
    ("zh_CN", ["1,234.5", "12,345.6", "-1,234,567.5"]),
    ("ja_JP", ["1,234.5", "12,345.6", "-1,234,567.5"]),
  ]
  nonisolated static let values = [dec("1234.5"), dec("12345.6"), dec("-1234567.5")]

  func environment(_ locale: String) -> ControlEnvironment {
    ControlEnvironment(
      layoutDirection: .leftToRight, colorScheme: .light, dynamicTypeSize: .large,
      reduceMotion: false, locale: Locale(identifier: locale))
  }

  func configuration(_ symbols: NumberSymbols) throws -> StepperConfiguration {
    try StepperConfiguration(
      minimum: dec("-9999999.9"), maximum: dec("9999999.9"), step: dec("0.1"),
      numberSymbols: symbols)
  }

  @Test(arguments: written)
  func eachLocaleShowsAndReadsItsOwnForm(locale: String, texts: [String]) throws {
    let symbols = environment(locale).numberSymbols
    let configuration = try configuration(symbols)
    let foundation = FloatingPointFormatStyle<Double>(locale: Locale(identifier: locale))
      .precision(.fractionLength(1))
    for (value, text) in zip(Self.values, texts) {
      #expect(value.formatted(with: symbols) == text)
      #expect(foundation.format(value.doubleValue) == text)
      #expect(StepperTextParser.parse(text, configuration: configuration) == .number(value))
    }
  }

  @Test func aGermanStepperShowsAndTakesItsComma() throws {
    let price = try StepperConfiguration(range: 0...100, step: dec("0.5"))
    let german = environment("de_DE").applied(to: price)
    let (model, _, recorder) = makeStepper(value: 5, configuration: german)
    #expect(model.driver.state.displayText == "5,0")
    model.driver.focusChanged(true)
    #expect(model.driver.proposeText("5,5"))
    model.driver.submit()
    #expect(model.driver.value == dec("5.5"))
    #expect(recorder.writes == [dec("5.5")])
  }

  @Test func aCurrencyFormatGovernsTypedEntry() throws {
    let content = StepperView(
      "Price", value: unread(0.0), in: 0...100, step: 0.5, format: .currency(code: "EUR")
    ).content
    let german = Locale(identifier: "de_DE")
    let configured = content.configuration(
      in: environment("de_DE"), locale: german, options: StepperViewOptions())
    #expect(configured.numberSymbols.decimalSeparator == ",")
    #expect(configured.numberSymbols.suffix == "\u{00A0}€")
    #expect(content.format?.display(dec("5.5"), german) == "5,50\u{00A0}€")
    let (model, _, _) = makeStepper(value: 5, configuration: configured)
    model.driver.focusChanged(true)
    #expect(model.driver.proposeText("5,5 €"))
    model.driver.submit()
    #expect(model.driver.value == dec("5.5"))
  }

  @Test func theFormatFollowsTheLocaleItIsShownIn() {
    let content = StepperView(
      "Price", value: unread(0.0), in: 0...100, step: 0.5, format: .currency(code: "EUR")
    ).content
    #expect(content.format?.display(dec("5.5"), Locale(identifier: "en_US")) == "€5.50")
    let american = content.configuration(
      in: environment("en_US"), locale: Locale(identifier: "en_US"), options: StepperViewOptions())
    #expect(american.numberSymbols.prefix == "€")
  }

  @Test func aPercentFormatShowsAndTypesThePercentAsUIKitDoes() {
    let content = StepperView(
      "Share", value: unread(0.5), in: 0...1, step: 0.01, format: .percent
    ).content
    let german = Locale(identifier: "de_DE")
    let configured = content.configuration(
      in: environment("de_DE"), locale: german, options: StepperViewOptions())
    #expect(configured.numberSymbols.multiplier == 100)
    #expect(content.format?.display(dec("0.5"), german) == "50\u{00A0}%")
    // While editing the field holds the core's text, the same as the format's when not.
    #expect(dec("0.50").formatted(with: configured.numberSymbols) == "50\u{00A0}%")
    #expect(StepperTextParser.parse("25", configuration: configured) == .number(dec("0.25")))
    #expect(
      StepperTextParser.parse("25\u{00A0}%", configuration: configured) == .number(dec("0.25")))
    #expect(configured.keypad == .number)
  }

  @Test func labelsHideUnderLabelsHiddenAndUnderTheModifier() {
    var options = StepperViewOptions()
    #expect(options.hidesLabel(visibility: nil) == false)
    #expect(options.hidesLabel(visibility: .automatic) == false)
    #expect(options.hidesLabel(visibility: .visible) == false)
    #expect(options.hidesLabel(visibility: .hidden) == true)
    options.labelsHidden = true
    #expect(options.hidesLabel(visibility: nil) == true)
    #expect(options.hidesLabel(visibility: .automatic) == true)
  }

  /// Both hide the label and chain on any stepper (compiled, not run: the stub's views have no
  /// bodies).
  func hiddenLabels(_ quantity: Binding<Int>) -> some View {
    VStack {
      StepperView("Quantity", value: quantity, in: 1...99).labelsHidden()
      StepperView("Quantity", value: quantity, in: 1...99).stepperLabelsHidden()
    }
  }

  @Test func aTitledEditBarLeadsWithItsTitleAndAViewLabelSitsBetweenTheButtons() {
    let titled = StepperView("Price", onIncrement: {}, onDecrement: nil).content
    #expect(titled.arrangement == .titleThenButtons)
    #expect(titled.title == .localized("Price"))
    let verbatim = StepperView(String("Price"), onIncrement: {}, onDecrement: nil).content
    #expect(verbatim.arrangement == .titleThenButtons)
    let labelled = StepperView(label: { Text("5.0") }, onIncrement: {}, onDecrement: {}).content
    #expect(labelled.arrangement == .labelBetweenButtons)
    #expect(
      StepperView("Quantity", value: unread(1), in: 1...9).content.arrangement
        == .labelThenField)
  }

  @Test func anArcStepperTitleIsALocalizationKeyOrAVerbatimString() {
    #expect(ArcStepperView("Volume", step: unread(5), count: 10).title == .localized("Volume"))
    let name = "Volume"
    #expect(ArcStepperView(name, step: unread(5), count: 10).title == .verbatim("Volume"))
    #expect(ArcStepperView(name, step: unread(UInt8(5)), count: 10).title == .verbatim("Volume"))
  }
}
