// The names the core examples of the README and the DocC articles take for granted.
// `scripts/check-doc-examples.py` compiles each document's core blocks next to this file.
import ControlKit
import Foundation

/// The owner of the price bar's value ("data drives UI").
@MainActor final class PriceModel {
  var price: FixedDecimal = 5.0
}

/// The app's model.
@MainActor let model = PriceModel()
