import ControlKit
import ControlKitTesting
import Testing

/// The core's Foundation-free ``HUDProgress`` and the rules its followers apply (UIKit's
/// `LoadingHUD.follow` rules, for GTK's `GTKHUD.follow` and `during(progress:)`), on a driver
/// and a virtual clock.
@MainActor
@Suite("HUD progress followers")
struct HUDProgressFollowersTests {
  struct UploadFailed: Error {}

  /// A driver on a fresh virtual clock whose owner records every effect, as a front-end does.
  func make() -> (HUDDriver, VirtualHost, EffectLog) {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    let log = EffectLog()
    hud.onEffect = { log.effects.append($0) }
    return (hud, host, log)
  }

  /// The effects the driver's owner heard.
  final class EffectLog {
    var effects: [HUDEffect] = []
  }

  @Test(arguments: [
    (Int64(10), Int64(0), 0.0, false), (10, 3, 0.3, false), (10, 10, 1.0, true),
    (10, 12, 1.0, true), (0, 0, 0.0, false), (0, 5, 0.0, false), (4, -1, 0.0, false),
  ])
  func fractionAndFinishedFollowFoundationsProgress(
    total: Int64, completed: Int64, fraction: Double, finished: Bool
  ) {
    let progress = HUDProgress(totalUnitCount: total)
    progress.completedUnitCount = completed
    #expect(progress.fractionCompleted == fraction)
    #expect(progress.isFinished == finished)
  }

  @Test func cancelMarksTheProgressAndCallsItsHandlerOnce() {
    let progress = HUDProgress(totalUnitCount: 3)
    var calls = 0
    progress.cancellationHandler = { calls += 1 }
    progress.cancel()
    progress.cancel()
    #expect(progress.isCancelled && calls == 1)
  }

  @Test func aFollowedTaskShowsTheFractionAtEachSampleAndEndsWhenFinished() {
    let (hud, host, log) = make()
    let followers = HUDProgressFollowers.attached(to: hud)
    let progress = HUDProgress(totalUnitCount: 10)
    progress.completedUnitCount = 2
    let token = followers.follow(progress, content: .progress(0, "Uploading", style: .bar))
    #expect(token == HUDToken(1))
    #expect(hud.state.content(of: HUDToken(1)) == .progress(0.2, "Uploading", style: .bar))
    progress.completedUnitCount = 3
    // Read on the clock, not on the change: 99 ms later the bar still says 20 %.
    host.advance(by: .milliseconds(99))
    #expect(hud.state.content(of: HUDToken(1))?.progress == 0.2)
    host.advance(by: .milliseconds(1))
    #expect(hud.state.content(of: HUDToken(1)) == .progress(0.3, "Uploading", style: .bar))
    host.advance(by: .milliseconds(400))
    #expect(hud.state.accessibilityElement?.value == "30%")
    progress.completedUnitCount = 10
    host.advance(by: .milliseconds(100))
    #expect(hud.state.activeTokens.isEmpty && followers.count == 0)
    // The owner's callback still hears every effect, before the followers'.
    #expect(log.effects.contains(.sampleProgress))
  }

  @Test func oneSetPerDriverChainedOnce() {
    let (hud, host, log) = make()
    let first = HUDProgressFollowers.attached(to: hud)
    #expect(HUDProgressFollowers.attached(to: hud) === first)
    let other = HUDDriver(host: host)
    #expect(HUDProgressFollowers.attached(to: other) !== first)
    // The owner hears each effect once, as from a driver no set is attached to.
    let (plain, _, plainLog) = make()
    plain.begin(.spinner())
    hud.begin(.spinner())
    #expect(!log.effects.isEmpty && log.effects == plainLog.effects)
  }

  @Test func cancelOnTheTaskCancelsTheProgressAndAnAppsCancelEndsTheTask() throws {
    let (hud, host, _) = make()
    let followers = HUDProgressFollowers.attached(to: hud)
    let upload = HUDProgress(totalUnitCount: 4)
    var handled = false
    upload.cancellationHandler = { handled = true }
    _ = followers.follow(upload, content: HUDContent.progress(0).cancellable())
    host.advance(by: .seconds(1))
    #expect(hud.cancelPressed())
    #expect(upload.isCancelled && handled && hud.state.activeTokens.isEmpty)
    // The app cancels its own progress: the task ends at the next sample.
    let download = HUDProgress(totalUnitCount: 4)
    let token = try #require(followers.follow(download, content: .progress(0, "Downloading")))
    download.cancel()
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token) == nil && followers.count == 0)
  }

  @Test func theDescriptionIsTheTitleUntilTheAppSetsOne() throws {
    let (hud, host, _) = make()
    let followers = HUDProgressFollowers.attached(to: hud)
    let progress = HUDProgress(totalUnitCount: 2)
    progress.localizedDescription = "Copying 1 of 2"
    let token = try #require(followers.follow(progress, content: .progress(0)))
    #expect(hud.state.content(of: token)?.title == "Copying 1 of 2")
    progress.localizedDescription = "Copying 2 of 2"
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token)?.title == "Copying 2 of 2")
    hud.update(token, fraction: 0.5, title: "Almost done")
    progress.localizedDescription = "Copying 3 of 2"
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token)?.title == "Almost done")
  }

  @Test func duringAFollowedTokenCancelsBothAndAFailureEndsTheTaskAndIsRethrown() async {
    let (hud, host, _) = make()
    let followers = HUDProgressFollowers.attached(to: hud)
    let progress = HUDProgress(totalUnitCount: 10)
    let token = followers.follow(progress, content: HUDContent.progress(0).cancellable())
    var sawCancellation = false
    await #expect(throws: CancellationError.self) {
      try await hud.during(token ?? HUDToken(0)) {
        progress.completedUnitCount = 4
        host.advance(by: .seconds(1))
        #expect(hud.state.accessibilityElement?.value == "40%")
        #expect(hud.cancelPressed())
        sawCancellation = Task.isCancelled
        try Task.checkCancellation()
      }
    }
    #expect(sawCancellation && progress.isCancelled && hud.state.activeTokens.isEmpty)
    let failing = HUDProgress(totalUnitCount: 10)
    let second = followers.follow(failing, content: HUDContent.progress(0).cancellable())
    await #expect(throws: UploadFailed.self) {
      try await hud.during(second ?? HUDToken(0)) {
        failing.completedUnitCount = 5
        throw UploadFailed()
      }
    }
    // The task ended with the work; the progress is the app's to cancel or not.
    #expect(hud.state.activeTokens.isEmpty && !failing.isCancelled)
    host.advance(by: .seconds(2))
    #expect(hud.state.phase == .hidden && followers.count == 0)
  }
}
