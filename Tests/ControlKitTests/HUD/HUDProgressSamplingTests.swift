import ControlKit
import ControlKitTesting
import Testing

/// A task that follows an outside fraction (a Foundation `Progress`) is read on the core's
/// clock: ``HUDEffect/sampleProgress`` every ``HUDTiming/progressSampling`` while it runs, and
/// never otherwise.
@Suite("HUD progress sampling")
struct HUDProgressSamplingTests {
  func samples(_ effects: [HUDEffect]) -> Int {
    effects.filter { $0 == .sampleProgress }.count
  }

  @Test func aFollowedTaskIsSampledEveryIntervalUntilItEnds() {
    var hud = HUDState()
    let token = HUDToken(1)
    hud.reduce(.taskBegan(token, .progress(0).cancellable(), at: .zero))
    hud.reduce(.taskFollowsProgress(token, at: .milliseconds(10)))
    #expect(hud.nextSampleAt == .milliseconds(110))
    #expect(hud.scheduledTimer == .milliseconds(110))
    #expect(samples(hud.reduce(.timerFired(at: .milliseconds(109)))) == 0)
    #expect(samples(hud.reduce(.timerFired(at: .milliseconds(110)))) == 1)
    #expect(hud.nextSampleAt == .milliseconds(210))
    // A late event catches up on ten deadlines with one sample; the cadence keeps its beat.
    #expect(samples(hud.reduce(.timerFired(at: .milliseconds(1_250)))) == 1)
    #expect(hud.nextSampleAt == .milliseconds(1_310))
    // The task ends: no more samples, and the timer serves only the HUD's own deadlines.
    hud.reduce(.taskEnded(token, at: .milliseconds(1_300)))
    #expect(hud.nextSampleAt == nil && hud.followedTokens.isEmpty)
    #expect(samples(hud.reduce(.timerFired(at: .milliseconds(1_310)))) == 0)
  }

  @Test func twoFollowedTasksShareOneSampleAndAnUnknownTokenIsIgnored() {
    var hud = HUDState()
    hud.reduce(.taskBegan(HUDToken(1), .progress(0), at: .zero))
    hud.reduce(.taskBegan(HUDToken(2), .progress(0), at: .zero))
    hud.reduce(.taskFollowsProgress(HUDToken(1), at: .zero))
    hud.reduce(.taskFollowsProgress(HUDToken(2), at: .milliseconds(50)))
    hud.reduce(.taskFollowsProgress(HUDToken(9), at: .milliseconds(50)))
    #expect(hud.followedTokens == [HUDToken(1), HUDToken(2)])
    #expect(samples(hud.reduce(.timerFired(at: .milliseconds(100)))) == 1)
    // Cancelling one keeps sampling the other; cancelling both stops it.
    hud.reduce(.taskCancelled(HUDToken(1), at: .milliseconds(120)))
    #expect(samples(hud.reduce(.timerFired(at: .milliseconds(200)))) == 1)
    hud.reduce(.taskCancelled(HUDToken(2), at: .milliseconds(220)))
    #expect(hud.nextSampleAt == nil)
  }

  @Test @MainActor func theDriverReportsSamplesOnItsHostsClock() {
    let host = VirtualHost()
    let hud = HUDDriver(
      timing: HUDTiming(progressSampling: .milliseconds(250)), host: host)
    var sampled = 0
    hud.onEffect = { if $0 == .sampleProgress { sampled += 1 } }
    let token = hud.begin(.progress(0))
    hud.followProgress(of: token)
    host.advance(by: .seconds(1))
    #expect(sampled == 4)
    hud.end(token)
    host.advance(by: .seconds(5))
    #expect(sampled == 4)
    #expect(host.timerDeadline == nil)
  }
}
