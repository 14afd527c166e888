#if canImport(UIKit)
import ControlKit
import Foundation

/// Where a ``StepperControl``'s number symbols come from when the app gave a format
/// (``StepperControl/setNumberFormat(_:)-(NumberFormatter?)``); without one they are its
/// locale's.
enum StepperNumberFormatSource {
  /// A `NumberFormatter`, read as configured (its own locale and style).
  case formatter(NumberFormatter)
  /// A `FormatStyle`, applied in the control's locale: the symbols it writes with there, the
  /// locale's given for what it does not show; nil when it scales the value.
  case style((Locale, NumberSymbols) -> NumberSymbols?)
  /// The core's symbols, as given.
  case symbols(NumberSymbols)
}
#endif
