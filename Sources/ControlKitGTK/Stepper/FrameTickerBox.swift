/// The box GTK holds for one installed tick callback; it points back at its ticker weakly.
@MainActor
final class FrameTickerBox {
  /// The ticker to notify, if it still exists.
  weak var ticker: FrameTicker?
  private let token = LiveObjectToken(.glibSource)

  /// A box for a tick callback of `ticker`.
  init(ticker: FrameTicker) {
    self.ticker = ticker
  }
}
