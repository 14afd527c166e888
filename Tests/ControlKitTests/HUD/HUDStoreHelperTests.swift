import ControlKit
import ControlKitTestSupport
import ControlKitTesting
import Testing

/// The HUD steps of `DriverTestStore+HUD` still fail when the behaviour moves: fed a HUD whose
/// grace period is 400 ms instead of the 500 ms they assume, each one's state, effect and
/// host-call checks each report one issue (as the store's own tests prove its checks with
/// `withKnownIssue`).
@MainActor
@Suite("HUD store helpers")
struct HUDStoreHelperTests {
  /// A store over a platform-spinner HUD (no frames at rest) whose grace period is 400 ms.
  func storeWithAShortGracePeriod() -> DriverTestStore<HUDDriver> {
    let host = VirtualHost()
    let hud = HUDDriver(
      timing: HUDTiming(gracePeriod: .milliseconds(400)), spinnerSource: .platform, host: host)
    return DriverTestStore(hud, host: host)
  }

  /// Runs `step`, which must fail its whole-state check, its effects check and its host-calls
  /// check exactly once each, and nothing else.
  func expectEachCheckFailsOnce(
    sourceLocation: SourceLocation = #_sourceLocation, in step: () -> Void
  ) async {
    await confirmation("the whole state", sourceLocation: sourceLocation) { state in
      await confirmation("the next effects", sourceLocation: sourceLocation) { effects in
        await confirmation("the host calls", sourceLocation: sourceLocation) { calls in
          withKnownIssue {
            step()
          } matching: { issue in
            let text = String(describing: issue)
            if text.contains("the whole state") { state() }
            if text.contains("the next effects") { effects() }
            if text.contains("the host calls") { calls() }
            return true
          }
        }
      }
    }
  }

  @Test func theGraceAndShownStepsFailWhenTheGracePeriodMoves() async {
    let store = storeWithAShortGracePeriod()
    let saving = HUDContent.spinner("Saving")
    await expectEachCheckFailsOnce { store.beginInGrace(saving, as: HUDToken(1)) }
    // Shown at 400 ms, fully at 600 ms, held to 900 ms: the helper expects 500, 700 and 1000.
    await expectEachCheckFailsOnce { store.advanceToShown(announcing: "Saving") }
    // The store took the state as it is: the rest of the run is clean.
    store.endLastTask(HUDToken(1), at: ms(1_000), restartingFrames: true)
    store.finishFadeOut(frames: 11)
    store.finish()
  }

  @Test func theShowStepFailsWhenTheGracePeriodMoves() async {
    let store = storeWithAShortGracePeriod()
    let saving = HUDContent.spinner("Saving")
    // Begun at 0 with the show due at 400 ms: what a begin at -100 ms makes with 500 ms.
    store.send(
      { $0.begin(saving) },
      changes: DriverTestStore.beganInGrace(saving, as: HUDToken(1), at: ms(-100)))
    store.receiveGraceStart(saving, at: ms(-100))
    // Shown at 400 ms: the helper expects the show at 500 ms, its fade's timer at 700 ms.
    await expectEachCheckFailsOnce { store.advanceToShow(announcing: "Saving") }
    // Torn down mid-fade: the timer cancelled, the frames stopped, nothing left.
    store.send { $0.invalidate() }
    store.receiveCalls(.cancelTimer, .frameTicks(false))
    store.finish()
  }
}
