import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import Testing

/// The stepper's driver, once for every front-end, on a virtual clock: callbacks from effects,
/// when an interaction begins and ends, the whole-text diff, controlled mode.
@MainActor
@Suite("Stepper driver")
struct StepperDriverTests {
  /// Everything the driver reported, in order.
  final class Log {
    var lines: [String] = []
  }

  /// A driver whose every callback writes to `log`.
  func recorded(
    _ driver: StepperDriver, into log: Log
  ) {
    driver.onValueChanged = { value, source in log.lines.append("value \(value) \(source)") }
    driver.onLimitReached = { limit in log.lines.append("limit \(limit)") }
    driver.onInteractionEnded = { value in log.lines.append("ended \(value)") }
    driver.onInteractingChanged = { active in log.lines.append("interacting \(active)") }
    driver.onEditingBegan = { log.lines.append("editing began") }
    driver.onEditingEnded = { log.lines.append("editing ended") }
    driver.onTextRejected = { log.lines.append("rejected") }
    driver.onIncreaseRequested = { steps, source in log.lines.append("up \(steps) \(source)") }
    driver.onDecreaseRequested = { steps, source in log.lines.append("down \(steps) \(source)") }
    driver.onValueProposed = { value, source in log.lines.append("proposed \(value) \(source)") }
  }

  @Test func aHoldRepeatsOnTheHostClockAndIsOneInteraction() throws {
    let host = VirtualHost()
    let driver = StepperDriver(value: 1, configuration: try quantity(), host: host)
    let log = Log()
    recorded(driver, into: log)
    driver.press(.increment, pointer: .mouse)
    host.advance(by: .milliseconds(400))  // the mouse's initial delay: the first repeat
    driver.release(inside: true)
    #expect(
      log.lines == [
        "interacting true", "value 2 button", "value 3 repeat", "ended 3",
        "interacting false",
      ])
    #expect(driver.value == 3)
    #expect(host.timerDeadline == nil)
  }

  @Test func aDisabledStepperReportsNoInteraction() throws {
    let host = VirtualHost()
    let driver = StepperDriver(value: 1, configuration: try quantity(), host: host)
    let log = Log()
    recorded(driver, into: log)
    driver.isEnabled = false
    driver.press(.increment)
    driver.release(inside: true)
    driver.focusChanged(true)
    driver.focusChanged(false)
    #expect(log.lines == [])
    #expect(driver.value == 1)
  }

  @Test func aKeyIsAWholeInteraction() throws {
    let host = VirtualHost()
    let driver = StepperDriver(value: 1, configuration: try quantity(), host: host)
    let log = Log()
    recorded(driver, into: log)
    #expect(driver.keyPressed(.up))
    #expect(
      log.lines == ["interacting true", "value 2 keyboard", "ended 2", "interacting false"])
  }

  @Test func anEditIsOneInteractionFromFocusToCommit() throws {
    let host = VirtualHost()
    let driver = StepperDriver(value: 1, configuration: try quantity(), host: host)
    let log = Log()
    recorded(driver, into: log)
    driver.focusChanged(true)
    #expect(driver.proposeText("x") == false)  // not a number: refused
    #expect(driver.proposeText("7"))
    driver.submit()  // commits, keeps editing
    #expect(driver.isInteracting)
    driver.focusChanged(false)
    #expect(
      log.lines == [
        "interacting true", "editing began", "rejected", "value 7 text", "ended 7",
        "editing ended", "interacting false",
      ])
  }

  @Test func theWholeTextBecomesOneReplacement() {
    #expect(TextReplacement(from: "12", to: "132") == TextReplacement(range: 1..<1, with: "3"))
    #expect(TextReplacement(from: "123", to: "13") == TextReplacement(range: 1..<2, with: ""))
    #expect(TextReplacement(from: "5", to: "5") == TextReplacement(range: 1..<1, with: ""))
    #expect(TextReplacement(from: "0.5", to: "9") == TextReplacement(range: 0..<3, with: "9"))
  }

  @Test func thePriceBarStepsExactDecimals() throws {
    let host = VirtualHost()
    let driver = StepperDriver(
      value: 0.1, configuration: try StepperConfiguration(range: 0.1...9.9, step: 0.1),
      host: host)
    driver.activate(.increment)
    driver.activate(.increment)
    #expect(driver.value == FixedDecimal(parsing: "0.3"))
    #expect(driver.state.displayText == "0.3")
  }

  @Test func cartModeHidesMinusAtTheMinimum() throws {
    let host = VirtualHost()
    let driver = StepperDriver(
      value: 1,
      configuration: try StepperConfiguration(
        minimum: 0, maximum: 5, hidesDecrementAtMinimum: true),
      host: host)
    driver.activate(.decrement)
    #expect(driver.value == 0)
    #expect(driver.presentation.isDecrementHidden)
    driver.activate(.increment)
    #expect(!driver.presentation.isDecrementHidden)
  }

  @Test func aPushAtTheLimitReportsItAndPlaysFeedback() throws {
    let host = VirtualHost()
    let driver = StepperDriver(value: 10, configuration: try quantity(), host: host)
    let log = Log()
    recorded(driver, into: log)
    var played: [RangeLimit] = []
    driver.onLimitFeedback = { _, limit in played.append(limit) }
    driver.keyPressed(.up)
    #expect(played == [.upper])
    #expect(log.lines == ["interacting true", "limit upper", "ended 10", "interacting false"])
  }

  @Test func controlledModeReportsIntentsAndShowsTheOwnersAnswer() throws {
    let host = VirtualHost()
    let driver = StepperDriver(
      value: 3, configuration: try quantity(), mode: .controlled, host: host)
    let log = Log()
    recorded(driver, into: log)
    driver.onIncreaseRequested = { steps, _ in driver.setValue(driver.value + FixedDecimal(steps)) }
    driver.activate(.increment)
    #expect(driver.value == 4)
    #expect(log.lines.contains("proposed 4 button"))
  }

  @Test func everyInputIsStampedWithTheHostsClock() throws {
    let host = VirtualHost(start: ms(1_000))
    let driver = StepperDriver(value: 1, configuration: try quantity(), host: host)
    driver.press(.increment, pointer: .touch)
    #expect(driver.state.hold?.deadline == ms(1_600))  // touch: 600 ms after the press
    driver.release()
  }

  @Test func renderAndInvalidate() throws {
    let host = VirtualHost()
    let driver = StepperDriver(value: 1, configuration: try quantity(), host: host)
    var renders = 0
    driver.onRender = { renders += 1 }
    driver.value = 4
    #expect(renders == 1)
    driver.press(.increment)
    driver.invalidate()
    #expect(host.timerDeadline == nil)
    driver.value = 2
    #expect(renders == 2)
  }

  private func quantity() throws -> StepperConfiguration {
    try StepperConfiguration(minimum: 0, maximum: 10, step: 1)
  }
}
