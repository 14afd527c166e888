#if GTK
import CGtk

/// A GDK event sequence (one touch, or nil's "the pointer"), as passed by gesture signals.
///
/// It is an identity used to tell touches apart, never dereferenced by ControlKitGTK, so it can
/// be handed to main-actor code; GTK only hands it out on its own thread. Internal: signal
/// plumbing.
struct EventSequence: Hashable, @unchecked Sendable {
  /// The `GdkEventSequence *` (nil for mouse input).
  let pointer: OpaquePointer?

  /// Wraps a `GdkEventSequence *`.
  init(_ pointer: OpaquePointer?) {
    self.pointer = pointer
  }
}
#endif
