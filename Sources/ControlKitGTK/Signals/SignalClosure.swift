#if GTK
/// The target of a ``SignalConnection``'s hub: one Swift closure for a signal with the C
/// signature `void (*)(gpointer instance, gpointer user_data)`.
@MainActor
final class SignalClosure: SignalHubTarget {
  /// The closure the signal runs.
  let handler: @MainActor () -> Void

  /// Wraps `handler`.
  init(_ handler: @escaping @MainActor () -> Void) {
    self.handler = handler
  }

  /// Runs the closure (the one slot's signal returns nothing).
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool {
    handler()
    return false
  }
}
#endif
