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
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let store = DriverTestStore(HUDDriver(spinnerSource: .platform, host: host), host: host)
    let syncing = HUDContent.spinner("Syncing")
    let uploading = HUDContent.progress(0, "Uploading").cancellable()
    let other = store.beginInGrace(syncing, as: HUDToken(1))
    var sawCancellation = false
    await #expect(throws: CancellationError.self) {
      try await store.driver.during(uploading) {
        // The task `during` began before running the work, asserted from inside it.
        store.assert {
          $0.activeTokens = [HUDToken(1), HUDToken(2)]
          $0.taskContents[HUDToken(2)] = uploading
          $0.displayedContent = uploading
          $0.displayedTask = HUDToken(2)
        }
        store.receive(.displayedContentChanged(uploading))
        store.receiveCalls(.render)
        // On screen, its Cancel button shown. (A progress ring: no spinner runs.)
        store.advanceToShown(announcing: "Uploading", spins: false)
        #expect(store.state.cancellableToken == HUDToken(2))
        // Cancel ends its task at once: the other task is displayed again, its spinner runs.
        let pressed = store.send({ $0.cancelPressed() }) {
          $0.activeTokens = [other]
          $0.taskContents = [other: syncing]
          $0.displayedContent = syncing
          $0.displayedTask = other
          $0.spinnerStartedAt = ms(1_000)
        }
        #expect(pressed)
        store.receive(.displayedContentChanged(syncing), .cancelTask(HUDToken(2)), .startSpinner)
        store.receiveCalls(.render)
        sawCancellation = Task.isCancelled
        // Work that checks for cancellation ends here.
        try Task.checkCancellation()
        throw Untouched()
      }
    }
    #expect(sawCancellation)
    // `during` ends its token after the work: already ended, it changes nothing but draws once.
    store.assert(changes: { _ in })
    #expect(store.state.activeTokens == [other])
    store.receiveCalls(.render)
    // The other task's token is untouched and ends as usual.
    store.endLastTask(other, at: ms(1_000), restartingFrames: true)
    store.finishFadeOut(frames: 11)
    store.finish()
  }

  /// A task a front-end began itself (UIKit's `LoadingHUD` with the app's view) runs its work
  /// through `during(token)`: the token ends after the work, and Cancel cancels it.
  @Test func duringATokenBegunEarlierEndsItAndCancelCancelsItsWork() async throws {
    let host = VirtualHost()
    let store = DriverTestStore(HUDDriver(host: host), host: host)
    let exporting = HUDContent.custom(size: Size(width: 60, height: 40), "Exporting").cancellable()
    let untitled = HUDContent.custom(size: Size(width: 60, height: 40)).cancellable()
    let fade = Duration.milliseconds(200)
    let custom = store.beginInGrace(exporting, as: HUDToken(1))
    let sum = await store.driver.during(custom) { () async -> Int in
      #expect(store.driver.state.activeTokens == [custom])
      return 2 + 2
    }
    #expect(sum == 4)
    // Ended in the grace period: never shown.
    store.assert(changes: DriverTestStore.endedInGrace)
    store.receiveGraceEnd()
    let second = store.beginInGrace(untitled, as: HUDToken(2))
    await #expect(throws: CancellationError.self) {
      try await store.driver.during(second) {
        // The app's view has no spinner: frames only while the box fades in (11).
        store.advanceToShown(announcing: "Loading", spins: false)
        #expect(store.state.cancellableToken == second)
        // Cancel ends its task at once, past the minimum time: the fade-out.
        let pressed = store.send({ $0.cancelPressed() }) {
          $0.activeTokens = []
          $0.taskContents = [:]
          DriverTestStore<HUDDriver>.fadingOut(at: ms(1_000))(&$0)
        }
        #expect(pressed)
        store.receive(
          .cancelTask(second), .beginHideAnimation(duration: fade), .scheduleTimer(at: ms(1_200)))
        store.receiveCalls(.frameTicks(true), .scheduleTimer(at: ms(1_200)), .render)
        try Task.checkCancellation()
        throw Untouched()
      }
    }
    // `during` ends its token after the work: already ended, it changes nothing but draws once.
    store.assert(changes: { _ in })
    #expect(store.state.activeTokens.isEmpty)
    store.receiveCalls(.render)
    store.finishFadeOut(frames: 11, spins: false)
    store.finish()
  }

  @Test func workThatCannotThrowSeesTaskIsCancelled() async {
    let host = VirtualHost()
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let store = DriverTestStore(HUDDriver(spinnerSource: .platform, host: host), host: host)
    let syncing = HUDContent.spinner("Syncing").cancellable()
    let fade = Duration.milliseconds(200)
    let result = await store.driver.during(syncing) {
      store.assertBeganInGrace(syncing, as: HUDToken(1))
      store.advanceToShown(announcing: "Syncing")
      // Cancel ends its task at once, past the minimum time: the fade-out.
      store.send({ $0.cancelPressed() }) {
        $0.activeTokens = []
        $0.taskContents = [:]
        DriverTestStore<HUDDriver>.fadingOut(at: ms(1_000))(&$0)
      }
      store.receive(
        .cancelTask(HUDToken(1)), .beginHideAnimation(duration: fade),
        .scheduleTimer(at: ms(1_200)))
      store.receiveCalls(.frameTicks(true), .scheduleTimer(at: ms(1_200)), .render)
      return Task.isCancelled ? "cancelled" : "finished"
    }
    #expect(result == "cancelled")
    // `during` ends its token after the work: already ended, it changes nothing but draws once.
    store.assert(changes: { _ in })
    #expect(store.state.activeTokens.isEmpty)
    store.receiveCalls(.render)
    store.finishFadeOut(frames: 11)
    store.finish()
  }

  @Test func cancelIsIgnoredWithoutACancelButton() async {
    let host = VirtualHost()
    // The platform's spinner: no frames at rest, so the fades' frames are counted exactly.
    let store = DriverTestStore(HUDDriver(spinnerSource: .platform, host: host), host: host)
    let saving = HUDContent.spinner("Saving")
    let result = await store.driver.during(saving) {
      // The task `during` began before running the work, asserted from inside it.
      store.assertBeganInGrace(saving, as: HUDToken(1))
      store.advanceToShown(announcing: "Saving")
      // No Cancel button on screen: the press is not used and changes nothing.
      #expect(!store.send { $0.cancelPressed() })
      return Task.isCancelled
    }
    #expect(!result)
    // The work is over: `during` ended its task, past the minimum time, so the HUD fades out.
    store.assert {
      $0.activeTokens = []
      $0.taskContents = [:]
      DriverTestStore<HUDDriver>.fadingOut(at: ms(1_000))(&$0)
    }
    store.receiveFadeOutStart(at: ms(1_000), restartingFrames: true)
    store.finishFadeOut(frames: 11)
    store.finish()
  }

  @Test func cancellingTheCallerCancelsTheWork() async {
    let host = VirtualHost()
    let store = DriverTestStore(HUDDriver(host: host), host: host)
    let waiting = HUDContent.spinner("Waiting")
    let caller = Task { @MainActor in
      await store.driver.during(waiting) {
        await Self.suspendUntilCancelled()
        return Task.isCancelled
      }
    }
    caller.cancel()
    #expect(await caller.value)
    // Begun and ended in the grace period: the content chosen, the grace timer set and
    // cancelled, nothing shown.
    store.assert {
      $0.activeTokens = []
      $0.displayedContent = waiting
      $0.displayedTask = HUDToken(1)
    }
    #expect(store.state.activeTokens.isEmpty)
    store.receive(.displayedContentChanged(waiting), .scheduleTimer(at: ms(500)), .cancelTimer)
    store.receiveCalls(.scheduleTimer(at: ms(500)), .render, .cancelTimer, .render)
    store.finish()
  }

  @Test func progressKeepsTheTitleUnlessGivenOneAndKeepsTheCancelButton() {
    let host = VirtualHost()
    let store = DriverTestStore(HUDDriver(host: host), host: host)
    let uploading = HUDContent.spinner("Uploading").cancellable()
    let token = store.beginInGrace(uploading, as: HUDToken(1))
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
    store.endInGrace(token)
    store.finish()
  }

  @Test func statusHapticsAreReportedAndOneSwitchTurnsThemOff() {
    let host = VirtualHost()
    let store = DriverTestStore(HUDDriver(host: host), host: host)
    store.postAndFadeOut(.success("Saved"), at: 0, haptic: .success)
    // An info status has no haptic.
    store.postAndFadeOut(.info("Offline"), at: 10_000, haptic: nil)
    store.send({ $0.playsStatusHaptics = false }) {
      $0.playsStatusHaptics = false
    }
    store.receiveCalls(.render)
    store.postAndFadeOut(.error("Failed"), at: 20_000, haptic: nil)
    // A new language's session keeps the switch (it starts with nothing displayed; the old
    // session's timer cancelled, nothing on screen to redraw).
    store.send({ $0.setLanguage(.simplifiedChinese) }) {
      $0.idleAnnouncement = "加载中"
      $0.language = .simplifiedChinese
      $0.displayedContent = nil
    }
    store.receiveCalls(.cancelTimer)
    store.postAndFadeOut(.error("失败"), at: 30_000, haptic: nil)
    #expect(!store.state.playsStatusHaptics)
    store.finish()
  }
}
