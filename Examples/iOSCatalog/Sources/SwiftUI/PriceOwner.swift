import Combine

/// The owner of the SwiftUI price bar's value ("UI emits events, data drives UI"): the edit bar
/// only asks to increase or decrease; the owner changes its price, kept as tenths (0.1 … 9.9)
/// so that no binary fraction drifts, and the bar's label shows it.
@MainActor
final class PriceOwner: ObservableObject {
  /// The price in tenths: 50 is 5.0.
  @Published private(set) var tenths = 50

  /// The price as the label shows it.
  var text: String { "\(tenths / 10).\(tenths % 10)" }
  /// Whether + may step (nil disables it at 9.9).
  var canIncrease: Bool { tenths < 99 }
  /// Whether − may step (nil disables it at 0.1).
  var canDecrease: Bool { tenths > 1 }

  /// One step up, as the user asked.
  func increase() { tenths = min(tenths + 1, 99) }
  /// One step down, as the user asked.
  func decrease() { tenths = max(tenths - 1, 1) }
}
