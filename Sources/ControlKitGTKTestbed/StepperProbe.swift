#if GTK
import CGtk
import ControlKit
import ControlKitGTK

/// Watches a `GTKStepper` for the X-input tests and prints a state line whenever it changes:
/// `value=3 text=3 caret=1 shakes=0 ended=1 held=0 plus=1 minus=1 max-shake=0.0 changes=3`.
///
/// Polled by a `GLibTimer` (every `pollInterval`) so that edits, which change no value, are seen
/// too; `caret` is the field's cursor position in characters (GTK's); `held` is how long the last
/// button interaction lasted, from its first step to its end.
@MainActor
final class StepperProbe {
  /// How often the probe compares the stepper's state with the last line it printed.
  static let pollInterval: Duration = .milliseconds(20)

  private let stepper: GTKStepper
  private var timer: GLibTimer?
  private var lastLine = ""
  private var ended = 0
  private var changes = 0
  private var pressedAt: ControlInstant?
  private var heldMilliseconds: Int64 = 0
  private var maximumShake = 0.0

  /// Starts watching `stepper`; the probe is bound to the stepper's widget.
  init(stepper: GTKStepper) {
    self.stepper = stepper
    stepper.onValueChanged = { [weak self] _, source in self?.valueChanged(source: source) }
    stepper.onInteractionEnded = { [weak self] _ in self?.interactionEnded() }
    stepper.onShakeFrame = { [weak self] offset in
      guard let self else { return }
      maximumShake = max(maximumShake, abs(offset))
    }
    timer = GLibTimer { [weak self] deadline in self?.poll(after: deadline) }
    timer?.schedule(at: MonotonicClock.now())
    if let widget = stepper.widget {
      WidgetLifetime.bind(self, to: widget)
    }
  }

  private func valueChanged(source: StepperChangeSource) {
    changes += 1
    if source == .button { pressedAt = MonotonicClock.now() }
  }

  private func interactionEnded() {
    ended += 1
    if let pressedAt {
      heldMilliseconds =
        pressedAt.duration(to: MonotonicClock.now()).components.seconds * 1000
        + pressedAt.duration(to: MonotonicClock.now()).components.attoseconds
        / 1_000_000_000_000_000
    }
    pressedAt = nil
    // Print once the event is shown: the driver calls this before its one render, so the field
    // still shows the previous text here.
    timer?.schedule(at: MonotonicClock.now())
  }

  private func poll(after deadline: ControlInstant) {
    printIfChanged()
    timer?.schedule(at: deadline.advanced(by: Self.pollInterval))
  }

  /// The field's cursor position (-1 once the field is gone).
  private var caret: Int {
    guard let field = stepper.field else { return -1 }
    return Int(gtk_editable_get_position(OpaquePointer(field)))
  }

  private func printIfChanged() {
    let line =
      "value=\(stepper.value) text=\(stepper.text) caret=\(caret) shakes=\(stepper.shakeCount) "
      + "ended=\(ended) "
      + "held=\(heldMilliseconds) plus=\(stepper.coreState.isIncrementEnabled ? 1 : 0) "
      + "minus=\(stepper.coreState.isDecrementEnabled ? 1 : 0) "
      + "max-shake=\((maximumShake * 10).rounded() / 10) changes=\(changes)"
    guard line != lastLine else { return }
    lastLine = line
    emit(line)
  }
}
#endif
