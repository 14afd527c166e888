#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// The testbed's widget: a `HoldButton` driving the core's `StepperState` through a
/// `ControlSession` on a `GTKControlHost`, exactly as `GTKStepper`'s + button does.
///
/// The count is the stepper's value: the core decides when a held press repeats
/// (``StepperRepeatPolicy/default`` for a mouse), and the host runs its timer with GLib. Each
/// state line is `event=<name> t=<ms> count=<n>`; repeats add `late=<µs>`, how long after its
/// deadline the host's timer actually ran; a press's end adds `held=<ms>`. Bound to its widget,
/// so it dies with it.
@MainActor
final class CounterButton {
  /// Steps taken by every counter button so far (the leak check sums them).
  static var totalSteps = 0
  /// 0 up to a maximum no hold reaches: the counter never stops at a limit.
  static let configuration =
    (try? StepperConfiguration(minimum: 0, maximum: FixedDecimal(Int64(Int32.max))))
    ?? .default

  /// The button this counter listens to.
  let button: HoldButton
  private let session: ControlSession<StepperState>
  private let host: GTKControlHost
  private let logs: Bool
  private var destroyConnection: SignalConnection?
  /// When the running press began, or nil.
  private var pressedAt: ControlInstant?
  /// The name and instant of what the session is handling, for the state line of its steps.
  private var cause = (name: "", at: ControlInstant.zero)
  /// How late the timer being handled ran, in microseconds.
  private var lateness: Int64?

  /// A button labelled `label`; `logs` prints one line per event.
  init(label: String, logs: Bool) {
    self.logs = logs
    button = HoldButton(label: label)
    session = ControlSession(
      StepperState(value: 0, configuration: Self.configuration), at: GTKControlHost.currentInstant()
    )
    host = GTKControlHost(widget: button.widget)
    host.drive(session)
    host.onTimer = { [weak self] deadline in self?.repeatTimerFired(at: deadline) }
    session.onEffect = { [weak self] effect in self?.report(effect) }
    button.onEvent = { [weak self] event in self?.handle(event) }
    guard let widget = button.widget else { return }
    WidgetLifetime.bind(self, to: widget)
    destroyConnection = SignalConnection.connect(widget, "destroy") { [weak self] in
      self?.tearDown()
    }
  }

  /// The pending repeat's GLib source id, or 0.
  var pendingSourceID: UInt32 { host.timerSourceID }

  /// Notes how late a timer ran (called through `GTKControlHost.onTimerFired`, just before the
  /// timer's event reaches this counter's session).
  func timerFired(deadline: ControlInstant, firedAt: ControlInstant) {
    lateness = microseconds(deadline.duration(to: firedAt))
  }

  /// A button event, stamped with the host's clock (the button reads none).
  private func handle(_ event: HoldButtonEvent) {
    let at = host.now
    switch event {
    case .pressed:
      pressedAt = at
      cause = ("pressed", at)
      session.send(.incrementPressed(pointer: .mouse, at: at))
    case .released, .cancelled:
      let name = if case .released = event { "released" } else { "cancelled" }
      cause = (name, at)
      let inside = session.state.hold?.isPointerInside ?? true
      session.send(
        name == "released" ? .released(inside: inside, at: at) : .pointerCancelled(at: at))
      let held = pressedAt.map { microseconds($0.duration(to: at)) / 1000 } ?? 0
      pressedAt = nil
      log("event=\(name) t=\(at.milliseconds) held=\(held) count=\(steps)")
    case .activated:
      // Keyboard or accessibility activation: one keyboard press (never repeats) and its end.
      cause = ("activated", at)
      session.send(.incrementPressed(pointer: .keyboard, at: at))
      session.send(.released(inside: true, at: at))
    case .dragExited:
      // The core pauses the repeat while the pointer is off the button, resumes on return.
      session.send(.dragExited(at: at))
    case .dragEntered:
      session.send(.dragEntered(at: at))
    }
  }

  private func repeatTimerFired(at deadline: ControlInstant) {
    cause = ("repeat", deadline)
    session.timerFired(at: deadline)
    lateness = nil
  }

  private func report(_ effect: StepperEffect) {
    guard case .valueChanged = effect else { return }
    Self.totalSteps += 1
    let late = cause.name == "repeat" ? " late=\(lateness ?? -1)" : ""
    log("event=\(cause.name) t=\(cause.at.milliseconds) count=\(steps)\(late)")
  }

  /// The steps taken: the core's value.
  var steps: Int64 { session.state.value.units }

  private func log(_ line: String) {
    if logs { emit(line) }
  }

  private func microseconds(_ duration: Duration) -> Int64 {
    let parts = duration.components
    return parts.seconds * 1_000_000 + parts.attoseconds / 1_000_000_000_000
  }

  /// Runs on "destroy" (after the button cancelled its press): no timer, no handler left.
  private func tearDown() {
    session.invalidate()
    host.widgetDestroyed()
    destroyConnection?.disconnect()
    destroyConnection = nil
  }
}
#endif
