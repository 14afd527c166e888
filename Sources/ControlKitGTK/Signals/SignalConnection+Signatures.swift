#if GTK
package import CGtk

extension SignalConnection {
  /// Connects a signal with the C signature `void (*)(gpointer instance, gpointer user_data)`,
  /// such as GtkButton "clicked", GtkWidget "destroy"/"map"/"unmap" or GtkGestureClick "stopped".
  ///
  /// - Parameters:
  ///   - instance: the GObject emitting the signal.
  ///   - signal: the detailed signal name.
  ///   - after: run after the class handler (`G_CONNECT_AFTER`).
  ///   - handler: the closure; it runs on the main actor.
  package static func connect(
    _ instance: gpointer, _ signal: String, after: Bool = false,
    _ handler: @escaping @MainActor () -> Void
  ) -> SignalConnection {
    connect(
      instance, signal, after: after, thunk: unsafeBitCast(voidThunk, to: GCallback.self),
      handler: handler)
  }

  /// Connects a signal with the C signature
  /// `void (*)(gpointer instance, gint n_press, gdouble x, gdouble y, gpointer user_data)`:
  /// GtkGestureClick "pressed" and "released".
  ///
  /// - Parameters:
  ///   - instance: the gesture.
  ///   - signal: "pressed" or "released".
  ///   - after: run after the class handler (`G_CONNECT_AFTER`).
  ///   - handler: called with the press count and the point in widget coordinates.
  package static func connectPoint(
    _ instance: gpointer, _ signal: String, after: Bool = false,
    _ handler: @escaping @MainActor (_ pressCount: Int, _ x: Double, _ y: Double) -> Void
  ) -> SignalConnection {
    connect(
      instance, signal, after: after, thunk: unsafeBitCast(pointThunk, to: GCallback.self),
      handler: handler)
  }

  /// Connects a signal with the C signature
  /// `void (*)(gpointer instance, GdkEventSequence *sequence, gpointer user_data)`:
  /// GtkGesture "begin", "end", "cancel" and "update".
  ///
  /// - Parameters:
  ///   - instance: the gesture.
  ///   - signal: the detailed signal name.
  ///   - after: run after the class handler (`G_CONNECT_AFTER`).
  ///   - handler: called with the event sequence (nil for a mouse).
  package static func connectSequence(
    _ instance: gpointer, _ signal: String, after: Bool = false,
    _ handler: @escaping @MainActor (_ sequence: EventSequence) -> Void
  ) -> SignalConnection {
    connect(
      instance, signal, after: after, thunk: unsafeBitCast(sequenceThunk, to: GCallback.self),
      handler: handler)
  }

  /// Connects GtkGestureClick "unpaired-release", whose C signature is
  /// `void (*)(gpointer, gdouble x, gdouble y, guint button, GdkEventSequence *, gpointer)`.
  ///
  /// - Parameters:
  ///   - instance: the gesture.
  ///   - after: run after the class handler (`G_CONNECT_AFTER`).
  ///   - handler: called with the point, the button and the sequence.
  package static func connectUnpairedRelease(
    _ instance: gpointer, after: Bool = false,
    _ handler:
      @escaping @MainActor (
        _ x: Double, _ y: Double, _ button: UInt32, _ sequence: EventSequence
      ) -> Void
  ) -> SignalConnection {
    connect(
      instance, "unpaired-release", after: after,
      thunk: unsafeBitCast(unpairedReleaseThunk, to: GCallback.self), handler: handler)
  }
}

// The C thunks: one per signature, nonisolated, parameters exactly as GLib passes them.

private typealias VoidHandler = @MainActor () -> Void
private typealias PointHandler = @MainActor (Int, Double, Double) -> Void
private typealias SequenceHandler = @MainActor (EventSequence) -> Void
private typealias UnpairedReleaseHandler =
  @MainActor (Double, Double, UInt32, EventSequence) ->
  Void

private let voidThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  guard let data else { return }
  let box = SignalHandlerBox<VoidHandler>.unretained(data)
  MainActor.assumeIsolated { box.handler() }
}

private let pointThunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
  _, presses, x, y, data in
  guard let data else { return }
  let box = SignalHandlerBox<PointHandler>.unretained(data)
  MainActor.assumeIsolated { box.handler(Int(presses), x, y) }
}

private let sequenceThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = {
  _, sequence, data in
  guard let data else { return }
  let box = SignalHandlerBox<SequenceHandler>.unretained(data)
  let sequence = EventSequence(sequence)
  MainActor.assumeIsolated { box.handler(sequence) }
}

private let unpairedReleaseThunk:
  @convention(c) (gpointer?, gdouble, gdouble, guint, OpaquePointer?, gpointer?) -> Void = {
    _, x, y, button, sequence, data in
    guard let data else { return }
    let box = SignalHandlerBox<UnpairedReleaseHandler>.unretained(data)
    let sequence = EventSequence(sequence)
    MainActor.assumeIsolated { box.handler(x, y, button, sequence) }
  }
#endif
