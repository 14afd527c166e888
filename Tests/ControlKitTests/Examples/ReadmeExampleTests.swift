import ControlKit
import Testing

/// The stepper example of the DocC article "One runtime under every front-end"
/// (`Sources/ControlKit/ControlKit.docc/OneRuntime.md`, once the README's), kept here so that it
/// always does what it says.
@Suite("README example")
struct ReadmeExampleTests {
  @Test func priceStepperExample() throws {
    // README example begins
    // 0.1 … 9.9 in steps of 0.1, exact: no Double drift.
    let tenth = FixedDecimal(units: 1, scale: 1)
    var stepper = StepperState(
      value: FixedDecimal(units: 50, scale: 1),
      configuration: try StepperConfiguration(
        minimum: tenth, maximum: FixedDecimal(units: 99, scale: 1), step: tenth))

    // A mouse press steps at once and asks the front-end for a repeat timer 400 ms later.
    let effects = stepper.reduce(.incrementPressed(pointer: .mouse, at: .milliseconds(0)))
    // [.valueChanged(old: 5.0, new: 5.1, source: .button), .scheduleTimer(at: t=400ms)]
    let shown = stepper.displayText  // "5.1"

    // Releasing before the timer fires ends the interaction: exactly one step, no timer left.
    _ = stepper.reduce(.released(inside: true, at: .milliseconds(120)))
    // README example ends
    #expect(
      effects == [
        .valueChanged(
          old: FixedDecimal(units: 50, scale: 1), new: FixedDecimal(units: 51, scale: 1),
          source: .button),
        .scheduleTimer(at: .milliseconds(400)),
      ])
    #expect(shown == "5.1")
    #expect(stepper.pendingTimerDeadline == nil)
  }
}
