#if GTK
package import CGtk
package import ControlKit

/// The GTK platform under a ``ControlSession``, GTK's one ``ControlHost``: GLib's monotonic
/// clock, one `GLibTimer`, the widget's frame clock (`FrameTicker`), the error bell, and the
/// widget's own announcement code.
///
/// Every ControlKitGTK widget runs on one unless a test injects another host (`VirtualHost`), so
/// the timer effect and frame ticks are handled in one place, and this is the only place in
/// ControlKitGTK that reads a clock: GLib's monotonic clock (``currentInstant()``) and the frame
/// clock's time of each tick (`FrameTicker` hands over the `GdkFrameClock`). A widget's driver
/// stamps its inputs with the host's `now` (`HoldButton` reads no clock), a widget draws the
/// driver's presentation, sampled by the session at ``lastInstant``, and support code without a
/// host (the main loop runner) asks ``currentInstant()``; `ControlKitGTKTests` greps the sources
/// for any other clock read. The widget redraws from the session's `onRender`. The timer and the tick callback are created on first use (most steppers are never
/// held or shaken) and removed by ``widgetDestroyed()``. While the widget is unmapped the tick
/// callback is removed (a realized widget would still tick) and comes back when it is mapped
/// again, so an off-screen control costs no frames even mid-animation.
///
/// `package`, not public: the testbed drives its hold-to-repeat button through one, and the
/// testbed and `controlkit-gtk-bench` read the activity counters below (the idle check, repeat
/// lateness).
@MainActor
package final class GTKControlHost: ControlHost {
  /// Timer fires of every host since the last ``resetActivity()`` (the idle check asserts 0).
  package private(set) static var timerFireCount = 0
  /// Frame callbacks run by every host's tick callback since the last ``resetActivity()``.
  package private(set) static var frameCallbackCount = 0
  /// Called when any host's timer fires, with its deadline and the instant it actually ran.
  ///
  /// It runs before the session handles the timer; the lateness is the difference (GLib never
  /// runs a timer early). Nil (the default) costs nothing, not even a clock read.
  package static var onTimerFired:
    (@MainActor (_ deadline: ControlInstant, _ firedAt: ControlInstant) -> Void)?

  /// Sets both activity counters back to zero.
  package static func resetActivity() {
    timerFireCount = 0
    frameCallbackCount = 0
  }

  /// Speaks a text (GTK 4.8 has no announcement call; widgets update an accessible property).
  package var onAnnounce: (@MainActor (String) -> Void)?
  /// Answers the timer: the session's `timerFired(at:)`.
  package var onTimer: (@MainActor (ControlInstant) -> Void)?
  /// Answers a frame: the session's `frameTicked(at:)`.
  package var onFrame: (@MainActor (ControlInstant) -> Void)?

  private var widget: UnsafeMutablePointer<GtkWidget>?
  private var timer: GLibTimer?
  private var ticker: FrameTicker?
  /// Whether the session wants frames.
  private var wantsFrames = false
  /// Whether the widget is mapped (frames are only useful then).
  private var isMapped = true
  /// The instant this host last gave its session: the frame's time during a frame tick, else its
  /// last ``now``; so, when the session renders, the instant it sampled the presentation at.
  package private(set) var lastInstant = ControlInstant.zero

  /// A host for the control drawn by `widget` (its frame clock ticks the animations).
  package init(widget: UnsafeMutablePointer<GtkWidget>?) {
    self.widget = widget
  }

  /// Connects `session` to this host: its timer and frames come back to it.
  package func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>) {
    onTimer = { [weak session] deadline in session?.timerFired(at: deadline) }
    onFrame = { [weak session] time in session?.frameTicked(at: time) }
    session.host = self
  }

  /// GLib's monotonic clock now: the one read of it in ControlKitGTK.
  package static func currentInstant() -> ControlInstant { MonotonicClock.now() }

  /// GLib's monotonic clock now (kept as ``lastInstant``).
  package var now: ControlInstant {
    let instant = Self.currentInstant()
    lastInstant = instant
    return instant
  }

  /// Whether the tick callback is registered.
  package var isTicking: Bool { ticker?.isRunning ?? false }

  /// How many frames the tick callback has run for.
  package var frameCount: Int { ticker?.tickCount ?? 0 }

  /// The pending timer's GLib source id, or 0 (the leak checks look it up after destruction).
  package var timerSourceID: UInt32 { timer?.sourceID ?? 0 }

  package func scheduleTimer(at deadline: ControlInstant) {
    guard widget != nil else { return }
    if timer == nil {
      timer = GLibTimer { [weak self] deadline in self?.timerFired(at: deadline) }
    }
    timer?.schedule(at: deadline)
  }

  package func cancelTimer() {
    timer?.cancel()
  }

  /// The GLib timer ran: counted, reported to ``onTimerFired`` with the actual instant, answered.
  private func timerFired(at deadline: ControlInstant) {
    Self.timerFireCount += 1
    if let observer = Self.onTimerFired { observer(deadline, Self.currentInstant()) }
    onTimer?(deadline)
  }

  /// The tick callback ran: counted, answered at the frame clock's time for this frame (GLib's
  /// monotonic time, the same timeline as ``now``), or now if GTK gave no clock.
  private func frameTicked(clock: OpaquePointer?) {
    Self.frameCallbackCount += 1
    let time =
      clock.map { MonotonicClock.instant(microseconds: Int64(gdk_frame_clock_get_frame_time($0))) }
      ?? Self.currentInstant()
    lastInstant = time
    onFrame?(time)
  }

  package func setFrameTicksEnabled(_ enabled: Bool) {
    wantsFrames = enabled
    updateTicker()
  }

  /// The widget was mapped: frames resume if the session wants them.
  package func widgetMapped() {
    isMapped = true
    updateTicker()
  }

  /// The widget was unmapped: the tick callback goes until it is mapped again.
  package func widgetUnmapped() {
    isMapped = false
    updateTicker()
  }

  private func updateTicker() {
    guard let widget else { return }
    let ticking = wantsFrames && isMapped
    if ticking, ticker == nil {
      ticker = FrameTicker(widget: widget) { [weak self] clock in self?.frameTicked(clock: clock) }
    }
    if ticking { ticker?.start() } else { ticker?.stop() }
  }

  package func announce(_ text: String) {
    onAnnounce?(text)
  }

  /// GTK's limit feedback is the error bell (as GtkSpinButton's); a desktop has no haptics, and
  /// the shake is drawn from the session's presentation.
  package func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit) {
    if feedback.contains(.bell), let widget { gtk_widget_error_bell(widget) }
  }

  /// The widget is being destroyed: removes the timer and the tick callback, forgets the
  /// handlers.
  package func widgetDestroyed() {
    timer?.cancel()
    timer = nil
    ticker?.widgetDestroyed()
    ticker = nil
    widget = nil
    onAnnounce = nil
    onTimer = nil
    onFrame = nil
  }
}
#endif
