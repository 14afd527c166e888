#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import Foundation

/// A `format:` of ``StepperView``, in whatever locale the view finds itself: the text it shows
/// while the user is not editing, and the symbols typed text is read with.
///
/// The format is applied in `\.locale` (`format.locale(_:)`), as SwiftUI's `Text(_:format:)`
/// applies it, so `.currency(code: "EUR")` shows "5,50 €" under `de_DE` and "€5.50" under
/// `en_US`, and typing "5,5 €" or "5,5" commits 5.5 under `de_DE`.
struct StepperNumberFormat {
  /// The value as the format writes it in a locale.
  let display: (FixedDecimal, Locale) -> String
  /// The symbols the format writes with in a locale, the locale's own given for what it does not
  /// show (a whole-number format shows no decimal separator), a percent's multiplier included
  /// (`.percent` writes 0.5 as "50 %", and "50" is typed for it, as on UIKit); nil when the
  /// format's numbers cannot be read (typed text then follows the locale's symbols).
  let symbols: (Locale, NumberSymbols) -> NumberSymbols?

  /// The display format of a floating-point value.
  init<F: FormatStyle>(_ format: F)
  where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    display = { value, locale in format.locale(locale).format(value.nearest(F.FormatInput.self)) }
    symbols = { locale, fallback in
      FoundationNumberSymbols.symbols(format: format.locale(locale), fallback: fallback)
    }
  }
}
#endif
