import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// Cancel, progress and haptics through the driver on a virtual clock: `during` runs its work
/// in a Swift `Task` that Cancel cancels; other tasks keep running.
@MainActor
@Suite("HUD driver: cancel, progress, haptics")
struct HUDDriverCancelTests {
  struct Untouched: Error {}

  /// Suspends until the current task is cancelled, reading no clock: an `AsyncStream` that never
  /// yields ends its iteration when the task that iterates it is cancelled.
  static func suspendUntilCancelled() async {
    let never = AsyncStream<Never> { _ in }
    for await _ in never {}
  }

  @Test func cancelPressedCancelsTheTaskDuringRunsAndOnlyItsToken() async throws {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    var effects: [HUDEffect] = []
    hud.onEffect = { effects.append($0) }
    let other = hud.begin(.spinner("Syncing"))
    var sawCancellation = false
    await #expect(throws: CancellationError.self) {
      try await hud.during(.progress(0, "Uploading").cancellable()) {
        host.advance(by: .seconds(1))  // on screen, its Cancel button shown
        #expect(hud.state.cancellableToken == HUDToken(2))
        #expect(hud.cancelPressed())
        sawCancellation = Task.isCancelled
        // Work that checks for cancellation ends here.
        try Task.checkCancellation()
        throw Untouched()
      }
    }
    #expect(sawCancellation)
    #expect(hud.state.activeTokens == [other])
    #expect(
      effects.filter { if case .cancelTask = $0 { true } else { false } } == [
        .cancelTask(HUDToken(2))
      ])
    // The other task's token is untouched and ends as usual.
    hud.end(other)
    host.advance(by: .seconds(1))
    #expect(hud.state.phase == .hidden)
  }

  /// A task a front-end began itself (UIKit's `LoadingHUD` with the app's view) runs its work
  /// through `during(token)`: the token ends after the work, and Cancel cancels it.
  @Test func duringATokenBegunEarlierEndsItAndCancelCancelsItsWork() async throws {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    let custom = hud.begin(.custom(size: Size(width: 60, height: 40), "Exporting").cancellable())
    let sum = await hud.during(custom) { () async -> Int in
      #expect(hud.state.activeTokens == [custom])
      return 2 + 2
    }
    #expect(sum == 4 && hud.state.activeTokens.isEmpty)
    let second = hud.begin(.custom(size: Size(width: 60, height: 40)).cancellable())
    await #expect(throws: CancellationError.self) {
      try await hud.during(second) {
        host.advance(by: .seconds(1))
        #expect(hud.state.cancellableToken == second)
        #expect(hud.cancelPressed())
        try Task.checkCancellation()
        throw Untouched()
      }
    }
    #expect(hud.state.activeTokens.isEmpty)
  }

  @Test func workThatCannotThrowSeesTaskIsCancelled() async {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    let result = await hud.during(.spinner("Syncing").cancellable()) {
      host.advance(by: .seconds(1))
      hud.cancelPressed()
      return Task.isCancelled ? "cancelled" : "finished"
    }
    #expect(result == "cancelled")
    #expect(hud.state.activeTokens.isEmpty)
  }

  @Test func cancelIsIgnoredWithoutACancelButton() async {
    let host = VirtualHost()
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let store = DriverTestStore(HUDDriver(spinnerSource: .platform, host: host), host: host)
    let saving = HUDContent.spinner("Saving")
    let fade = Duration.milliseconds(200)
    let result = await store.driver.during(saving) {
      // The task `during` began before running the work, asserted from inside it.
      store.assert {
        $0.phase = .pendingGrace(showAt: ms(500))
        $0.activeTokens = [HUDToken(1)]
        $0.taskContents = [HUDToken(1): saving]
        $0.displayedContent = saving
        $0.displayedTask = HUDToken(1)
        $0.scheduledTimer = ms(500)
      }
      store.receive(.displayedContentChanged(saving), .scheduleTimer(at: ms(500)))
      store.receiveCalls(.scheduleTimer(at: ms(500)), .render)
      store.advance(by: .seconds(1)) {
        $0.phase = .visible(since: ms(700), minimumUntil: ms(1_000))
        $0.spinnerStartedAt = ms(500)
        $0.scheduledTimer = nil
      }
      store.receive(
        .beginShowAnimation(duration: fade), .startSpinner, .announce("Saving"),
        .scheduleTimer(at: ms(700)), .shown)
      store.receiveCalls(
        [.frameTicks(true), .announce("Saving"), .scheduleTimer(at: ms(700)), .render]
          + VirtualHostCall.renders(11) + [.frameTicks(false), .render])
      // No Cancel button on screen: the press is not used and changes nothing.
      #expect(!store.send { $0.cancelPressed() })
      return Task.isCancelled
    }
    #expect(!result)
    // The work is over: `during` ended its task, past the minimum time, so the HUD fades out.
    store.assert {
      $0.phase = .hiding(since: ms(1_000))
      $0.activeTokens = []
      $0.taskContents = [:]
      $0.fade = HUDFade(from: 1, to: 0, start: ms(1_000), duration: fade)
      $0.scheduledTimer = ms(1_200)
    }
    store.receive(.beginHideAnimation(duration: fade), .scheduleTimer(at: ms(1_200)))
    store.receiveCalls(.frameTicks(true), .scheduleTimer(at: ms(1_200)), .render)
    store.advance(by: .seconds(1)) {
      $0.phase = .hidden
      $0.fade = nil
      $0.spinnerStartedAt = nil
      $0.scheduledTimer = nil
    }
    store.receive(.hidden, .stopSpinner)
    store.receiveCalls(VirtualHostCall.renders(11) + [.frameTicks(false), .render])
    store.finish()
  }

  @Test func cancellingTheCallerCancelsTheWork() async {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    let caller = Task { @MainActor in
      await hud.during(.spinner("Waiting")) {
        await Self.suspendUntilCancelled()
        return Task.isCancelled
      }
    }
    caller.cancel()
    #expect(await caller.value)
    #expect(hud.state.activeTokens.isEmpty)
  }

  @Test func progressKeepsTheTitleUnlessGivenOneAndKeepsTheCancelButton() {
    let host = VirtualHost()
    let store = DriverTestStore(HUDDriver(host: host), host: host)
    let uploading = HUDContent.spinner("Uploading").cancellable()
    let token = store.send({ $0.begin(uploading) }) {
      $0.phase = .pendingGrace(showAt: ms(500))
      $0.activeTokens = [HUDToken(1)]
      $0.taskContents = [HUDToken(1): uploading]
      $0.displayedContent = uploading
      $0.displayedTask = HUDToken(1)
      $0.scheduledTimer = ms(500)
    }
    store.receive(.displayedContentChanged(uploading), .scheduleTimer(at: ms(500)))
    store.receiveCalls(.scheduleTimer(at: ms(500)), .render)
    let quarter = HUDContent.progress(0.25, "Uploading").cancellable()
    store.send({ $0.update(token, fraction: 0.25) }) {
      $0.taskContents = [token: quarter]
      $0.displayedContent = quarter
    }
    store.receive(.displayedContentChanged(quarter))
    store.receiveCalls(.render)
    let files = HUDContent.progress(1, "3 of 4 files").cancellable()
    store.send({ $0.update(token, fraction: 2, title: "3 of 4 files") }) {
      $0.taskContents = [token: files]
      $0.displayedContent = files
    }
    store.receive(.displayedContentChanged(files))
    store.receiveCalls(.render)
    // A token that is not running: nothing.
    store.send { $0.update(HUDToken(99), fraction: 0.5) }
    store.receiveCalls()
    store.send({ $0.end(token) }) {
      $0.phase = .hidden
      $0.activeTokens = []
      $0.taskContents = [:]
      $0.scheduledTimer = nil
    }
    store.receive(.cancelTimer)
    store.receiveCalls(.cancelTimer, .render)
    store.finish()
  }

  @Test func statusHapticsAreReportedAndOneSwitchTurnsThemOff() {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    var haptics: [HUDHaptic] = []
    hud.onEffect = { if case .playHaptic(let haptic) = $0 { haptics.append(haptic) } }
    hud.post(.success("Saved"))
    host.advance(by: .seconds(10))
    hud.post(.info("Offline"))
    host.advance(by: .seconds(10))
    hud.playsStatusHaptics = false
    hud.post(.error("Failed"))
    #expect(haptics == [.success])
    // A new language's session keeps the switch.
    host.advance(by: .seconds(10))
    hud.setLanguage(.simplifiedChinese)
    hud.post(.error("失败"))
    #expect(haptics == [.success] && !hud.state.playsStatusHaptics)
  }
}
