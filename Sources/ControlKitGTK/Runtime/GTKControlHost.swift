#if GTK
import CGtk
import ControlKit

/// The GTK platform under a ``ControlSession``: GLib's monotonic clock, one `GLibTimer`, the
/// widget's frame clock (`FrameTicker`), the error bell, and the widget's own render and
/// announcement code.
///
/// Every ControlKitGTK widget has one, so the timer effect and frame ticks are handled in one
/// place. The timer and the tick callback are created on first use (most steppers are never
/// held or shaken) and removed by ``widgetDestroyed()``. While the widget is unmapped the tick
/// callback is removed (a realized widget would still tick) and comes back when it is mapped
/// again, so an off-screen control costs no frames even mid-animation.
@MainActor
final class GTKControlHost: ControlHost {
  /// Redraws the widget from its session.
  var onRender: (@MainActor () -> Void)?
  /// Speaks a text (GTK 4.8 has no announcement call; widgets update an accessible property).
  var onAnnounce: (@MainActor (String) -> Void)?
  /// Answers the timer: the session's `timerFired(at:)`.
  var onTimer: (@MainActor (ControlInstant) -> Void)?
  /// Answers a frame: the session's `frameTicked(at:)`.
  var onFrame: (@MainActor (ControlInstant) -> Void)?

  private var widget: UnsafeMutablePointer<GtkWidget>?
  private var timer: GLibTimer?
  private var ticker: FrameTicker?
  /// Whether the session wants frames.
  private var wantsFrames = false
  /// Whether the widget is mapped (frames are only useful then).
  private var isMapped = true

  /// A host for the control drawn by `widget` (its frame clock ticks the animations).
  init(widget: UnsafeMutablePointer<GtkWidget>?) {
    self.widget = widget
  }

  /// Connects `session` to this host: its timer and frames come back to it.
  func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>) {
    onTimer = { [weak session] deadline in session?.timerFired(at: deadline) }
    onFrame = { [weak session] time in session?.frameTicked(at: time) }
    session.host = self
  }

  var now: ControlInstant { MonotonicClock.now() }

  /// Whether the tick callback is registered.
  var isTicking: Bool { ticker?.isRunning ?? false }

  /// How many frames the tick callback has run for.
  var frameCount: Int { ticker?.tickCount ?? 0 }

  func scheduleTimer(at deadline: ControlInstant) {
    guard widget != nil else { return }
    if timer == nil {
      timer = GLibTimer { [weak self] deadline in self?.onTimer?(deadline) }
    }
    timer?.schedule(at: deadline)
  }

  func cancelTimer() {
    timer?.cancel()
  }

  func setFrameTicksEnabled(_ enabled: Bool) {
    wantsFrames = enabled
    updateTicker()
  }

  /// The widget was mapped: frames resume if the session wants them.
  func widgetMapped() {
    isMapped = true
    updateTicker()
  }

  /// The widget was unmapped: the tick callback goes until it is mapped again.
  func widgetUnmapped() {
    isMapped = false
    updateTicker()
  }

  private func updateTicker() {
    guard let widget else { return }
    let ticking = wantsFrames && isMapped
    if ticking, ticker == nil {
      ticker = FrameTicker(widget: widget) { [weak self] time in self?.onFrame?(time) }
    }
    if ticking { ticker?.start() } else { ticker?.stop() }
  }

  func announce(_ text: String) {
    onAnnounce?(text)
  }

  /// GTK's limit feedback is the error bell (as GtkSpinButton's); a desktop has no haptics, and
  /// the shake is drawn from the session's presentation.
  func playLimitFeedback(_ feedback: LimitFeedback, at limit: RangeLimit) {
    if feedback.contains(.bell), let widget { gtk_widget_error_bell(widget) }
  }

  func render() {
    onRender?()
  }

  /// The widget is being destroyed: removes the timer and the tick callback, forgets the
  /// handlers.
  func widgetDestroyed() {
    timer?.cancel()
    timer = nil
    ticker?.widgetDestroyed()
    ticker = nil
    widget = nil
    onRender = nil
    onAnnounce = nil
    onTimer = nil
    onFrame = nil
  }
}
#endif
