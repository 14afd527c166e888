import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// The HUD rules `LoadingHUD` takes from the core instead of deciding them itself: the dimming
/// is the driver's presentation at every instant, the relayout decision and `setTitle` are the
/// driver's, and a followed `Progress` is the driver's one follower's, let go when its task ends.
@MainActor
@Suite("LoadingHUD core rules")
struct LoadingHUDCoreRulesTests {
  /// What the dimming view shows, as the alpha over the container: nothing while hidden, its
  /// colour's alpha (the palette's) times its own otherwise.
  func shownDimming(_ hud: LoadingHUD, _ style: UIUserInterfaceStyle) -> CGFloat {
    hud.dimmingView.isHidden
      ? 0 : components(hud.dimmingView.backgroundColor, style)[3] * hud.dimmingView.alpha
  }

  /// The dimming the core presents in the same palette.
  func presentedDimming(_ hud: LoadingHUD, _ theme: Theme) -> CGFloat {
    let palette = hud.style.boxStyle.palette(for: theme)
    return CGFloat(hud.driver.presentation.dimming(in: palette)?.alpha ?? 0)
  }

  @Test func theDimmingShownIsTheCoresAtEveryInstant() {
    let (hud, host) = makeHUD(.passesThrough)
    let paying = hud.begin(HUDContent.spinner("Paying").blocking(.blocksAll))
    var seen: [CGFloat] = []
    func check() {
      #expect(hud.dimmingView.alpha == CGFloat(hud.driver.presentation.dimmingOpacity))
      #expect(shownDimming(hud, .light) == presentedDimming(hud, .light))
      #expect(shownDimming(hud, .dark) == presentedDimming(hud, .dark))
      seen.append(hud.dimmingView.alpha)
    }
    check()
    host.advance(by: .milliseconds(600))  // the grace period, then part of the fade-in
    check()
    host.advance(by: .milliseconds(400))
    check()
    hud.end(paying)
    for _ in 0..<100 where !isHiding(hud.driver.state.phase) {
      host.advance(by: .milliseconds(10))
    }
    // Half way through the fade-out the task's own policy still dims, fading with the box.
    host.advance(by: .milliseconds(100))
    check()
    host.advance(by: .seconds(1))
    check()
    #expect(seen.count == 5 && seen[0] == 0 && seen[2] == 1 && seen[4] == 0)
    #expect(seen[1] > 0 && seen[1] < 1 && seen[3] > 0 && seen[3] < 1)
  }

  /// The box is laid out by the driver's rule (`HUDDriver.newLayout`): the layout shown is the
  /// one it gives for the HUD's inputs, a render with nothing changed lays nothing out, and the
  /// driver's `setTitle` or a language's Cancel title lays it out once more.
  @Test func theRelayoutDecisionAndSetTitleAreTheDrivers() throws {
    let (hud, host) = makeHUD()
    hud.begin(HUDContent.spinner("Saving").cancellable())
    host.advance(by: .seconds(1))
    let layout = try #require(hud.currentLayout)
    func driversLayout(replacing current: HUDLayout?) -> HUDLayout? {
      hud.driver.newLayout(
        replacing: current, container: Rect(hud.bounds), direction: .leftToRight,
        style: hud.style, measure: hud.measurer)
    }
    #expect(driversLayout(replacing: nil) == layout)
    #expect(driversLayout(replacing: layout) == nil)
    let passes = hud.layoutPassCount
    hud.render()
    #expect(hud.layoutPassCount == passes)
    hud.setTitle("Almost saved")
    #expect(hud.currentLayout?.content.title == "Almost saved")
    #expect(hud.currentLayout == driversLayout(replacing: nil))
    #expect(hud.layoutPassCount == passes + 1)
    hud.language = .german
    #expect(hud.currentLayout?.cancelTitle == "Abbrechen")
    #expect(hud.layoutPassCount == passes + 2)
  }

  @Test func followGoesThroughTheDriversFollowerWhichLetsTheProgressGo() throws {
    let (hud, host) = makeHUD()
    weak var released: Progress?
    do {
      let progress = Progress(totalUnitCount: 4)
      released = progress
      let token = hud.follow(progress)
      // The driver follows it, through the one adapter the Apple front-ends share.
      let source = try #require(hud.driver.followedSource(of: token) as? FoundationProgress)
      #expect(source.progress === progress && hud.driver.followedSourceCount == 1)
      progress.completedUnitCount = 1
      host.advance(by: .milliseconds(100))
      #expect(hud.coreState.content(of: token)?.progress == 0.25)
      progress.completedUnitCount = 4
    }
    host.advance(by: .milliseconds(100))
    // Finished: the task ended and the driver let the Progress go.
    #expect(hud.coreState.activeTokens.isEmpty && hud.driver.followedSourceCount == 0)
    #expect(released == nil)
  }

  @Test func aFollowedTaskEndedByTheAppLetsItsProgressGoAtOnce() {
    let (hud, _) = makeHUD()
    weak var released: Progress?
    do {
      let progress = Progress(totalUnitCount: 4)
      released = progress
      hud.end(hud.follow(progress))
    }
    #expect(hud.driver.followedSourceCount == 0 && released == nil)
  }
}

/// Whether `phase` is the fade-out.
func isHiding(_ phase: HUDPhase) -> Bool {
  if case .hiding = phase { true } else { false }
}
