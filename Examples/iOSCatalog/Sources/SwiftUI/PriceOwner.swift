import Combine

/// The owner of the SwiftUI price bar's value: the bar proposes through its binding, the owner
/// decides, and the bar shows what the owner holds ("UI emits events, data drives UI").
@MainActor
final class PriceOwner: ObservableObject {
  /// The price, 0.1 … 9.9.
  @Published private(set) var price = 5.0

  /// The owner's rule: a proposal is accepted unless it would cross 9.5 from below, which the
  /// owner refuses (so the bar visibly shows the owner's answer, not the user's wish).
  func consider(_ proposed: Double) {
    price = price < 9.5 && proposed > 9.5 ? 9.5 : proposed
  }
}
