import ControlKitTestSupport
import Testing

@testable import ControlKit

/// Status haptics: the core decides when (a success or error status as it appears), the
/// front-end plays; information plays none (the HIG's notification patterns have no such
/// meaning); one switch turns them off.
@Suite("HUD status haptics")
struct HUDHapticTests {
  @Test(arguments: [
    (HUDContent.success("Saved"), HUDHaptic?.some(.success)),
    (HUDContent.error("Failed"), HUDHaptic?.some(.error)),
    (HUDContent.info("Offline"), HUDHaptic?.none),
    (HUDContent.text("Hello"), HUDHaptic?.none),
  ])
  func aStatusPlaysItsHapticAsItAppears(status: HUDContent, haptic: HUDHaptic?) {
    var hud = HUDState()
    let effects = hud.reduce(.statusPosted(status, at: ms(0)))
    #expect(
      effects.filter { if case .playHaptic = $0 { true } else { false } } == haptic.map {
        [.playHaptic($0)]
      } ?? [])
  }

  @Test func theHapticComesAfterTheShowAndItsAnnouncement() {
    var hud = HUDState()
    let until = ms(0).advanced(by: hud.timing.statusDuration.duration(for: "Saved"))
    let faded = ms(0).advanced(by: hud.timing.showAnimation)
    expectTransition(
      &hud, .statusPosted(.success("Saved"), at: ms(0)),
      effects: [
        .displayedContentChanged(.success("Saved")),
        .beginShowAnimation(duration: hud.timing.showAnimation), .announce("Saved"),
        .playHaptic(.success), .scheduleTimer(at: faded),
      ]
    ) {
      $0.status = HUDPostedStatus(content: .success("Saved"), until: until)
      $0.displayedContent = .success("Saved")
      $0.phase = .showing(since: ms(0), minimumUntil: ms(0).advanced(by: $0.timing.minimumShown))
      $0.fade = HUDFade(from: 0, to: 1, start: ms(0), duration: $0.timing.showAnimation)
      $0.scheduledTimer = faded
    }
  }

  @Test func oneSwitchTurnsThemOff() {
    var hud = HUDState()
    expectTransition(&hud, .statusHapticsChanged(false, at: ms(0)), effects: []) {
      $0.playsStatusHaptics = false
    }
    #expect(!hud.reduce(.statusPosted(.error("Failed"), at: ms(1))).contains(.playHaptic(.error)))
    var quiet = HUDState(playsStatusHaptics: false)
    #expect(!quiet.reduce(.statusPosted(.success("OK"), at: ms(0))).contains(.playHaptic(.success)))
  }

  @Test func aStatusOutOfTheWindowPlaysNothing() {
    var hud = HUDState()
    hud.reduce(.removedFromWindow(at: ms(0)))
    #expect(!hud.reduce(.statusPosted(.error("Failed"), at: ms(1))).contains(.playHaptic(.error)))
  }
}
