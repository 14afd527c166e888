#if GTK
import CGtk

extension SignalSignature {
  /// The C thunk for this signature, as a `GCallback`.
  var thunk: GCallback {
    switch self {
    case .void: unsafeBitCast(hubVoidThunk, to: GCallback.self)
    case .point: unsafeBitCast(hubPointThunk, to: GCallback.self)
    case .sequence: unsafeBitCast(hubSequenceThunk, to: GCallback.self)
    case .drag: unsafeBitCast(hubDragThunk, to: GCallback.self)
    case .unpairedRelease: unsafeBitCast(hubUnpairedReleaseThunk, to: GCallback.self)
    case .keyPressed: unsafeBitCast(hubKeyPressedThunk, to: GCallback.self)
    case .scroll: unsafeBitCast(hubScrollThunk, to: GCallback.self)
    case .insertText: unsafeBitCast(hubInsertTextThunk, to: GCallback.self)
    case .deleteText: unsafeBitCast(hubDeleteTextThunk, to: GCallback.self)
    case .resize: unsafeBitCast(hubResizeThunk, to: GCallback.self)
    case .notify: unsafeBitCast(hubNotifyThunk, to: GCallback.self)
    }
  }
}

// The hub's C thunks: one per signature, nonisolated, parameters exactly as GLib passes them;
// each finds the hub and slot in `user_data` and dispatches on the main actor.

/// Dispatches `arguments` to the target of the hub behind `data`.
private func dispatch(_ data: gpointer?, _ arguments: SignalArguments) -> gboolean {
  guard let data else { return 0 }
  let (hub, slot) = SignalHub.unpack(data)
  return MainActor.assumeIsolated { hub.target?.handleSignal(slot, arguments) ?? false } ? 1 : 0
}

private let hubVoidThunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
  _ = dispatch(data, .none)
}

private let hubPointThunk: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = {
  _, presses, x, y, data in
  _ = dispatch(data, .point(pressCount: Int(presses), x: x, y: y))
}

private let hubNotifyThunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = {
  _, _, data in
  _ = dispatch(data, .none)
}

private let hubSequenceThunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = {
  _, sequence, data in
  _ = dispatch(data, .sequence(EventSequence(sequence)))
}

private let hubDragThunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = {
  _, x, y, data in
  _ = dispatch(data, .drag(x: x, y: y))
}

private let hubUnpairedReleaseThunk:
  @convention(c) (gpointer?, gdouble, gdouble, guint, OpaquePointer?, gpointer?) -> Void = {
    _, x, y, button, sequence, data in
    _ = dispatch(
      data, .unpairedRelease(x: x, y: y, button: button, sequence: EventSequence(sequence)))
  }

private let hubKeyPressedThunk:
  @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, _, modifiers, data in
    dispatch(data, .keyPressed(keyval: keyval, modifiers: modifiers.rawValue))
  }

private let hubScrollThunk: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = {
  _, dx, dy, data in
  dispatch(data, .scroll(dx: dx, dy: dy))
}

private let hubInsertTextThunk:
  @convention(c) (gpointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?, gpointer?)
    -> Void = { _, text, length, position, data in
      guard let text else { return }
      let inserted =
        length < 0
        ? String(cString: text)
        : text.withMemoryRebound(to: UInt8.self, capacity: Int(length)) {
          String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF8.self)
        }
      _ = dispatch(data, .insertText(inserted, position: InsertionPoint(position)))
    }

private let hubDeleteTextThunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = {
  _, start, end, data in
  _ = dispatch(data, .deleteText(start: Int(start), end: Int(end)))
}

private let hubResizeThunk: @convention(c) (gpointer?, gint, gint, gpointer?) -> Void = {
  _, width, height, data in
  _ = dispatch(data, .resize(width: Int(width), height: Int(height)))
}
#endif
