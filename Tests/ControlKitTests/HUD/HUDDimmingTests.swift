import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// The HUD's one dimming rule, which every front-end draws.
///
/// ``HUDPresentation/dimmingOpacity`` is the box's opacity while the touch policy in force blocks
/// every touch, through the fade-in, at rest and through the fade-out; nothing otherwise. Each
/// step states the whole state; the presentation is read from the driver at rest and from the
/// asserted state at instants inside each fade.
@MainActor
@Suite("HUD dimming")
struct HUDDimmingTests {
  let fade = Duration.milliseconds(200)

  /// A store over a driver that shows at once, with the platform's spinner (no frames at rest,
  /// so each fade's frames are counted exactly), blocking what `touchPolicy` says by default.
  func store(touchPolicy: HUDTouchPolicy) -> DriverTestStore<HUDDriver> {
    let host = VirtualHost()
    return DriverTestStore(
      HUDDriver(
        timing: HUDTiming(gracePeriod: .zero), touchPolicy: touchPolicy,
        spinnerSource: .platform, host: host),
      host: host)
  }

  /// The presentation of a HUD at `opacity` (a fade's instant, or at rest) that dims by `dims`.
  func presented(_ opacity: Double, dims: Bool) -> HUDPresentation {
    HUDPresentation(opacity: opacity, spinnerPhase: nil, dimmingOpacity: dims ? opacity : 0)
  }

  /// Shows `content` as task 1 at once, fades it in, ends it at 300 ms, held to 500 ms, then
  /// steps to 600 ms, half way through the fade-out; checks the presentation at every stage
  /// against `dims`, then finishes the fade-out.
  func showAndFadeOut(_ content: HUDContent, on store: DriverTestStore<HUDDriver>, dims: Bool) {
    let token = store.beginShowingAtOnce(content, as: HUDToken(1), announcing: content.title)
    #expect(store.driver.presentation == presented(0, dims: dims), "nothing on screen yet")
    // The fade-in, at a quarter and half way.
    #expect(store.state.presentation(at: ms(50)) == presented(0.25, dims: dims))
    #expect(store.state.presentation(at: ms(100)) == presented(0.5, dims: dims))
    store.finishFadeIn(after: .milliseconds(300))
    #expect(store.driver.presentation == presented(1, dims: dims), "at rest")
    store.endLastTask(token, holdingUntil: ms(500))
    #expect(store.driver.presentation == presented(1, dims: dims), "held to the minimum time")
    store.advance(by: .milliseconds(300), changes: DriverTestStore.fadingOut(at: ms(500)))
    store.receive(.beginHideAnimation(duration: fade), .scheduleTimer(at: ms(700)))
    store.receiveCalls(
      [.frameTicks(true), .scheduleTimer(at: ms(700)), .render] + VirtualHostCall.renders(5))
    // The fade-out, half way and at three quarters, and on the driver as last rendered.
    #expect(store.state.presentation(at: ms(600)) == presented(0.5, dims: dims))
    #expect(store.state.presentation(at: ms(650)) == presented(0.25, dims: dims))
    let fading = store.driver.presentation
    #expect(fading.opacity > 0 && fading.opacity < 1)
    #expect(fading == presented(fading.opacity, dims: dims))
    store.finishFadeOut(presentation: presented(0, dims: dims), frames: 6)
    store.finish()
  }

  @Test func aTaskThatBlocksEverythingDimsWithItsBoxInAndOut() {
    // The task's own policy stays with its content through the minimum time and the fade-out.
    showAndFadeOut(
      HUDContent.spinner("Paying").blocking(.blocksAll),
      on: store(touchPolicy: .passesThrough), dims: true)
  }

  @Test func theHUDsOwnBlocksAllDimsATaskWithoutAPolicy() {
    showAndFadeOut(.spinner("Saving"), on: store(touchPolicy: .blocksAll), dims: true)
  }

  @Test(arguments: [HUDTouchPolicy.blocksBox, .passesThrough])
  func nothingIsDimmedWhenNoPolicyBlocksEverything(policy: HUDTouchPolicy) {
    showAndFadeOut(.spinner("Reading"), on: store(touchPolicy: policy), dims: false)
  }

  @Test func aTasksBlocksAllOverTheHUDsLooserOneDimsOnlyWhileItRuns() {
    let store = store(touchPolicy: .blocksBox)
    let reading = HUDContent.spinner("Reading")
    let paying = HUDContent.spinner("Paying").blocking(.blocksAll)
    store.beginShowingAtOnce(reading, as: HUDToken(1), announcing: "Reading")
    store.finishFadeIn(after: .milliseconds(300))
    #expect(store.driver.presentation == presented(1, dims: false))
    let second = store.beginAlongside(paying, as: HUDToken(2))
    #expect(store.driver.presentation == presented(1, dims: true))
    store.send({ $0.end(second) }) {
      $0.activeTokens = [HUDToken(1)]
      $0.taskContents[HUDToken(2)] = nil
      $0.displayedContent = reading
      $0.displayedTask = HUDToken(1)
    }
    store.receive(.displayedContentChanged(reading))
    store.receiveCalls(.render)
    #expect(store.driver.presentation == presented(1, dims: false), "the box stays, undimmed")
  }

  @Test func aStatusPostedDimsByItsOwnPolicy() {
    let store = store(touchPolicy: .passesThrough)
    let paid = HUDContent.success("Paid").blocking(.blocksAll)
    store.send({ $0.post(paid) }) {
      $0.phase = .showing(since: ms(0), minimumUntil: ms(500))
      $0.status = HUDPostedStatus(content: paid, until: ms(1_500))
      $0.displayedContent = paid
      $0.fade = HUDFade(from: 0, to: 1, start: ms(0), duration: fade)
      $0.scheduledTimer = ms(200)
    }
    store.receive(
      .displayedContentChanged(paid), .beginShowAnimation(duration: fade), .announce("Paid"),
      .playHaptic(.success), .scheduleTimer(at: ms(200)))
    store.receiveCalls(.frameTicks(true), .announce("Paid"), .scheduleTimer(at: ms(200)), .render)
    #expect(store.state.presentation(at: ms(100)) == presented(0.5, dims: true))
    // Read for 1.5 s, then half way through its fade-out: the status is over, its content (and
    // its own policy) stays on screen with the box.
    store.advance(by: .milliseconds(1_600)) {
      $0.phase = .hiding(since: ms(1_500))
      $0.status = nil
      $0.fade = HUDFade(from: 1, to: 0, start: ms(1_500), duration: fade)
      $0.scheduledTimer = ms(1_700)
    }
    store.receive(
      .shown, .scheduleTimer(at: ms(1_500)), .beginHideAnimation(duration: fade),
      .scheduleTimer(at: ms(1_700)))
    store.receiveCalls(
      VirtualHostCall.renders(11)
        + [.frameTicks(false), .scheduleTimer(at: ms(1_500)), .render]
        + [.frameTicks(true), .scheduleTimer(at: ms(1_700)), .render]
        + VirtualHostCall.renders(5))
    #expect(store.state.presentation(at: ms(1_600)) == presented(0.5, dims: true))
    let fading = store.driver.presentation
    #expect(fading.opacity > 0 && fading == presented(fading.opacity, dims: true))
    store.finishFadeOut(presentation: presented(0, dims: true), frames: 6, spins: false)
    store.finish()
  }

  @Test func aStatusOfNoPolicyOfItsOwnDimsNothingOnALooserHUD() {
    let store = store(touchPolicy: .passesThrough)
    store.postAndFadeOut(.success("Saved"), at: 0, haptic: .success)
    // The state the post made, read half way through its fade-in and its fade-out.
    var state = HUDState(
      timing: HUDTiming(gracePeriod: .zero), touchPolicy: .passesThrough, spinnerSource: .platform)
    _ = state.reduce(.statusPosted(.success("Saved"), at: ms(0)))
    #expect(state.presentation(at: ms(100)) == presented(0.5, dims: false))
    store.finish()
  }

  @Test func theDimmingIsThePalettesColourAtTheDimmingOpacity() {
    let palette = HUDPalette.standard(for: .light)
    let half = HUDPresentation(opacity: 0.5, spinnerPhase: nil, dimmingOpacity: 0.5)
    #expect(half.dimming(in: palette) == palette.dimming.withAlpha(palette.dimming.alpha * 0.5))
    #expect(HUDPresentation(opacity: 1, spinnerPhase: nil).dimming(in: palette) == nil)
  }
}
