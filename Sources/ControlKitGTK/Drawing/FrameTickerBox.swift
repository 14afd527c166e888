#if GTK
/// The box GTK holds for one registered tick callback.
@MainActor
final class FrameTickerBox {
  /// The ticker to notify, if it still exists.
  weak var ticker: FrameTicker?
  private let token = LiveObjectToken(.tickCallback)

  /// A box for `ticker`'s callback.
  init(ticker: FrameTicker) {
    self.ticker = ticker
  }
}
#endif
