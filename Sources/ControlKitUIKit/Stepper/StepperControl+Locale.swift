#if canImport(UIKit)
public import ControlKit
public import Foundation
import UIKit

extension StepperControl {
  /// Shows and reads numbers as `formatter` writes them: a currency ("1.234,50 €"), a unit, its
  /// own locale's separators and digits.
  ///
  /// The formatter is read once, as configured (its locale, style, prefix and suffix), and again
  /// when the user changes their region: set it again after changing it. It wins over a
  /// configuration's own symbols (see ``configuration``); nil returns to those, else to plain
  /// numbers in ``locale``. The value is still shown with the stepper's fraction digits (the
  /// step's, or the configuration's `fractionDigits`: pass 2 to show cents), and typed text is
  /// read with or without the currency or unit. A percent (`.percent`, or a `multiplier` of 10,
  /// 100 or 1000) shows and types the value multiplied, as SwiftUI's `StepperView` does: 0.25 shows
  /// "25 %", and "25" or "25 %" commits 0.25 (the core's ``NumberSymbols/multiplier``); give
  /// the stepper 2 more fraction digits than the percent shows (a step of 0.01 for whole
  /// percents).
  ///
  /// ```swift
  /// let euros = NumberFormatter()
  /// euros.numberStyle = .currency
  /// euros.currencyCode = "EUR"
  /// euros.locale = Locale(identifier: "de_DE")
  /// price.setNumberFormat(euros)  // shows "5,50 €"; "5,5" and "5,50 €" both commit 5.5
  /// ```
  ///
  /// - Parameter formatter: the display format, or nil.
  public func setNumberFormat(_ formatter: NumberFormatter?) {
    numberFormat = formatter.map { .formatter($0) }
    updateNumberSymbols()
  }

  /// Shows and reads numbers as `format` writes them in ``locale`` (applied with
  /// `format.locale(_:)`, as SwiftUI's `Text(_:format:)` applies its environment's).
  ///
  /// As with a `NumberFormatter` (``setNumberFormat(_:)-(NumberFormatter?)``), it wins over a
  /// configuration's own symbols, the stepper keeps its fraction digits, and a percent shows and
  /// types the value multiplied (`.percent` shows 0.25 as "25 %").
  ///
  /// ```swift
  /// price.setNumberFormat(.currency(code: "EUR") as FloatingPointFormatStyle<Double>.Currency)
  /// ```
  ///
  /// - Parameter format: the display format of a floating-point value.
  public func setNumberFormat<Format: FormatStyle>(_ format: Format)
  where Format.FormatInput: BinaryFloatingPoint, Format.FormatOutput == String {
    numberFormat = .style { locale, fallback in
      FoundationNumberSymbols.symbols(format: format.locale(locale), fallback: fallback)
    }
    updateNumberSymbols()
  }

  /// Shows and reads numbers with the core's `symbols` as given, whatever ``locale`` or a
  /// configuration set later says.
  ///
  /// This is how an app pins symbols: unlike a configuration's, they win over every
  /// configuration set on the control (``configuration``), as `GTKStepper.numberSymbols` does.
  ///
  /// - Parameter symbols: the decimal and grouping separators, minus sign, digits and affixes.
  public func setNumberFormat(_ symbols: NumberSymbols) {
    numberFormat = .symbols(symbols)
    updateNumberSymbols()
  }

  /// The symbols the stepper shows, in the order ``configuration`` documents.
  ///
  /// The app's number format's, else the configuration's own, else ``locale``'s. A format whose
  /// numbers cannot be read leaves the configuration's own, else its locale's (a formatter's
  /// own).
  var shownNumberSymbols: NumberSymbols {
    switch numberFormat {
    case nil:
      return configuredSymbols.shown(in: locale)
    case .formatter(let formatter):
      let own = FoundationNumberSymbols.symbols(for: formatter.locale ?? locale)
      return FoundationNumberSymbols.symbols(formatter: formatter, fallback: own)
        ?? configuredSymbols.own ?? own
    case .style(let read):
      return read(locale, FoundationNumberSymbols.symbols(for: locale))
        ?? configuredSymbols.shown(in: locale)
    case .symbols(let given):
      return given
    }
  }

  /// Gives the core ``shownNumberSymbols`` when they differ from what it has (the field keeps
  /// any text being typed; the value shows in them).
  func updateNumberSymbols() {
    let symbols = shownNumberSymbols
    guard symbols != coreState.configuration.numberSymbols else { return }
    var updated = coreState.configuration
    updated.numberSymbols = symbols
    driver.configuration = updated
  }

  /// The user changed their region's format: the symbols are read again.
  func userLocaleChanged() {
    updateNumberSymbols()
  }
}
#endif
