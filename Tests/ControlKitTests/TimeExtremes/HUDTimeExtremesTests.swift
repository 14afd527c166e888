import Testing

@testable import ControlKit

/// The HUD's deadlines saturate at the end of time, and its invariants still hold there.
@Suite("HUD at the extremes of time")
struct HUDTimeExtremesTests {
  static let longest = Duration.saturationMaximum
  static let endOfTime = ControlInstant(sinceOrigin: longest)

  /// Reduces `event` and checks the invariants every reduction keeps.
  private func send(_ event: HUDEvent, to hud: inout HUDState) -> [HUDEffect] {
    let effects = hud.reduce(event)
    for case .scheduleTimer(let at) in effects {
      #expect(at > event.instant, "timer not in the future")
    }
    #expect(hud.scheduledTimer == hud.nextDeadline)
    if hud.isSpinnerRunning { #expect(hud.phase.isOnScreen) }
    if let deadline = hud.nextDeadline { #expect(deadline > event.instant) }
    return effects
  }

  @Test func anEndlessDismissDelayNeverFiresAndTrapsNothing() {
    var hud = HUDState()
    let token = HUDToken(1)
    _ = send(.taskBegan(token, .spinner("Saving"), at: .zero), to: &hud)
    _ = send(.dismissRequested(after: Self.longest, at: .milliseconds(1)), to: &hud)
    #expect(hud.dismissAt == Self.endOfTime)
    #expect(hud.scheduledTimer == .milliseconds(500))
    _ = send(.timerFired(at: .milliseconds(500)), to: &hud)
    #expect(hud.phase.isOnScreen)
    _ = send(.taskEnded(token, at: .milliseconds(2000)), to: &hud)
    #expect(hud.dismissAt == nil)
  }

  @Test func anEndlessGracePeriodNeverShows() {
    var hud = HUDState(timing: HUDTiming(gracePeriod: Self.longest))
    let token = HUDToken(1)
    _ = send(.taskBegan(token, .spinner(), at: .milliseconds(1)), to: &hud)
    #expect(hud.phase == .pendingGrace(showAt: Self.endOfTime))
    _ = send(.timerFired(at: .milliseconds(10_000)), to: &hud)
    #expect(!hud.phase.isOnScreen)
    _ = send(.taskEnded(token, at: .milliseconds(20_000)), to: &hud)
    #expect(hud.phase == .hidden)
    #expect(hud.scheduledTimer == nil)
  }

  @Test func anEndlessMinimumShowTimeKeepsTheHUDUntilItLeavesTheWindow() {
    var hud = HUDState(timing: HUDTiming(gracePeriod: .zero, minimumShown: Self.longest))
    let token = HUDToken(1)
    _ = send(.taskBegan(token, .spinner(), at: .milliseconds(1)), to: &hud)
    _ = send(.frameShown(at: .milliseconds(201)), to: &hud)
    _ = send(.taskEnded(token, at: .milliseconds(300)), to: &hud)
    #expect(hud.phase == .visible(since: .milliseconds(201), minimumUntil: Self.endOfTime))
    #expect(hud.scheduledTimer == Self.endOfTime)
    let effects = send(.removedFromWindow(at: .milliseconds(400)), to: &hud)
    #expect(effects.contains(.hidden))
    #expect(!hud.isSpinnerRunning)
  }

  @Test func aStatusWithAnEndlessReadingTimeStaysUp() {
    let reading = HUDStatusDuration(perCharacter: .seconds(Int64.max), maximum: Self.longest)
    var hud = HUDState(timing: HUDTiming(statusDuration: reading))
    let title = String(repeating: "e", count: 19)
    _ = send(.statusPosted(.error(title), at: .milliseconds(5)), to: &hud)
    #expect(hud.status?.until == Self.endOfTime)
    #expect(hud.phase.isOnScreen)
  }

  @Test func eventsAtTheEndOfTimeShowAndHideTheHUD() {
    var hud = HUDState()
    let token = HUDToken(1)
    let late = ControlInstant(sinceOrigin: Self.longest - .milliseconds(100))
    _ = send(.taskBegan(token, .spinner(), at: late), to: &hud)
    #expect(hud.scheduledTimer == Self.endOfTime)
    _ = send(.timerFired(at: Self.endOfTime), to: &hud)
    #expect(hud.phase.isOnScreen)
    #expect(hud.spinnerPhase(at: Self.endOfTime) == 0)
    _ = send(.frameShown(at: Self.endOfTime), to: &hud)
    let effects = send(.taskEnded(token, at: Self.endOfTime), to: &hud)
    #expect(effects.contains(.beginHideAnimation(duration: HUDTiming.defaultHideAnimation)))
    _ = send(.frameShown(at: Self.endOfTime), to: &hud)
    #expect(hud.phase == .hidden)
    #expect(!hud.isSpinnerRunning)
    #expect(hud.scheduledTimer == nil)
  }
}
