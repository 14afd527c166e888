#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension ArcStepperControl {
  /// The symbols the label and spoken value are written in, in the order ``configuration``
  /// documents: the configuration's own, else ``locale``'s.
  var shownNumberSymbols: NumberSymbols {
    configuredSymbols.shown(in: locale)
  }

  /// Starts a session in ``shownNumberSymbols`` when they differ from the core's (at the
  /// current step, as any configuration change).
  func updateNumberSymbols() {
    let symbols = shownNumberSymbols
    guard symbols != coreState.configuration.numberSymbols else { return }
    var updated = coreState.configuration
    updated.numberSymbols = symbols
    restart(with: updated)
  }

  /// The user changed their region's format: the symbols are read again.
  func userLocaleChanged() {
    updateNumberSymbols()
  }
}
#endif
