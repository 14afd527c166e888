import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// Numbers as the user's locale writes them, on UIKit (issue 34): the control hands the core the
/// symbols of its `locale` (the user's by default, followed when they change it) or of the app's
/// number format, and a number or decimal pad gets a Done key that commits.
@MainActor
@Suite("StepperControl numbers in the locale")
struct StepperLocaleTests {
  nonisolated static let german = Locale(identifier: "de_DE")

  func price(locale: Locale = german) throws -> (CaretStepper, CaretTextField) {
    let stepper = CaretStepper(
      value: 5,
      configuration: try StepperConfiguration(range: dec("0.1")...dec("9.9"), step: dec("0.1")),
      host: VirtualHost())
    stepper.locale = locale
    return (stepper, try #require(stepper.field))
  }

  @Test func aGermanUserTypesACommaOnTheDecimalPadAndDoneCommits() throws {
    let (stepper, field) = try price()
    #expect(field.keyboardType == .decimalPad)
    #expect(field.text == "5,0")
    field.delegate?.textFieldDidBeginEditing(field)
    field.selection = 0..<3
    for key in ["5", ",", "5"] { field.type(key) }  // the German decimal pad's keys
    #expect(field.text == "5,5")
    #expect(stepper.value == 5)  // not yet: typing commits nothing
    stepper.doneButtonTapped()
    #expect(stepper.value == dec("5.5"))
    #expect(field.text == "5,5")
  }

  @Test func theASCIIFormIsReadInAGermanLocaleToo() throws {
    let (stepper, field) = try price()
    field.delegate?.textFieldDidBeginEditing(field)
    field.selection = 0..<3
    field.type("2.5")
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == dec("2.5"))
    #expect(field.text == "2,5")
  }

  @Test func theUsersLocaleIsTheDefault() {
    let stepper = StepperControl(host: VirtualHost())
    #expect(stepper.locale == .autoupdatingCurrent)
    #expect(
      stepper.configuration.numberSymbols
        == FoundationNumberSymbols.symbols(for: .autoupdatingCurrent))
  }

  @Test func theAppsLocaleOverridesTheUsers() throws {
    let (stepper, _) = makeStepper(
      value: dec("123456.7"),
      configuration: try StepperConfiguration(range: 0...999_999, step: dec("0.1")),
      locale: Locale(identifier: "hi_IN"))
    #expect(stepper.text == "1,23,456.7")
    stepper.locale = Locale(identifier: "ar_EG")
    #expect(stepper.text == "١٢٣٬٤٥٦٫٧")
    #expect(stepper.accessibilityValue == "١٢٣٬٤٥٦٫٧")
    stepper.locale = Locale(identifier: "en_US_POSIX")
    #expect(stepper.text == "123456.7")
  }

  @Test func aConfigurationKeepsTheControlsSymbols() throws {
    let (stepper, _) = makeStepper(value: 2, locale: Self.german)
    stepper.configuration = try StepperConfiguration(range: 0...10, step: dec("0.5"))
    #expect(
      stepper.configuration.numberSymbols == FoundationNumberSymbols.symbols(for: Self.german))
    #expect(stepper.text == "2,0")
    stepper.wraps = true  // an inspectable rewrites the configuration: the symbols stay
    #expect(stepper.text == "2,0")
  }

  /// Symbols no locale gives: an apostrophe between groups and a "kg" after the number.
  func kilograms() throws -> NumberSymbols {
    try NumberSymbols(groupingSeparator: "\u{2019}", suffix: " kg")
  }

  /// As on GTK (`GTKStepper.localized(_:chosen:)`) and SwiftUI (`ControlEnvironment.applied(to:)`):
  /// a configuration that names its own symbols keeps them; plain ones take the locale's.
  @Test func aConfigurationsOwnSymbolsAreKept() async throws {
    let (stepper, _) = makeStepper(
      value: dec("1234.5"),
      configuration: try StepperConfiguration(range: 0...9999, step: dec("0.1")),
      locale: Self.german)
    #expect(stepper.text == "1.234,5")
    stepper.configuration = try StepperConfiguration(
      minimum: 0, maximum: 9999, step: dec("0.1"), numberSymbols: try kilograms())
    #expect(stepper.text == "1\u{2019}234.5 kg")
    #expect(stepper.configuration.numberSymbols == (try kilograms()))
    stepper.locale = Locale(identifier: "fr_FR")  // the app's locale
    #expect(stepper.text == "1\u{2019}234.5 kg")
    stepper.wraps = true  // an inspectable reads the configuration and sets it back
    #expect(stepper.text == "1\u{2019}234.5 kg")
    NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    await Task.yield()  // the user's region, read again
    #expect(stepper.text == "1\u{2019}234.5 kg")
    stepper.configuration = try StepperConfiguration(range: 0...9999, step: dec("0.1"))
    #expect(stepper.text == "1\u{202F}234,5")  // plain: the locale's again
  }

  @Test func aConfigurationGivenAtCreationKeepsItsSymbols() throws {
    let (stepper, _) = makeStepper(
      value: dec("1234.5"),
      configuration: try StepperConfiguration(
        minimum: 0, maximum: 9999, step: dec("0.1"), numberSymbols: try kilograms()),
      locale: Self.german)
    #expect(stepper.text == "1\u{2019}234.5 kg")
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    #expect(propose(stepper, 0, 10, "2\u{2019}000.5 kg"))
    field.text = "2\u{2019}000.5 kg"
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == dec("2000.5"))
  }

  /// `setNumberFormat(_:)` is the app's explicit choice: it wins over a configuration's own
  /// symbols, set before or after it, and nil gives them back.
  @Test func theAppsNumberFormatWinsOverAConfigurationsSymbols() throws {
    let (stepper, _) = makeStepper(
      value: 5, configuration: try StepperConfiguration(range: 0...100, fractionDigits: 2),
      locale: Self.german)
    let euros = NumberFormatter()
    euros.numberStyle = .currency
    euros.currencyCode = "EUR"
    euros.locale = Self.german
    stepper.setNumberFormat(euros)
    stepper.configuration = try StepperConfiguration(
      minimum: 0, maximum: 100, fractionDigits: 2, numberSymbols: try kilograms())
    #expect(stepper.text == "5,00\u{00A0}€")
    stepper.setNumberFormat(nil as NumberFormatter?)
    #expect(stepper.text == "5.00 kg")
  }

  /// A configuration read and set back carries the locale's symbols: no choice, so the stepper
  /// still follows its locale.
  @Test func aConfigurationReadAndSetBackFollowsTheLocale() throws {
    let (stepper, _) = makeStepper(
      value: dec("1234.5"),
      configuration: try StepperConfiguration(range: 0...9999, step: dec("0.1")),
      locale: Self.german)
    stepper.configuration = stepper.configuration
    stepper.wraps = true
    #expect(stepper.text == "1.234,5")
    stepper.locale = Locale(identifier: "hi_IN")
    #expect(stepper.text == "1,234.5")
  }

  @Test func aNumberFormatterGivesTheCurrency() throws {
    let (stepper, _) = makeStepper(
      value: 5, configuration: try StepperConfiguration(range: 0...100, fractionDigits: 2))
    let euros = NumberFormatter()
    euros.numberStyle = .currency
    euros.currencyCode = "EUR"
    euros.locale = Self.german
    stepper.setNumberFormat(euros)
    #expect(stepper.text == "5,00\u{00A0}€")
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    #expect(propose(stepper, 0, 6, "5,5 €"))
    field.text = "5,5 €"
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == dec("5.5"))
    #expect(stepper.text == "5,50\u{00A0}€")
    stepper.setNumberFormat(nil as NumberFormatter?)
    #expect(stepper.text == "5.50")
  }

  @Test func aPercentFormatterShowsAndTypesThePercent() throws {
    let (stepper, _) = makeStepper(
      value: dec("0.5"), configuration: try StepperConfiguration(range: 0...1, step: dec("0.01")),
      locale: Self.german)
    let percent = NumberFormatter()
    percent.numberStyle = .percent
    percent.locale = Self.german
    stepper.setNumberFormat(percent)
    #expect(stepper.text == "50\u{00A0}%")
    #expect(stepper.text == percent.string(from: 0.5))
    // The keypad follows what is typed: whole percents, no decimal key.
    #expect(stepper.textField.keyboardType == .numberPad)
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    let shown = (field.text ?? "").utf16.count
    _ = field.delegate?.textField(
      field, shouldChangeCharactersIn: NSRange(location: 0, length: shown), replacementString: "25")
    _ = field.delegate?.textFieldShouldReturn(field)
    #expect(stepper.value == dec("0.25"))
    #expect(stepper.text == "25\u{00A0}%")
    // The same value shows the same text as SwiftUI's `format: .percent` (its check compares).
    stepper.setNumberFormat(FloatingPointFormatStyle<Double>.Percent())
    #expect(
      stepper.text == FloatingPointFormatStyle<Double>.Percent(locale: Self.german).format(0.25))
  }

  @Test func aFormatStyleIsAppliedInTheControlsLocale() throws {
    let (stepper, _) = makeStepper(
      value: 5, configuration: try StepperConfiguration(range: 0...100, fractionDigits: 2),
      locale: Self.german)
    stepper.setNumberFormat(FloatingPointFormatStyle<Double>.Currency(code: "EUR"))
    #expect(stepper.text == "5,00\u{00A0}€")
    stepper.locale = Locale(identifier: "en_US")
    #expect(stepper.text == "€5.00")
  }

  @Test func theCoresSymbolsAreTakenAsGiven() throws {
    let (stepper, _) = makeStepper(
      value: dec("1234.5"),
      configuration: try StepperConfiguration(range: 0...9999, step: dec("0.1")),
      locale: Self.german)
    stepper.setNumberFormat(try NumberSymbols(groupingSeparator: "\u{2019}", suffix: " kg"))
    #expect(stepper.text == "1\u{2019}234.5 kg")
    stepper.locale = Locale(identifier: "fr_FR")  // given symbols do not follow the locale
    #expect(stepper.text == "1\u{2019}234.5 kg")
  }

  /// `Locale.autoupdatingCurrent` cannot be switched inside a test process, so the change is
  /// shown on a format that follows it the same way: a formatter the app retargets, read again
  /// when the notification arrives (a cached reading would not be).
  @Test func aChangeOfTheUsersRegionIsReadAgain() async throws {
    let (stepper, _) = makeStepper(
      value: dec("2.5"), configuration: try StepperConfiguration(range: 0...10, step: dec("0.5")))
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    formatter.locale = Locale(identifier: "en_US")
    stepper.setNumberFormat(formatter)
    #expect(stepper.text == "2.5")
    formatter.locale = Self.german
    #expect(stepper.text == "2.5")
    NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
    // Posted off the main thread (as the main actor runs here on Linux), the control hops to
    // the main actor; one turn of it runs the hop, which was queued first.
    await Task.yield()
    #expect(stepper.text == "2,5")
  }

  @Test func aReleasedStepperStopsObservingTheLocale() {
    weak var released: StepperControl?
    do {
      let stepper = StepperControl(host: VirtualHost())
      released = stepper
      #expect(released != nil)
    }
    #expect(released == nil)
    NotificationCenter.default.post(name: NSLocale.currentLocaleDidChangeNotification, object: nil)
  }

  @Test func currentNumberReadsTheFieldsOwnForm() throws {
    let (stepper, _) = makeStepper(
      value: 1, configuration: try StepperConfiguration(range: 0...10, step: dec("0.5")),
      locale: Self.german)
    stepper.currentNumber = "2,5"  // PPNumberButton's setter, with the text the field shows
    #expect(stepper.value == dec("2.5"))
    #expect(stepper.currentNumber == "2,5")
    stepper.currentNumber = "3.5"  // code's form
    #expect(stepper.value == dec("3.5"))
  }

  // MARK: - The Done key

  @Test func aDecimalOrNumberPadGetsADoneToolbar() throws {
    let (decimal, _) = try price()
    let toolbar = try #require(decimal.textField.inputAccessoryView as? UIToolbar)
    let items = try #require(toolbar.items)
    #expect(items.count == 2)
    #expect(items.last?.primaryAction != nil)
    let (whole, _) = makeStepper(value: 3)
    #expect(whole.textField.keyboardType == .numberPad)
    #expect(whole.textField.inputAccessoryView is UIToolbar)
  }

  @Test func doneCommitsTheTypedValueOnAWholeNumberStepper() {
    let (stepper, _) = makeStepper(value: 3)
    let field = stepper.textField
    field.delegate?.textFieldDidBeginEditing(field)
    #expect(propose(stepper, 0, 1, "7"))
    field.text = "7"
    stepper.doneButtonTapped()
    #expect(stepper.value == 7)
    #expect(stepper.count(.valueChanged) == 1)
    #expect(stepper.count(StepperControl.interactionEndedEvent) == 1)
  }

  @Test func anAppsOwnAccessoryViewIsKept() throws {
    let (stepper, _) = makeStepper(value: 3)
    let own = UIView(frame: .zero)
    stepper.textField.inputAccessoryView = own
    // A decimal step changes the keypad, which puts the toolbar where there is none.
    stepper.configuration = try StepperConfiguration(range: 0...10, step: dec("0.5"))
    #expect(stepper.textField.keyboardType == .decimalPad)
    #expect(stepper.textField.inputAccessoryView === own)
    stepper.showsDoneButton = false
    #expect(stepper.textField.inputAccessoryView === own)
  }

  @Test func theDoneButtonCanBeTurnedOff() throws {
    let (stepper, _) = try price()
    #expect(stepper.textField.inputAccessoryView is UIToolbar)
    stepper.showsDoneButton = false
    #expect(stepper.textField.inputAccessoryView == nil)
    stepper.showsDoneButton = true
    #expect(stepper.textField.inputAccessoryView is UIToolbar)
  }

  /// Asks the field's delegate, as UIKit does before each edit.
  func propose(_ stepper: StepperControl, _ location: Int, _ length: Int, _ text: String) -> Bool {
    let field = stepper.textField
    return field.delegate?.textField(
      field, shouldChangeCharactersIn: NSRange(location: location, length: length),
      replacementString: text) ?? true
  }
}
