#if GTK
import CGtk

/// A frame-clock tick callback on one widget (`gtk_widget_add_tick_callback`): how a ControlKit
/// widget runs an animation.
///
/// GTK calls the handler once per frame, before layout and paint, with the widget's frame clock
/// (`GdkFrameClock`, nil if GTK gave none): the ticker reads no time, its owner
/// (`GTKControlHost`, the one reader of GLib's clocks in ControlKitGTK) reads the frame's time
/// from it, so a drawing computed for that instant is the one put on screen. The callback exists only between ``start()`` and ``stop()``: a widget
/// starts it when the core says an animation began and stops it when the core says it ended, and
/// always when the widget is unmapped (GTK does not tick unmapped widgets anyway, but the callback
/// would stay registered) or destroyed.
///
/// Ownership follows `Ownership.swift`: the callback's box is retained by GTK and released by its
/// destroy-notify; it points back at the ticker weakly. The ticker keeps an unretained widget
/// pointer that its owner clears with ``widgetDestroyed()``.
///
/// Internal: plumbing of `GTKControlHost`.
@MainActor
final class FrameTicker {
  /// The closure run on every frame, with the widget's `GdkFrameClock *`.
  typealias Handler = @MainActor (_ frameClock: OpaquePointer?) -> Void

  private var widget: UnsafeMutablePointer<GtkWidget>?
  private let handler: Handler
  /// The GTK tick-callback id, or 0 when stopped.
  private(set) var callbackID: guint = 0
  /// How many frames the handler has run for since the ticker was created.
  private(set) var tickCount = 0

  /// A stopped ticker for `widget`.
  init(widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping Handler) {
    self.widget = widget
    self.handler = handler
  }

  isolated deinit {
    stop()
  }

  /// Whether the tick callback is registered.
  var isRunning: Bool { callbackID != 0 }

  /// Registers the tick callback; does nothing if it is running or the widget is gone.
  func start() {
    guard callbackID == 0, let widget else { return }
    let box = FrameTickerBox(ticker: self)
    callbackID = gtk_widget_add_tick_callback(
      widget, frameTickThunk, retainedBox(box), releaseBoxDestroyNotify)
  }

  /// Removes the tick callback (GTK then releases its box); does nothing if it is stopped.
  func stop() {
    guard callbackID != 0 else { return }
    if let widget { gtk_widget_remove_tick_callback(widget, callbackID) }
    callbackID = 0
  }

  /// Stops and forgets the widget: called by the owner on "destroy".
  func widgetDestroyed() {
    stop()
    widget = nil
  }

  /// Called by the thunk on every frame.
  func tick(clock: OpaquePointer?) {
    guard callbackID != 0 else { return }
    tickCount += 1
    handler(clock)
  }
}

/// `GtkTickCallback`: hands the frame clock to the ticker; keeps the callback while the ticker
/// lives (the ticker removes it).
private func frameTickThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ clock: OpaquePointer?, _ data: gpointer?
) -> gboolean {
  guard let data else { return 0 }
  // GTK ticks on the main thread; the clock pointer is only passed on, within this call.
  nonisolated(unsafe) let frameClock = clock
  let box = Unmanaged<FrameTickerBox>.fromOpaque(data).takeUnretainedValue()
  return MainActor.assumeIsolated {
    guard let ticker = box.ticker else { return 0 }
    ticker.tick(clock: frameClock)
    return 1
  }
}
#endif
