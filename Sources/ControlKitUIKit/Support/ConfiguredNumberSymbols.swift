#if canImport(UIKit)
import ControlKit
import Foundation

/// The number symbols an app's configuration names for a UIKit control, kept apart from the
/// symbols the control shows, so both controls choose them as GTK and SwiftUI do.
///
/// A control shows, first match wins: the app's explicit format (the stepper's
/// `setNumberFormat(_:)`, as `GTKStepper.numberSymbols`), the configuration's own symbols when
/// they are not ``NumberSymbols/plain`` (the app named them, as `GTKStepper.localized(_:chosen:)`
/// and `ControlEnvironment.applied(to:)` keep them), else its `locale`'s. A configuration read
/// from a control and set back carries the symbols shown: those are no choice, so the control
/// keeps the source it had (and goes on following the user's locale).
///
/// ```swift
/// var configured = ConfiguredNumberSymbols(.plain)  // configured.own == nil: the locale's
/// configured.configurationSet(german, shown: german)  // read back: still the locale's
/// configured.configurationSet(swiss, shown: german)   // configured.own == swiss
/// configured.configurationSet(.plain, shown: swiss)   // the locale's again
/// ```
struct ConfiguredNumberSymbols: Equatable {
  /// The configuration's own symbols; nil while it has plain ones, which the locale's replace.
  private(set) var own: NumberSymbols?

  /// The symbols of the configuration a control was created with.
  init(_ symbols: NumberSymbols) {
    own = symbols == .plain ? nil : symbols
  }

  /// The app set a configuration with `symbols` while the control showed `shown`.
  mutating func configurationSet(_ symbols: NumberSymbols, shown: NumberSymbols) {
    if symbols == .plain {
      own = nil
    } else if symbols != shown {
      own = symbols
    }
  }

  /// The configuration's own symbols, else `locale`'s.
  func shown(in locale: Locale) -> NumberSymbols {
    own ?? FoundationNumberSymbols.symbols(for: locale)
  }
}
#endif
