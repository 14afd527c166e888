import ControlKitTestSupport
import Testing

@testable import ControlKit

/// The HUD's life, asserted as TCA's `TestStore` does: after each event, the exact effects and
/// the whole state (a field that moves without being named fails).
@Suite("HUD whole-state transitions")
struct HUDWholeStateTests {
  @Test func aSlowTaskShowsAfterTheGraceStaysTheMinimumAndFadesOut() {
    var hud = HUDState()
    let timing = hud.timing
    let token = HUDToken(1)
    let content = HUDContent.spinner("Saving")
    let showAt = ms(0).advanced(by: timing.gracePeriod)

    // The content is chosen at once (nothing shows yet); the grace period starts.
    expectTransition(
      &hud, .taskBegan(token, content, at: ms(0)),
      effects: [.displayedContentChanged(content), .scheduleTimer(at: showAt)]
    ) {
      $0.phase = .pendingGrace(showAt: showAt)
      $0.activeTokens = [token]
      $0.taskContents = [token: content]
      $0.displayedContent = content
      $0.displayedTask = token
      $0.scheduledTimer = showAt
    }

    // The fade's end is the next deadline: it ends on the timer even if no frame is drawn.
    let minimumUntil = showAt.advanced(by: timing.minimumShown)
    let shown = showAt.advanced(by: timing.showAnimation)
    expectTransition(
      &hud, .timerFired(at: showAt),
      effects: [
        .beginShowAnimation(duration: timing.showAnimation), .startSpinner, .announce("Saving"),
        .scheduleTimer(at: shown),
      ]
    ) {
      $0.phase = .showing(since: showAt, minimumUntil: minimumUntil)
      $0.spinnerStartedAt = showAt
      $0.scheduledTimer = shown
      $0.fade = HUDFade(from: 0, to: 1, start: showAt, duration: timing.showAnimation)
    }

    expectTransition(&hud, .frameShown(at: shown), effects: [.shown, .cancelTimer]) {
      $0.phase = .visible(since: shown, minimumUntil: minimumUntil)
      $0.scheduledTimer = nil
      $0.fade = nil
    }

    // The task ends before the minimum show time: the HUD stays until then.
    let ended = shown.advanced(by: .milliseconds(10))
    expectTransition(
      &hud, .taskEnded(token, at: ended), effects: [.scheduleTimer(at: minimumUntil)]
    ) {
      $0.activeTokens = []
      $0.taskContents = [:]
      $0.scheduledTimer = minimumUntil
    }

    // At the minimum the fade-out starts; when it ends, the HUD is hidden and idle.
    let gone = minimumUntil.advanced(by: timing.hideAnimation)
    expectTransition(
      &hud, .timerFired(at: minimumUntil),
      effects: [.beginHideAnimation(duration: timing.hideAnimation), .scheduleTimer(at: gone)]
    ) {
      $0.phase = .hiding(since: minimumUntil)
      $0.scheduledTimer = gone
      $0.fade = HUDFade(from: 1, to: 0, start: minimumUntil, duration: timing.hideAnimation)
    }
    // The content stays (the reused HUD shows it again if the next task has the same), the
    // spinner stops.
    expectTransition(
      &hud, .frameShown(at: gone), effects: [.hidden, .stopSpinner, .cancelTimer]
    ) {
      $0.phase = .hidden
      $0.spinnerStartedAt = nil
      $0.scheduledTimer = nil
      $0.fade = nil
    }
  }
}
