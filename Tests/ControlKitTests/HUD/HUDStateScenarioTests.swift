import Testing

@testable import ControlKit

private func at(_ milliseconds: Int64) -> ControlInstant { .milliseconds(milliseconds) }
private let anim = HUDTiming.defaultShowAnimation
private let loading = HUDContent.spinner("Loading")

/// The HUD scenarios of ANCHORS.md, replayed with exact instants (default timing: grace 500 ms,
/// minimum 500 ms, animations 200 ms).
@Suite("HUD scenarios")
struct HUDStateScenarioTests {
  let a = HUDToken(1)
  let b = HUDToken(2)

  @Test func taskOf300msShowsNothing() {
    var hud = HUDState()
    #expect(
      hud.reduce(.taskBegan(a, loading, at: at(0)))
        == [.displayedContentChanged(loading), .scheduleTimer(at: at(500))])
    #expect(hud.phase == .pendingGrace(showAt: at(500)))
    #expect(hud.reduce(.taskEnded(a, at: at(300))) == [.cancelTimer])
    #expect(hud.phase == .hidden)
    #expect(hud.scheduledTimer == nil)
    #expect(hud.activeTokens.isEmpty)
    #expect(!hud.isSpinnerRunning)
    // A timer that raced the cancellation changes nothing.
    #expect(hud.reduce(.timerFired(at: at(500))) == [])
    #expect(hud.phase == .hidden)
  }

  @Test func taskOf600msShowsFrom500To1000() {
    var hud = HUDState()
    hud.reduce(.taskBegan(a, loading, at: at(0)))
    #expect(
      hud.reduce(.timerFired(at: at(500)))
        == [
          .beginShowAnimation(duration: anim), .startSpinner, .announce("Loading"),
          .scheduleTimer(at: at(700)),
        ])
    #expect(hud.phase == .showing(since: at(500), minimumUntil: at(1000)))
    #expect(hud.spinnerStartedAt == at(500))
    #expect(hud.scheduledTimer == at(700), "the fade's end")
    #expect(hud.reduce(.taskEnded(a, at: at(600))) == [], "the fade's end comes first")
    #expect(
      hud.reduce(.frameShown(at: at(700))) == [.shown, .scheduleTimer(at: at(1000))])
    #expect(hud.phase == .visible(since: at(700), minimumUntil: at(1000)))
    #expect(
      hud.reduce(.timerFired(at: at(1000)))
        == [.beginHideAnimation(duration: anim), .scheduleTimer(at: at(1200))])
    #expect(hud.phase == .hiding(since: at(1000)))
    #expect(hud.isSpinnerRunning, "still visible while fading out")
    #expect(
      hud.reduce(.frameShown(at: at(1200))) == [.hidden, .stopSpinner, .cancelTimer])
    #expect(hud.phase == .hidden)
    #expect(!hud.isSpinnerRunning)
    #expect(hud.scheduledTimer == nil)
    #expect(hud.displayedContent == loading, "the last content stays for the next show")
  }

  /// MBProgressHUD always completes its hide; so does ours with no frame at all.
  ///
  /// A busy main thread or an app in the background draws no frame: each fade's end is a timer
  /// deadline. Before, the HUD stayed "hiding" for ever, a later task reversed that old hide and
  /// showed at once, without its grace period, and `.hidden` was never reported.
  @Test func aHideWithNoFramesEndsAtItsDeadline() {
    var hud = HUDState()
    var effects = hud.reduce(.taskBegan(a, loading, at: at(0)))
    for instant in [500, 700, 1000, 1200] as [Int64] {
      #expect(hud.scheduledTimer == at(instant))
      effects += hud.reduce(.timerFired(at: at(instant)))
      if instant == 500 { effects += hud.reduce(.taskEnded(a, at: at(600))) }
    }
    #expect(
      effects == [
        .displayedContentChanged(loading), .scheduleTimer(at: at(500)),
        .beginShowAnimation(duration: anim), .startSpinner, .announce("Loading"),
        .scheduleTimer(at: at(700)),
        .shown, .scheduleTimer(at: at(1000)),
        .beginHideAnimation(duration: anim), .scheduleTimer(at: at(1200)),
        .hidden, .stopSpinner,
      ])
    #expect(hud.phase == .hidden && hud.fade == nil && hud.scheduledTimer == nil)
    // A task begun later waits for its grace period, as after any hide.
    #expect(
      hud.reduce(.taskBegan(b, loading, at: at(5000))) == [.scheduleTimer(at: at(5500))])
    #expect(hud.phase == .pendingGrace(showAt: at(5500)))
  }

  /// Our choice: a HUD that never appeared sends no `hidden` (MBProgressHUD still fires its
  /// completion).
  @Test func hideDuringGraceIsNeverVisibleAndSendsNoHidden() {
    var hud = HUDState()
    var effects = hud.reduce(.taskBegan(a, loading, at: at(0)))
    effects += hud.reduce(.taskEnded(a, at: at(499)))
    effects += hud.reduce(.timerFired(at: at(500)))
    #expect(
      effects == [.displayedContentChanged(loading), .scheduleTimer(at: at(500)), .cancelTimer])
    #expect(!effects.contains(.hidden))
    #expect(hud.phase == .hidden)
  }

  @Test func showDuringHideReversesWithoutHidden() {
    var hud = visibleThenHiding()
    let again = HUDContent.spinner("Again")
    #expect(
      hud.reduce(.taskBegan(b, again, at: at(1100)))
        == [
          .displayedContentChanged(again), .beginShowAnimation(duration: anim), .announce("Again"),
          .scheduleTimer(at: at(1300)),
        ])
    #expect(hud.phase == .showing(since: at(1100), minimumUntil: at(1600)))
    #expect(hud.isSpinnerRunning, "the spinner never stopped")
    #expect(hud.reduce(.frameShown(at: at(1200))) == [], "the reversed hide is stale")
    #expect(hud.reduce(.frameShown(at: at(1300))) == [.shown, .cancelTimer])
    #expect(hud.reduce(.taskEnded(b, at: at(1400))) == [.scheduleTimer(at: at(1600))])
    #expect(hud.reduce(.timerFired(at: at(1599))) == [])
    #expect(
      hud.reduce(.timerFired(at: at(1600)))
        == [.beginHideAnimation(duration: anim), .scheduleTimer(at: at(1800))])
    #expect(
      hud.reduce(.frameShown(at: at(1800))) == [.hidden, .stopSpinner, .cancelTimer])
  }

  @Test func twoOverlappingTokensShareOneHUD() {
    var hud = HUDState()
    let first = HUDContent.spinner("A")
    let second = HUDContent.spinner("B")
    hud.reduce(.taskBegan(a, first, at: at(0)))
    #expect(hud.reduce(.taskBegan(b, second, at: at(300))) == [.displayedContentChanged(second)])
    #expect(hud.phase == .pendingGrace(showAt: at(500)), "the second task does not restart grace")
    #expect(hud.activeTokens == [a, b])
    #expect(
      hud.reduce(.timerFired(at: at(500)))
        == [
          .beginShowAnimation(duration: anim), .startSpinner, .announce("B"),
          .scheduleTimer(at: at(700)),
        ])
    hud.reduce(.frameShown(at: at(700)))
    #expect(hud.reduce(.taskEnded(b, at: at(800))) == [.displayedContentChanged(first)])
    #expect(hud.phase == .visible(since: at(700), minimumUntil: at(1000)))
    #expect(hud.reduce(.taskEnded(b, at: at(900))) == [], "ending twice is ignored")
    #expect(hud.reduce(.timerFired(at: at(1000))) == [])
    #expect(
      hud.reduce(.taskEnded(a, at: at(1200)))
        == [.beginHideAnimation(duration: anim), .scheduleTimer(at: at(1400))])
  }

  @Test func secondTokenJoiningVisibleHUDIsNotAnnounced() {
    var hud = visible()
    let joined = HUDContent.spinner("Syncing")
    #expect(hud.reduce(.taskBegan(b, joined, at: at(800))) == [.displayedContentChanged(joined)])
    var chatty = HUDState(announcesTitleChanges: true)
    chatty.reduce(.taskBegan(a, loading, at: at(0)))
    chatty.reduce(.timerFired(at: at(500)))
    chatty.reduce(.timerFired(at: at(700)))
    #expect(
      chatty.reduce(.taskBegan(b, joined, at: at(800)))
        == [.displayedContentChanged(joined), .announce("Syncing")])
    #expect(chatty.reduce(.contentChanged(b, joined, at: at(850))) == [], "same title: silent")
  }

  @Test func showBeforeDelayedDismissCancelsIt() {
    var hud = visible()
    #expect(
      hud.reduce(.dismissRequested(after: .milliseconds(1000), at: at(600)))
        == [.scheduleTimer(at: at(1600))])
    #expect(hud.dismissAt == at(1600))
    let next = HUDContent.spinner("Next")
    #expect(
      hud.reduce(.taskBegan(b, next, at: at(900))) == [
        .displayedContentChanged(next), .cancelTimer,
      ])
    #expect(hud.dismissAt == nil)
    #expect(hud.reduce(.timerFired(at: at(1600))) == [])
    #expect(hud.activeTokens == [a, b])
  }

  @Test func showRightAfterDelayedDismissIsNotLost() {
    var hud = visible()
    hud.reduce(.dismissRequested(after: .milliseconds(300), at: at(600)))
    // The dismiss ends the task at 900, the minimum holds the HUD until 1000.
    #expect(hud.reduce(.timerFired(at: at(900))) == [.scheduleTimer(at: at(1000))])
    #expect(hud.activeTokens.isEmpty)
    #expect(
      hud.reduce(.timerFired(at: at(1000)))
        == [.beginHideAnimation(duration: anim), .scheduleTimer(at: at(1200))])
    #expect(
      hud.reduce(.taskBegan(b, loading, at: at(1050)))
        == [
          .beginShowAnimation(duration: anim), .announce("Loading"), .scheduleTimer(at: at(1250)),
        ])
    #expect(hud.phase == .showing(since: at(1050), minimumUntil: at(1550)))
  }

  @Test func dismissCancelledKeepsTheHUD() {
    var hud = visible()
    hud.reduce(.dismissRequested(after: .milliseconds(300), at: at(600)))
    #expect(hud.reduce(.dismissCancelled(at: at(700))) == [.cancelTimer])
    #expect(hud.reduce(.timerFired(at: at(900))) == [])
    #expect(hud.activeTokens == [a])
  }

  /// Grace plus a delayed hide hides (it never does in MBProgressHUD, issue #605).
  @Test func graceWithDelayedDismissHides() {
    var hud = HUDState()
    hud.reduce(.taskBegan(a, loading, at: at(0)))
    #expect(hud.reduce(.dismissRequested(after: .milliseconds(1000), at: at(100))) == [])
    #expect(
      hud.reduce(.timerFired(at: at(500)))
        == [
          .beginShowAnimation(duration: anim), .startSpinner, .announce("Loading"),
          .scheduleTimer(at: at(700)),
        ])
    #expect(hud.reduce(.timerFired(at: at(700))) == [.shown, .scheduleTimer(at: at(1100))])
    #expect(
      hud.reduce(.timerFired(at: at(1100)))
        == [.beginHideAnimation(duration: anim), .scheduleTimer(at: at(1300))])
  }

  @Test func immediateDismissRespectsMinimum() {
    var hud = visible()
    #expect(
      hud.reduce(.dismissRequested(after: .zero, at: at(600))) == [.scheduleTimer(at: at(1000))])
    #expect(hud.activeTokens.isEmpty)
  }

  @Test func dismissWithNothingRunningIsIgnored() {
    var hud = HUDState()
    #expect(hud.reduce(.dismissRequested(after: .seconds(1), at: at(0))) == [])
    #expect(hud.dismissAt == nil)
  }

  @Test func lateTimerIsCaughtUpAtItsOwnInstant() {
    var hud = HUDState()
    hud.reduce(.taskBegan(a, loading, at: at(0)))
    // The front-end never delivered the 500 ms timer; the task ends at 650, mid-fade.
    #expect(
      hud.reduce(.taskEnded(a, at: at(650)))
        == [
          .beginShowAnimation(duration: anim), .startSpinner, .announce("Loading"),
          .scheduleTimer(at: at(700)),
        ])
    #expect(hud.phase == .showing(since: at(500), minimumUntil: at(1000)))
    #expect(hud.spinnerStartedAt == at(500))
    // Nor any timer or frame after that: an event at 1100 catches up on the fade's end (700),
    // then the minimum show time (1000), each at its own instant.
    #expect(
      hud.reduce(.dismissCancelled(at: at(1100)))
        == [.shown, .beginHideAnimation(duration: anim), .scheduleTimer(at: at(1200))])
    #expect(hud.phase == .hiding(since: at(1000)))
    #expect(hud.presentedOpacity(at: at(1100)) == 0.5)
  }

  @Test func removalFromWindowHidesAtOnceAndStopsSpinner() {
    var hud = visible()
    #expect(hud.reduce(.removedFromWindow(at: at(800))) == [.hidden, .stopSpinner])
    #expect(hud.phase == .hidden)
    #expect(hud.activeTokens == [a], "the task still runs")
    #expect(hud.scheduledTimer == nil)
    #expect(hud.reduce(.timerFired(at: at(1000))) == [])
    #expect(hud.reduce(.addedToWindow(at: at(900))) == [.scheduleTimer(at: at(1400))])
    #expect(hud.phase == .pendingGrace(showAt: at(1400)))
  }

  @Test func removalDuringGraceCancelsTheShow() {
    var hud = HUDState()
    hud.reduce(.taskBegan(a, loading, at: at(0)))
    #expect(hud.reduce(.removedFromWindow(at: at(100))) == [.cancelTimer])
    #expect(hud.phase == .hidden)
  }

  @Test func statusShowsAtOnceAndDismissesItself() {
    var hud = HUDState()
    let saved = HUDContent.success("Saved")
    #expect(
      hud.reduce(.statusPosted(saved, at: at(0)))
        == [
          .displayedContentChanged(saved), .beginShowAnimation(duration: anim), .announce("Saved"),
          .playHaptic(.success), .scheduleTimer(at: at(200)),
        ])
    #expect(!hud.isSpinnerRunning)
    #expect(hud.reduce(.timerFired(at: at(200))) == [.shown, .scheduleTimer(at: at(1500))])
    #expect(hud.reduce(.timerFired(at: at(1499))) == [])
    #expect(
      hud.reduce(.timerFired(at: at(1500)))
        == [.beginHideAnimation(duration: anim), .scheduleTimer(at: at(1700))])
    #expect(hud.reduce(.frameShown(at: at(1700))) == [.hidden, .cancelTimer])
  }

  @Test func statusDuringGraceShowsAtOnce() {
    var hud = HUDState()
    hud.reduce(.taskBegan(a, loading, at: at(0)))
    let failed = HUDContent.error("Failed")
    #expect(
      hud.reduce(.statusPosted(failed, at: at(100)))
        == [
          .displayedContentChanged(failed), .beginShowAnimation(duration: anim),
          .announce("Failed"), .playHaptic(.error), .scheduleTimer(at: at(300)),
        ])
  }

  @Test func statusOverVisibleTaskIsAnnouncedAndThenRevertsToTask() {
    var hud = visible()
    let done = HUDContent.info("Half done")
    #expect(
      hud.reduce(.statusPosted(done, at: at(800)))
        == [
          .displayedContentChanged(done), .stopSpinner, .announce("Half done"),
          .scheduleTimer(at: at(2300)),
        ])
    #expect(
      hud.reduce(.timerFired(at: at(2300))) == [.displayedContentChanged(loading), .startSpinner])
    #expect(hud.spinnerStartedAt == at(2300))
    #expect(hud.phase == .visible(since: at(700), minimumUntil: at(1000)))
  }

  @Test func progressContentStopsAndStartsTheSpinner() {
    var hud = visible()
    let upload = HUDContent.progress(0.25, "Uploading")
    #expect(
      hud.reduce(.contentChanged(a, upload, at: at(800)))
        == [.displayedContentChanged(upload), .stopSpinner])
    #expect(hud.reduce(.contentChanged(b, loading, at: at(850))) == [], "unknown token ignored")
    #expect(
      hud.reduce(.contentChanged(a, loading, at: at(900)))
        == [.displayedContentChanged(loading), .startSpinner])
  }

  @Test func zeroDurationAnimationsNeedNoFinishEvents() {
    let timing = HUDTiming(showAnimation: .zero, hideAnimation: .zero)
    var hud = HUDState(timing: timing)
    hud.reduce(.taskBegan(a, loading, at: at(0)))
    #expect(
      hud.reduce(.timerFired(at: at(500)))
        == [.beginShowAnimation(duration: .zero), .shown, .startSpinner, .announce("Loading")])
    #expect(hud.phase == .visible(since: at(500), minimumUntil: at(1000)))
    #expect(
      hud.reduce(.taskEnded(a, at: at(1000)))
        == [.beginHideAnimation(duration: .zero), .hidden, .stopSpinner])
    #expect(hud.phase == .hidden)
  }

  @Test func zeroGraceShowsAtOnce() {
    var hud = HUDState(timing: HUDTiming(gracePeriod: .zero))
    #expect(
      hud.reduce(.taskBegan(a, loading, at: at(0)))
        == [
          .displayedContentChanged(loading), .beginShowAnimation(duration: anim), .startSpinner,
          .announce("Loading"), .scheduleTimer(at: at(200)),
        ])
  }

  @Test func emptyTitleAnnouncesIdleText() {
    var hud = HUDState(idleAnnouncement: "正在处理")
    hud.reduce(.taskBegan(a, .spinner(), at: at(0)))
    #expect(hud.reduce(.timerFired(at: at(500))).contains(.announce("正在处理")))
  }

  @Test func aTokenDescribesItself() {
    #expect(HUDToken(1) != HUDToken(2))
    #expect(HUDToken(1).description == "#1")
  }

  // MARK: - Fixtures

  /// A 600 ms task: showing since 500 (minimum until 1000), then the task ended.
  private func visibleThenHiding() -> HUDState {
    var hud = HUDState()
    hud.reduce(.taskBegan(a, loading, at: at(0)))
    hud.reduce(.timerFired(at: at(500)))
    hud.reduce(.taskEnded(a, at: at(600)))
    hud.reduce(.frameShown(at: at(700)))
    hud.reduce(.timerFired(at: at(1000)))
    return hud
  }

  /// Task `a` running, shown from 500 and fully visible since 700 (its fade ended on the timer,
  /// with no frame), minimum until 1000; no timer pending.
  private func visible() -> HUDState {
    var hud = HUDState()
    hud.reduce(.taskBegan(a, loading, at: at(0)))
    hud.reduce(.timerFired(at: at(500)))
    hud.reduce(.timerFired(at: at(700)))
    return hud
  }
}
