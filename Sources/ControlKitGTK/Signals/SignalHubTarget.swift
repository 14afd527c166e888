#if GTK
/// The object a ``SignalHub`` dispatches its signals to (held weakly by the hub).
@MainActor
protocol SignalHubTarget: AnyObject {
  /// Handles the signal connected under `slot`; the result is the handler's return value for
  /// signals that return a `gboolean` ("key-pressed", "scroll") and ignored for the others.
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool
}
#endif
