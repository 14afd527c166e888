#if canImport(UIKit)
public import ControlKit
public import Foundation
import UIKit

extension StepperControl {
  /// Shows and reads numbers as `formatter` writes them: a currency ("1.234,50 €"), a unit, its
  /// own locale's separators and digits.
  ///
  /// The formatter is read once, as configured (its locale, style, prefix and suffix), and again
  /// when the user changes their region: set it again after changing it. Nil returns to plain
  /// numbers in ``locale``. The value is still shown with the stepper's fraction digits (the
  /// step's, or the configuration's `fractionDigits`: pass 2 to show cents), and typed text is
  /// read with or without the currency or unit. A format that scales the value (`.percent`, a
  /// `multiplier`) cannot be expressed in the stepper's symbols: the locale's are used, and the
  /// value itself is shown and typed.
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
  /// As with a `NumberFormatter` (``setNumberFormat(_:)-(NumberFormatter?)``), the stepper keeps
  /// its fraction digits, and a format that scales the value (`.percent`) leaves the locale's
  /// symbols in place.
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

  /// Shows and reads numbers with the core's `symbols` as given, whatever ``locale`` says.
  ///
  /// - Parameter symbols: the decimal and grouping separators, minus sign, digits and affixes.
  public func setNumberFormat(_ symbols: NumberSymbols) {
    numberFormat = .symbols(symbols)
    updateNumberSymbols()
  }

  /// The symbols of ``locale`` and the app's number format, given to the core when they differ
  /// from what it has (the field keeps any text being typed; the value shows in them).
  func updateNumberSymbols() {
    let localeSymbols = FoundationNumberSymbols.symbols(for: locale)
    let symbols: NumberSymbols
    switch numberFormat {
    case nil:
      symbols = localeSymbols
    case .formatter(let formatter):
      let own = FoundationNumberSymbols.symbols(for: formatter.locale ?? locale)
      symbols = FoundationNumberSymbols.symbols(formatter: formatter, fallback: own) ?? own
    case .style(let read):
      symbols = read(locale, localeSymbols) ?? localeSymbols
    case .symbols(let given):
      symbols = given
    }
    guard symbols != coreState.configuration.numberSymbols else { return }
    var updated = coreState.configuration
    updated.numberSymbols = symbols
    driver.configuration = updated
  }

  /// Observes the user's changes of region format (`Locale.autoupdatingCurrent` then reports the
  /// new one; a cached reading of it would not).
  func observeUserLocale() -> NotificationObservation {
    NotificationObservation(NSLocale.currentLocaleDidChangeNotification) { [weak self] _ in
      guard let self else { return }
      // Foundation may post it off the main thread; the control lives on it.
      if Thread.isMainThread {
        MainActor.assumeIsolated { self.userLocaleChanged() }
      } else {
        Task { @MainActor in self.userLocaleChanged() }
      }
    }
  }

  /// The user changed their region's format: the symbols are read again.
  func userLocaleChanged() {
    updateNumberSymbols()
  }
}
#endif
