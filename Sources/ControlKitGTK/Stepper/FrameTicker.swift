public import CGtk
public import ControlKit

/// A widget's frame-clock tick callback, started and stopped from Swift: how a front-end runs an
/// animation (the stepper's limit shake) on the display's own frames.
///
/// The handler gets each frame's time (`gdk_frame_clock_get_frame_time`, on `MonotonicClock`'s
/// timeline) and returns whether it wants more frames. The closure box GTK holds is released by the
/// callback's destroy-notify (the ownership rule in `Ownership.swift`) and counted as a
/// `.glibSource` in `LiveObjects`: like a timeout, it is a callback the main loop holds. `stop()`
/// and dropping the ticker remove the callback.
@MainActor
public final class FrameTicker {
  /// The closure called once per frame; return `false` to stop ticking.
  public typealias Handler = @MainActor (_ frameTime: ControlInstant) -> Bool

  private let handler: Handler
  private var widget: UnsafeMutablePointer<GtkWidget>?
  /// The id of the installed tick callback, or 0.
  public private(set) var callbackID: guint = 0

  /// Creates an idle ticker for `widget` (kept unretained: the widget's owner stops the ticker
  /// before the widget goes away).
  public init(widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping Handler) {
    self.widget = widget
    self.handler = handler
  }

  isolated deinit {
    stop()
  }

  /// Whether the tick callback is installed.
  public var isRunning: Bool { callbackID != 0 }

  /// Installs the tick callback if it is not running yet.
  public func start() {
    guard callbackID == 0, let widget else { return }
    let box = FrameTickerBox(ticker: self)
    callbackID = gtk_widget_add_tick_callback(
      widget, frameTickThunk, retainedBox(box), releaseBoxDestroyNotify)
  }

  /// Removes the tick callback, if installed.
  public func stop() {
    guard callbackID != 0, let widget else { return }
    gtk_widget_remove_tick_callback(widget, callbackID)
    callbackID = 0
  }

  /// Stops and forgets the widget: later calls do nothing (used on "destroy").
  public func invalidate() {
    stop()
    widget = nil
  }

  /// Called by the thunk: returns whether to keep ticking.
  func tick(frameTime: ControlInstant) -> Bool {
    guard callbackID != 0 else { return false }
    let more = handler(frameTime)
    if !more { callbackID = 0 }
    return more
  }
}

/// `GtkTickCallback`: samples the frame time and asks the ticker whether to continue.
private func frameTickThunk(
  _ widget: UnsafeMutablePointer<GtkWidget>?, _ clock: OpaquePointer?, _ data: gpointer?
) -> gboolean {
  guard let data, let clock else { return 0 }
  let box = Unmanaged<FrameTickerBox>.fromOpaque(data).takeUnretainedValue()
  let time = MonotonicClock.instant(microseconds: Int64(gdk_frame_clock_get_frame_time(clock)))
  return MainActor.assumeIsolated { box.ticker?.tick(frameTime: time) ?? false } ? 1 : 0
}
