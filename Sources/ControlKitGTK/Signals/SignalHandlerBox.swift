#if GTK
/// The box GLib holds for one connected signal handler: the Swift closure plus a live-object token.
///
/// Created retained (`retainedBox`) when the handler is connected and released only by the
/// closure's destroy-notify, i.e. when GLib has disconnected the handler for good.
final class SignalHandlerBox<Handler: Sendable>: Sendable {
  /// The Swift closure the C thunk calls.
  let handler: Handler
  private let token = LiveObjectToken(.signalHandler)

  /// Boxes `handler`.
  init(_ handler: Handler) {
    self.handler = handler
  }

  /// The box behind a thunk's `user_data`, without changing its retain count.
  static func unretained(_ data: UnsafeMutableRawPointer) -> SignalHandlerBox<Handler> {
    Unmanaged<SignalHandlerBox<Handler>>.fromOpaque(data).takeUnretainedValue()
  }
}
#endif
