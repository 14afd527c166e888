import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import Testing

/// The HUD on the runtime: its fade and spinner are core state, frames tick only while needed,
/// and a hidden HUD costs nothing.
@MainActor
@Suite("HUD session")
struct HUDSessionTests {
  @Test func theFadeIsSampledFromTheCoreAndFinishesOnAFrame() {
    let host = VirtualHost()
    let session = ControlSession(HUDState())
    host.drive(session)
    session.send(.taskBegan(HUDToken(1), .text("Saving"), at: host.now))
    #expect(host.timerDeadline == ms(500) && !host.isTickingFrames)
    #expect(session.presentation.opacity == 0)
    host.advance(by: .milliseconds(500))
    #expect(host.isTickingFrames)
    guard case .showing = session.state.phase else {
      Issue.record("expected showing, got \(session.state.phase)")
      return
    }
    host.advance(by: .milliseconds(100))
    let midway = session.presentation.opacity
    #expect(midway > 0.3 && midway < 0.7, "\(midway)")
    host.advance(by: .milliseconds(200))
    guard case .visible = session.state.phase else {
      Issue.record("expected visible, got \(session.state.phase)")
      return
    }
    #expect(session.presentation.opacity == 1)
    // A text HUD at rest needs no frames.
    #expect(!host.isTickingFrames)
  }

  @Test func aSpinnerRedrawsOnlyWhenItsSpokeMoves() {
    let host = VirtualHost()
    let session = ControlSession(HUDState(timing: HUDTiming(gracePeriod: .zero)))
    host.drive(session)
    session.send(.taskBegan(HUDToken(1), .spinner("Loading"), at: host.now))
    host.advance(by: .seconds(1))
    host.clearRecord()
    host.advance(by: .seconds(1))
    // 60 frames in a second (16.667 ms apart: from 1000.02 to 1983.35 ms), but the spinner
    // moves 12 times: 12 redraws.
    #expect(host.frameCount == 60)
    #expect(host.renderCount == 12)
  }

  @Test func aHiddenHUDCostsNoTimerAndNoFrames() {
    let host = VirtualHost()
    let session = ControlSession(HUDState())
    host.drive(session)
    session.send(.taskBegan(HUDToken(1), .spinner("Loading"), at: host.now))
    host.advance(by: .seconds(2))
    session.send(.taskEnded(HUDToken(1), at: host.now))
    host.advance(by: .seconds(2))
    #expect(session.state.phase == .hidden && session.presentation.opacity == 0)
    #expect(!host.isTickingFrames && host.timerDeadline == nil)
    host.clearRecord()
    host.advance(by: .seconds(5))
    #expect(host.frameCount == 0 && host.timerFireCount == 0 && host.renderCount == 0)
  }

  @Test func aHideReversedMidwayStartsFromWhatIsOnScreen() {
    let host = VirtualHost()
    let timing = HUDTiming(gracePeriod: .zero, minimumShown: .zero)
    let session = ControlSession(HUDState(timing: timing))
    host.drive(session)
    session.send(.taskBegan(HUDToken(1), .text("A"), at: host.now))
    host.advance(by: .seconds(1))
    session.send(.taskEnded(HUDToken(1), at: host.now))
    host.advance(by: timing.hideAnimation / 2)
    let halfway = session.state.presentedOpacity(at: host.now)
    #expect(halfway > 0.4 && halfway < 0.6)
    session.send(.taskBegan(HUDToken(2), .text("B"), at: host.now))
    #expect(session.presentation.opacity == halfway)
    #expect(session.state.fade?.from == halfway && session.state.fade?.to == 1)
  }

  @Test func removingTheWindowStopsEverything() {
    let host = VirtualHost()
    let session = ControlSession(HUDState(timing: HUDTiming(gracePeriod: .zero)))
    host.drive(session)
    session.send(.taskBegan(HUDToken(1), .spinner("Loading"), at: host.now))
    host.advance(by: .milliseconds(50))
    session.send(.removedFromWindow(at: host.now))
    #expect(
      !host.isTickingFrames
        && session.presentation == HUDPresentation(opacity: 0, spinnerPhase: nil))
  }
}
