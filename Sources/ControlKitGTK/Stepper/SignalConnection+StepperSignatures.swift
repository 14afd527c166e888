#if GTK
package import CGtk

extension SignalConnection {
  /// Connects GtkEventControllerKey "key-pressed", whose C signature is
  /// `gboolean (*)(gpointer, guint keyval, guint keycode, GdkModifierType state, gpointer)`.
  ///
  /// - Parameters:
  ///   - instance: the key controller.
  ///   - handler: called with the key value; returns whether the key was handled (which stops
  ///     its propagation).
  package static func connectKeyPressed(
    _ instance: gpointer, _ handler: @escaping @MainActor (_ keyval: UInt32) -> Bool
  ) -> SignalConnection {
    connect(
      instance, "key-pressed", after: false,
      thunk: unsafeBitCast(keyPressedThunk, to: GCallback.self), handler: handler)
  }

  /// Connects GtkEventControllerScroll "scroll", whose C signature is
  /// `gboolean (*)(gpointer, gdouble dx, gdouble dy, gpointer)`.
  ///
  /// - Parameters:
  ///   - instance: the scroll controller.
  ///   - handler: called with the deltas; returns whether the scroll was handled.
  package static func connectScroll(
    _ instance: gpointer, _ handler: @escaping @MainActor (_ dx: Double, _ dy: Double) -> Bool
  ) -> SignalConnection {
    connect(
      instance, "scroll", after: false, thunk: unsafeBitCast(scrollThunk, to: GCallback.self),
      handler: handler)
  }

  /// Connects GtkEditable "insert-text", whose C signature is
  /// `void (*)(gpointer, const char *text, gint length, gint *position, gpointer)`.
  ///
  /// - Parameters:
  ///   - instance: the editable (a GtkText).
  ///   - handler: called with the inserted text and the insertion point in characters, before
  ///     the text is inserted (the handler may stop the emission to refuse it).
  package static func connectInsertText(
    _ instance: gpointer, _ handler: @escaping @MainActor (_ text: String, _ position: Int) -> Void
  ) -> SignalConnection {
    connect(
      instance, "insert-text", after: false,
      thunk: unsafeBitCast(insertTextThunk, to: GCallback.self), handler: handler)
  }

  /// Connects GtkEditable "delete-text", whose C signature is
  /// `void (*)(gpointer, gint start, gint end, gpointer)`.
  ///
  /// - Parameters:
  ///   - instance: the editable (a GtkText).
  ///   - handler: called with the character range about to be deleted (`end` may be -1: to the
  ///     end), before it is deleted.
  package static func connectDeleteText(
    _ instance: gpointer, _ handler: @escaping @MainActor (_ start: Int, _ end: Int) -> Void
  ) -> SignalConnection {
    connect(
      instance, "delete-text", after: false,
      thunk: unsafeBitCast(deleteTextThunk, to: GCallback.self), handler: handler)
  }
}

private typealias KeyHandler = @MainActor (UInt32) -> Bool
private typealias ScrollHandler = @MainActor (Double, Double) -> Bool
private typealias InsertHandler = @MainActor (String, Int) -> Void
private typealias DeleteHandler = @MainActor (Int, Int) -> Void

private let keyPressedThunk:
  @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, _, data in
    guard let data else { return 0 }
    let box = SignalHandlerBox<KeyHandler>.unretained(data)
    return MainActor.assumeIsolated { box.handler(keyval) } ? 1 : 0
  }

private let scrollThunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = {
  _, dx, dy, data in
  guard let data else { return 0 }
  let box = SignalHandlerBox<ScrollHandler>.unretained(data)
  return MainActor.assumeIsolated { box.handler(dx, dy) } ? 1 : 0
}

private let insertTextThunk:
  @convention(c) (gpointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?, gpointer?)
    -> Void = { _, text, length, position, data in
      guard let data, let text else { return }
      let box = SignalHandlerBox<InsertHandler>.unretained(data)
      let inserted =
        length < 0
        ? String(cString: text)
        : text.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
          String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
        }
      let at = Int(position?.pointee ?? 0)
      MainActor.assumeIsolated { box.handler(inserted, at) }
    }

private let deleteTextThunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = {
  _, start, end, data in
  guard let data else { return }
  let box = SignalHandlerBox<DeleteHandler>.unretained(data)
  MainActor.assumeIsolated { box.handler(Int(start), Int(end)) }
}
#endif
