import ControlKit
import ControlKitTesting
import Testing

/// The driver's one progress follower (``HUDDriver/follow(_:content:)``, behind every
/// front-end's `follow`), on a fake ``HUDProgressSource`` and a virtual clock; and the core's
/// Foundation-free ``HUDProgress``.
@MainActor
@Suite("HUD progress follower")
struct HUDProgressFollowerTests {
  struct UploadFailed: Error {}

  /// A progress source the test moves by hand, counting the cancels it gets.
  final class FakeSource: HUDProgressSource {
    var fractionCompleted = 0.0
    var localizedDescription: String?
    var isFinished = false
    var isCancelled = false
    var cancelCalls = 0

    func cancel() {
      cancelCalls += 1
      isCancelled = true
    }
  }

  /// A driver on a fresh virtual clock whose owner records every effect, as a front-end does.
  func make() -> (HUDDriver, VirtualHost, EffectLog) {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    let log = EffectLog()
    hud.onEffect = { log.effects.append($0) }
    return (hud, host, log)
  }

  /// Follows a new fake source on `hud`, shows it (`host` steps 1 s), then runs `step` with its
  /// token and source; returns a weak reference to the source, for the test to see it let go.
  func followAndShow(
    on hud: HUDDriver, _ host: VirtualHost, then step: (HUDToken, FakeSource) -> Void
  ) -> () -> FakeSource? {
    let source = FakeSource()
    let token = hud.follow(source)
    host.advance(by: .seconds(1))
    #expect(hud.state.content(of: token) != nil && hud.followedSource(of: token) === source)
    step(token, source)
    return { [weak source] in source }
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

  @Test func theFractionIsSampledOnTheClockNotOnTheChange() {
    let (hud, host, log) = make()
    let source = FakeSource()
    source.fractionCompleted = 0.2
    let token = hud.follow(source, content: .progress(0, "Uploading", style: .bar))
    #expect(token == HUDToken(1))
    #expect(hud.state.content(of: token) == .progress(0.2, "Uploading", style: .bar))
    #expect(hud.followedSource(of: token) === source)
    source.fractionCompleted = 0.3
    // Read every 100 ms on the host's clock: 99 ms later the bar still says 20 %.
    host.advance(by: .milliseconds(99))
    #expect(hud.state.content(of: token)?.progress == 0.2)
    host.advance(by: .milliseconds(1))
    #expect(hud.state.content(of: token) == .progress(0.3, "Uploading", style: .bar))
    // The owner hears the samples too: nothing is chained onto its callback.
    #expect(log.effects.filter { $0 == .sampleProgress }.count == 1)
  }

  @Test func theTitleIsTheDescriptionUntilTheAppSetsItsOwn() {
    let (hud, host, _) = make()
    let source = FakeSource()
    source.localizedDescription = "Copying 1 of 3"
    let token = hud.follow(source, content: .progress(0))
    #expect(hud.state.content(of: token)?.title == "Copying 1 of 3")
    source.localizedDescription = "Copying 2 of 3"
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token)?.title == "Copying 2 of 3")
    // No description: an empty title, then the next one.
    source.localizedDescription = nil
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token)?.title == "")
    source.localizedDescription = "Copying 3 of 3"
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token)?.title == "Copying 3 of 3")
    hud.setTitle("Almost done")
    source.localizedDescription = "Copying 4 of 3"
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token)?.title == "Almost done")
    // The app's own title from the start is never replaced.
    let titled = FakeSource()
    titled.localizedDescription = "Sending"
    let second = hud.follow(titled, content: .progress(0, "Uploading"))
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: second)?.title == "Uploading")
  }

  @Test func aFinishedSourceEndsItsTaskAndIsLetGo() {
    let (hud, host, _) = make()
    let released = followAndShow(on: hud, host) { _, source in
      source.fractionCompleted = 1
      source.isFinished = true
    }
    host.advance(by: .milliseconds(100))
    #expect(hud.state.activeTokens.isEmpty && hud.followedSourceCount == 0)
    #expect(released() == nil)
  }

  @Test func aSourceCancelledByTheAppEndsItsTaskWithoutAnotherCancel() {
    let (hud, host, _) = make()
    let source = FakeSource()
    let token = hud.follow(source, content: .progress(0, "Downloading"))
    source.isCancelled = true
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token) == nil && hud.followedSourceCount == 0)
    #expect(source.cancelCalls == 0)
  }

  @Test func theHUDsCancelCancelsTheSourceOnceAndLetsItGo() {
    let (hud, host, log) = make()
    let released = followAndShow(on: hud, host) { token, source in
      #expect(hud.cancelPressed())
      #expect(source.cancelCalls == 1 && log.effects.contains(.cancelTask(token)))
    }
    #expect(hud.state.activeTokens.isEmpty && hud.followedSourceCount == 0 && released() == nil)
    // The app's `cancel(_:)` on a followed task does the same.
    let other = FakeSource()
    hud.cancel(hud.follow(other))
    #expect(other.cancelCalls == 1 && hud.followedSourceCount == 0)
  }

  @Test(arguments: ["end", "dismiss", "setPresented"])
  func aTaskEndedAnyOtherWayLetsItsSourceGoAtOnce(how: String) {
    let (hud, host, _) = make()
    let released = followAndShow(on: hud, host) { token, _ in
      switch how {
      case "end": hud.end(token)
      case "dismiss": hud.dismiss()
      default:
        // Another task's end leaves the followed one running.
        hud.setPresented(true, content: .spinner("Other"))
        hud.setPresented(false, content: .spinner("Other"))
        #expect(hud.followedSourceCount == 1)
        hud.end(token)
      }
    }
    // No sample since, none needed: the source went with its task.
    #expect(hud.followedSourceCount == 0 && released() == nil)
  }

  @Test func aTaskFollowedFromInsideACallbackStartsOnceTheEventIsHandled() {
    let (hud, host, _) = make()
    let source = FakeSource()
    source.fractionCompleted = 0.5
    var followed: HUDToken?
    hud.onEffect = { effect in
      if case .announce = effect, followed == nil { followed = hud.follow(source) }
    }
    hud.begin(.spinner("Preparing"))
    host.advance(by: .seconds(1))
    guard let token = followed else {
      Issue.record("no task followed from the callback")
      return
    }
    // The forgetting waits for the event that began it: the source is kept and sampled.
    #expect(hud.followedSource(of: token) === source)
    source.fractionCompleted = 0.75
    host.advance(by: .milliseconds(100))
    #expect(hud.state.content(of: token)?.progress == 0.75)
  }

  @Test func duringAProgressCancelsBothAndAFailureEndsTheTaskAndIsRethrown() async {
    let (hud, host, _) = make()
    let progress = HUDProgress(totalUnitCount: 10)
    var sawCancellation = false
    await #expect(throws: CancellationError.self) {
      try await hud.during(progress: progress) {
        progress.completedUnitCount = 4
        host.advance(by: .seconds(1))
        #expect(hud.state.accessibilityElement?.value == "40%")
        #expect(hud.cancelPressed())
        sawCancellation = Task.isCancelled
        try Task.checkCancellation()
      }
    }
    #expect(sawCancellation && progress.isCancelled && hud.state.activeTokens.isEmpty)
    weak var released: HUDProgress?
    await #expect(throws: UploadFailed.self) {
      let failing = HUDProgress(totalUnitCount: 10)
      released = failing
      try await hud.during(progress: failing) {
        failing.completedUnitCount = 5
        throw UploadFailed()
      }
    }
    // The task ended with the work, and its progress with it; cancelling it is the app's call.
    #expect(hud.state.activeTokens.isEmpty && hud.followedSourceCount == 0 && released == nil)
  }

  @Test func invalidatingTheDriverLetsEverySourceGo() {
    let (hud, _, _) = make()
    weak var released: FakeSource?
    do {
      let source = FakeSource()
      released = source
      hud.follow(source)
    }
    #expect(hud.followedSourceCount == 1 && released != nil)
    hud.invalidate()
    #expect(hud.followedSourceCount == 0 && released == nil)
  }
}
