import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

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
    let store = DriverTestStore(
      HUDDriver(timing: HUDTiming(progressSampling: .milliseconds(250)), host: host), host: host)
    let token = store.beginInGrace(.progress(0), as: HUDToken(1))
    store.send({ $0.followProgress(of: token) }) {
      $0.followedTokens = [token]
      $0.nextSampleAt = ms(250)
      $0.scheduledTimer = ms(250)
    }
    store.receive(.scheduleTimer(at: ms(250)))
    store.receiveCalls(.scheduleTimer(at: ms(250)), .render)
    // Sampled at 250, 500, 750 and 1000 ms, the timer serving the samples and the HUD's own
    // deadlines in turn; the HUD shows at 500 ms, its fade ending on the timer at 700 ms.
    let fade = Duration.milliseconds(200)
    store.advance(by: .seconds(1)) {
      $0.phase = .visible(since: ms(700), minimumUntil: ms(1_000))
      $0.nextSampleAt = ms(1_250)
      $0.scheduledTimer = ms(1_250)
    }
    store.receive(
      .sampleProgress, .scheduleTimer(at: ms(500)),
      .beginShowAnimation(duration: fade), .sampleProgress, .announce("Loading"),
      .scheduleTimer(at: ms(700)),
      .shown, .scheduleTimer(at: ms(750)),
      .sampleProgress, .scheduleTimer(at: ms(1_000)),
      .sampleProgress, .scheduleTimer(at: ms(1_250)))
    store.receiveCalls(
      [.scheduleTimer(at: ms(500)), .render]
        + [.frameTicks(true), .announce("Loading"), .scheduleTimer(at: ms(700)), .render]
        + VirtualHostCall.renders(11)
        + [.frameTicks(false), .scheduleTimer(at: ms(750)), .render]
        + [.scheduleTimer(at: ms(1_000)), .render, .scheduleTimer(at: ms(1_250)), .render])
    // The task ends: no more samples, and the timer serves only the hide.
    store.send({ $0.end(token) }) {
      $0.phase = .hiding(since: ms(1_000))
      $0.activeTokens = []
      $0.taskContents = [:]
      $0.followedTokens = []
      $0.nextSampleAt = nil
      $0.fade = HUDFade(from: 1, to: 0, start: ms(1_000), duration: fade)
      $0.scheduledTimer = ms(1_200)
    }
    store.receive(.beginHideAnimation(duration: fade), .scheduleTimer(at: ms(1_200)))
    store.receiveCalls(.frameTicks(true), .scheduleTimer(at: ms(1_200)), .render)
    store.finishFadeOut(after: .seconds(5), frames: 11, spins: false)
    #expect(host.timerDeadline == nil)
    store.finish()
  }
}
