import ControlKitTestSupport
import Testing

@testable import ControlKit

/// Cancel in the HUD's state, asserted whole (TCA's `TestStore` habit): one token ends at once,
/// the others are untouched, a cancelled task never flashes, a status after a cancel shows.
@Suite("HUD cancel")
struct HUDCancelTests {
  /// A HUD whose cancellable task `token` is fully on screen at 700 ms (shown at 500, faded in
  /// by 700, minimum show time until 1 000).
  func visibleCancellableTask(_ token: HUDToken) -> HUDState {
    var hud = HUDState()
    hud.reduce(.taskBegan(token, .spinner("Uploading").cancellable(), at: ms(0)))
    hud.reduce(.timerFired(at: ms(500)))
    hud.reduce(.frameShown(at: ms(700)))
    return hud
  }

  @Test func cancelPressedEndsTheTokenAtOnceAndLeavesWithoutTheMinimumShowTime() {
    let token = HUDToken(1)
    var hud = visibleCancellableTask(token)
    #expect(hud.phase == .visible(since: ms(700), minimumUntil: ms(1_000)))
    #expect(hud.cancellableToken == token)
    expectTransition(
      &hud, .cancelPressed(at: ms(750)),
      effects: [
        .cancelTask(token), .beginHideAnimation(duration: hud.timing.hideAnimation),
        .scheduleTimer(at: ms(950)),
      ]
    ) {
      $0.activeTokens = []
      $0.taskContents = [:]
      $0.scheduledTimer = ms(950)
      $0.phase = .hiding(since: ms(750))
      $0.fade = HUDFade(from: 1, to: 0, start: ms(750), duration: $0.timing.hideAnimation)
    }
    #expect(hud.cancellableToken == nil)
    // A second press finds no Cancel button: nothing happens.
    expectTransition(&hud, .cancelPressed(at: ms(760)), effects: [])
  }

  @Test func cancelEndsOnlyTheTaskWhoseButtonIsShown() {
    var hud = HUDState()
    let older = HUDToken(1)
    let newer = HUDToken(2)
    hud.reduce(.taskBegan(older, .spinner("Syncing"), at: ms(0)))
    hud.reduce(.taskBegan(newer, .progress(0.5, "Uploading").cancellable(), at: ms(0)))
    hud.reduce(.timerFired(at: ms(500)))
    hud.reduce(.frameShown(at: ms(700)))
    #expect(hud.cancellableToken == newer)
    // The older task takes the HUD back: its content, no Cancel button, still up.
    expectTransition(
      &hud, .cancelPressed(at: ms(800)),
      effects: [.displayedContentChanged(.spinner("Syncing")), .cancelTask(newer), .startSpinner]
    ) {
      $0.activeTokens = [older]
      $0.taskContents = [older: .spinner("Syncing")]
      $0.displayedContent = .spinner("Syncing")
      $0.displayedTask = older
      $0.spinnerStartedAt = ms(800)
    }
    #expect(hud.cancellableToken == nil && hud.isPresented)
  }

  @Test func aTaskCancelledDuringTheGracePeriodNeverShows() {
    var hud = HUDState()
    let token = HUDToken(1)
    hud.reduce(.taskBegan(token, .spinner("Loading").cancellable(), at: ms(0)))
    // No Cancel button is on screen yet: a press (Esc) does nothing.
    expectTransition(&hud, .cancelPressed(at: ms(100)), effects: [])
    // The owner cancels it: the token ends, the grace timer goes, nothing ever appears.
    expectTransition(
      &hud, .taskCancelled(token, at: ms(300)), effects: [.cancelTask(token), .cancelTimer]
    ) {
      $0.activeTokens = []
      $0.taskContents = [:]
      $0.phase = .hidden
      $0.scheduledTimer = nil
    }
    expectTransition(&hud, .timerFired(at: ms(5_000)), effects: [])
  }

  @Test func aStatusPostedAfterACancelShows() {
    let token = HUDToken(1)
    var hud = visibleCancellableTask(token)
    hud.reduce(.cancelPressed(at: ms(750)))
    let status = HUDContent.error("Upload cancelled")
    let effects = hud.reduce(.statusPosted(status, at: ms(760)))
    #expect(
      effects == [
        .displayedContentChanged(status), .beginShowAnimation(duration: hud.timing.showAnimation),
        .stopSpinner, .announce("Upload cancelled"), .playHaptic(.error),
        .scheduleTimer(at: ms(760).advanced(by: hud.timing.showAnimation)),
      ])
    #expect(hud.isPresented && hud.status?.content == status)
  }

  @Test func cancellingAnUnknownTokenChangesNothing() {
    let token = HUDToken(1)
    var hud = visibleCancellableTask(token)
    expectTransition(&hud, .taskCancelled(HUDToken(9), at: ms(800)), effects: [])
  }

  @Test func theCancelButtonTakesItsTouchesUnderEveryPolicy() throws {
    let token = HUDToken(1)
    var hud = visibleCancellableTask(token)
    hud.reduce(.touchPolicyChanged(.passesThrough, at: ms(710)))
    let layout = HUDLayout(
      content: .spinner("Uploading").cancellable(),
      container: Rect(x: 0, y: 0, width: 375, height: 667), measure: FixedAdvanceTextMeasurer())
    let button = try #require(layout.cancelButton)
    #expect(hud.blockedArea(layout: layout) == layout.box)
    #expect(hud.hitsCancelButton(at: button.center, layout: layout))
    #expect(!hud.hitsCancelButton(at: layout.box.origin, layout: layout))
    #expect(
      hud.cancelButtonAccessibilityElement(cancelTitle: "Cancel")
        == AccessibilityElement(role: .button, label: "Cancel"))
    hud.reduce(.cancelPressed(at: ms(750)))
    #expect(hud.blockedArea(layout: layout) == nil)
    #expect(hud.cancelButtonAccessibilityElement(cancelTitle: "Cancel") == nil)
  }
}
