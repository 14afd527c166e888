#if GTK
public import CGtk
public import ControlKit

/// A frame-clock tick callback on one widget (`gtk_widget_add_tick_callback`): how a ControlKit
/// widget runs an animation.
///
/// GTK calls the handler once per frame, before layout and paint, with the frame's time on GLib's
/// monotonic clock (the same timeline as `MonotonicClock`), so a drawing computed for that instant
/// is the one put on screen. The callback exists only between ``start()`` and ``stop()``: a widget
/// starts it when the core says an animation began and stops it when the core says it ended, and
/// always when the widget is unmapped (GTK does not tick unmapped widgets anyway, but the callback
/// would stay registered) or destroyed.
///
/// Ownership follows `Ownership.swift`: the callback's box is retained by GTK and released by its
/// destroy-notify; it points back at the ticker weakly. The ticker keeps an unretained widget
/// pointer that its owner clears with ``widgetDestroyed()``.
@MainActor
public final class FrameTicker {
  /// The closure run on every frame.
  public typealias Handler = @MainActor (_ frameTime: ControlInstant) -> Void

  private var widget: UnsafeMutablePointer<GtkWidget>?
  private let handler: Handler
  /// The GTK tick-callback id, or 0 when stopped.
  public private(set) var callbackID: guint = 0
  /// How many frames the handler has run for since the ticker was created.
  public private(set) var tickCount = 0

  /// A stopped ticker for `widget`.
  public init(widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping Handler) {
    self.widget = widget
    self.handler = handler
  }

  isolated deinit {
    stop()
  }

  /// Whether the tick callback is registered.
  public var isRunning: Bool { callbackID != 0 }

  /// Registers the tick callback; does nothing if it is running or the widget is gone.
  public func start() {
    guard callbackID == 0, let widget else { return }
    let box = FrameTickerBox(ticker: self)
    callbackID = gtk_widget_add_tick_callback(
      widget, frameTickThunk, retainedBox(box), releaseBoxDestroyNotify)
  }

  /// Removes the tick callback (GTK then releases its box); does nothing if it is stopped.
  public func stop() {
    guard callbackID != 0 else { return }
    if let widget { gtk_widget_remove_tick_callback(widget, callbackID) }
    callbackID = 0
  }

  /// Stops and forgets the widget: called by the owner on "destroy".
  public func widgetDestroyed() {
    stop()
    widget = nil
  }

  /// Called by the thunk on every frame.
  func tick(at frameTime: ControlInstant) {
    guard callbackID != 0 else { return }
    tickCount += 1
    handler(frameTime)
  }
}

/// `GtkTickCallback`: reads the frame time and notifies the ticker; keeps the callback while the
/// ticker lives (the ticker removes it).
private func frameTickThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ clock: OpaquePointer?, _ data: gpointer?
) -> gboolean {
  guard let data else { return 0 }
  let time =
    clock.map { Int64(gdk_frame_clock_get_frame_time($0)) } ?? Int64(g_get_monotonic_time())
  let box = Unmanaged<FrameTickerBox>.fromOpaque(data).takeUnretainedValue()
  return MainActor.assumeIsolated {
    guard let ticker = box.ticker else { return 0 }
    ticker.tick(at: MonotonicClock.instant(microseconds: time))
    return 1
  }
}
#endif
