import ControlKit
import ControlKitSwiftUI
import ControlKitTesting
import Testing

@MainActor
@Suite("Loading HUD driver")
struct HUDDriverTests {
  func make(policy: HUDTouchPolicy = .blocksAll) -> (HUDDriver, VirtualHost) {
    let host = VirtualHost()
    return (HUDDriver(touchPolicy: policy, host: host), host)
  }

  @Test func aTaskShowsAfterTheGracePeriodAndIsAnnouncedOnce() {
    let (hud, host) = make()
    hud.begin(.spinner("Saving…"))
    host.advance(by: .milliseconds(499))
    #expect(hud.coreState.phase.isOnScreen == false)
    #expect(hud.effectiveTouchPolicy == .passesThrough)
    host.advance(by: .milliseconds(1))
    #expect(hud.coreState.phase.isOnScreen)
    #expect(hud.effectiveTouchPolicy == .blocksAll)
    host.advance(by: .milliseconds(300))
    #expect(hud.presentation.opacity == 1)
    #expect(host.announcements == ["Saving…"])
  }

  @Test func aFastTaskNeverFlashes() {
    let (hud, host) = make()
    let token = hud.begin(.spinner("Loading"))
    host.advance(by: .milliseconds(100))
    hud.end(token)
    host.advance(by: .seconds(2))
    #expect(hud.coreState.phase == .hidden)
    #expect(host.announcements.isEmpty)
    #expect(host.frameCount == 0)
  }

  @Test func concurrentTasksEachHoldTheirOwnToken() {
    let (hud, host) = make()
    let first = hud.begin(.spinner("One"))
    let second = hud.begin(.spinner("Two"))
    #expect(first != second)
    host.advance(by: .seconds(1))
    hud.end(first)
    host.advance(by: .seconds(1))
    #expect(hud.coreState.phase.isOnScreen)
    #expect(hud.coreState.displayedContent?.title == "Two")
    hud.end(second)
    host.advance(by: .seconds(1))
    #expect(hud.coreState.phase == .hidden)
  }

  @Test func theMinimumShowTimeHoldsAfterAQuickEnd() {
    let (hud, host) = make()
    let token = hud.begin(.spinner(""))
    host.advance(by: .milliseconds(600))
    hud.end(token)
    host.advance(by: .milliseconds(300))
    #expect(hud.coreState.phase.isOnScreen)
    host.advance(by: .seconds(1))
    #expect(hud.coreState.phase == .hidden)
  }

  @Test func aStatusShowsAtOnceForItsReadingTime() {
    let (hud, host) = make()
    hud.post(.success("Saved"))
    #expect(hud.coreState.phase.isOnScreen)
    host.advance(by: .seconds(10))
    #expect(hud.coreState.phase == .hidden)
  }

  @Test func aDelayedDismissEndsEveryTask() {
    let (hud, host) = make()
    hud.begin(.spinner("A"))
    hud.begin(.spinner("B"))
    host.advance(by: .seconds(1))
    hud.dismiss(after: .seconds(1))
    host.advance(by: .milliseconds(900))
    #expect(hud.coreState.phase.isOnScreen)
    host.advance(by: .seconds(1))
    #expect(hud.coreState.phase == .hidden)
    #expect(hud.coreState.activeTokens.isEmpty)
  }

  @Test func theSimpleModifiersStateIsOneTask() {
    let (hud, host) = make()
    hud.setPresented(true, content: .spinner("Loading"))
    hud.setPresented(true, content: .spinner("Still loading"))
    host.advance(by: .seconds(1))
    #expect(hud.coreState.activeTokens.count == 1)
    #expect(hud.coreState.displayedContent?.title == "Still loading")
    hud.setPresented(false, content: .spinner(""))
    host.advance(by: .seconds(1))
    #expect(hud.coreState.phase == .hidden)
  }

  @Test func leavingTheWindowHidesAtOnce() {
    let (hud, host) = make()
    hud.begin(.spinner(""))
    host.advance(by: .seconds(1))
    hud.setInWindow(false)
    #expect(hud.coreState.phase.isOnScreen == false)
    #expect(hud.coreState.isSpinnerRunning == false)
  }

  @Test func theActionShowsTheHUDAroundAnAsyncTask() async {
    let (hud, host) = make()
    let action = LoadingHUDAction(hud)
    #expect(action.isInstalled)
    let result = await action.during("Saving…") {
      host.advance(by: .seconds(1))
      #expect(hud.coreState.phase.isOnScreen)
      return 42
    }
    #expect(result == 42)
    #expect(hud.coreState.activeTokens.isEmpty)
  }

  @Test func theActionEndsItsTaskWhenTheOperationThrows() async {
    struct Failure: Error {}
    let (hud, _) = make()
    let action = LoadingHUDAction(hud)
    await #expect(throws: Failure.self) {
      try await action.during("Saving…") { throw Failure() }
    }
    #expect(hud.coreState.activeTokens.isEmpty)
  }
}
