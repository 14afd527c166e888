#if GTK
/// A weak reference to a `CounterButton`, so the leak check can see whether it died.
@MainActor
struct WeakCounter {
  /// The counter, or nil once its widget has been finalized.
  weak var counter: CounterButton?
}
#endif
