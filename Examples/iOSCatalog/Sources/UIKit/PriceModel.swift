import ControlKit

/// The owner of the price bar's value ("UI emits events, data drives UI"): the bar proposes,
/// the model decides, and the bar shows what the model holds.
@MainActor
final class PriceModel {
  /// The price, 0.1 … 9.9.
  var price: FixedDecimal = 5.0 {
    didSet { onPriceChange?(price) }
  }
  /// Called after every change, with the new price.
  var onPriceChange: (@MainActor (FixedDecimal) -> Void)?

  /// The owner's rule: a proposal is accepted unless it would cross 9.5 from below, which the
  /// model refuses (to show that the bar only shows what the model decides).
  func consider(_ proposed: FixedDecimal) {
    if price < 9.5, proposed > 9.5 {
      price = 9.5
    } else {
      price = proposed
    }
  }
}
