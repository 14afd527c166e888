#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// The testbed's widget: a `HoldButton` driving a `RepeatCounter`.
///
/// The counter's repeat deadlines are run by a `GLibTimer`. Bound to its widget, so it dies with it.
@MainActor
final class CounterButton {
  /// Steps taken by every counter button so far (the leak check sums them).
  static var totalSteps = 0

  /// The button this counter listens to.
  let button: HoldButton
  private var timer: GLibTimer?
  private var counter = RepeatCounter()
  private let logs: Bool

  /// A button labelled `label`; `logs` prints one line per event.
  init(label: String, logs: Bool) {
    self.logs = logs
    button = HoldButton(label: label)
    timer = GLibTimer { [weak self] deadline in self?.repeatTimerFired(at: deadline) }
    button.onEvent = { [weak self] event in self?.handle(event) }
    if let widget = button.widget {
      WidgetLifetime.bind(self, to: widget)
    }
  }

  /// The pending repeat's GLib source id, or 0.
  var pendingSourceID: UInt32 { timer?.sourceID ?? 0 }

  private func handle(_ event: HoldButtonEvent) {
    switch event {
    case .pressed(let at):
      timer?.schedule(at: counter.pressed(at: at))
      step("pressed", at)
    case .released(let at), .cancelled(let at):
      timer?.cancel()
      let held = counter.pressEnded(at: at)
      let name = if case .released = event { "released" } else { "cancelled" }
      log("event=\(name) t=\(at.milliseconds) held=\(milliseconds(held)) count=\(counter.count)")
    case .activated(let at):
      counter.activated()
      step("activated", at)
    case .dragExited, .dragEntered:
      break
    }
  }

  private func repeatTimerFired(at deadline: ControlInstant) {
    guard let next = counter.repeatTimerFired(at: deadline) else { return }
    timer?.schedule(at: next)
    step("repeat", deadline)
  }

  private func step(_ name: String, _ at: ControlInstant) {
    Self.totalSteps += 1
    log("event=\(name) t=\(at.milliseconds) count=\(counter.count)")
  }

  private func log(_ line: String) {
    if logs { emit(line) }
  }

  private func milliseconds(_ duration: Duration) -> Int64 {
    ControlInstant(sinceOrigin: duration).milliseconds
  }
}
#endif
