import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import ControlKitSwiftUI
@testable import ControlKitUIKit

/// SwiftUI's HUD action at parity with UIKit's `LoadingHUD` (issue 36, item 8).
///
/// `begin` returning a token, `update(_:to:)`, `setTitle`, `end`, `follow(_:)` for a Foundation
/// `Progress`, and `during(progress:)`, whose Cancel cancels both the `Progress` and the `Task`;
/// `sceneLoadingHUD(timing:touchPolicy:)` and the style reaching the scene's HUD. On a virtual
/// clock: the core asks for each `Progress` sample on it.
@MainActor
@Suite("Loading HUD action parity")
struct LoadingHUDActionParityTests {
  /// A container's model and its action, on a virtual clock.
  func container(touchPolicy: HUDTouchPolicy = .blocksBox) -> (
    HUDModel, LoadingHUDAction, VirtualHost
  ) {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: touchPolicy, host: host)
    return (model, LoadingHUDAction(source: model), host)
  }

  @Test func beginUpdateSetTitleAndEndAreUIKitsCalls() throws {
    let (model, hud, host) = container()
    let first = try #require(hud.begin(.spinner("Loading")))
    let upload = try #require(hud.begin(.progress(0, "Uploading", style: .bar)))
    #expect(first != upload)
    hud.update(
      upload, to: HUDContent.progress(0.5, "Uploading", style: .bar).detailed("5 of 10"))
    #expect(model.driver.state.content(of: upload)?.details == "5 of 10")
    // setTitle changes the newest task's title and keeps the rest of its content.
    hud.setTitle("Almost there")
    let content = try #require(model.driver.state.content(of: upload))
    #expect(content.title == "Almost there")
    #expect(
      content.progress == 0.5 && content.progressStyle == .bar && content.details == "5 of 10")
    #expect(model.driver.state.content(of: first)?.title == "Loading")
    hud.end(upload)
    hud.end(first)
    host.advance(by: .seconds(2))
    #expect(model.driver.state.activeTokens.isEmpty && model.driver.state.phase == .hidden)
    // Outside a container: nothing, and no token.
    #expect(LoadingHUDAction.inert.begin(.spinner()) == nil)
    LoadingHUDAction.inert.setTitle("Nobody")
  }

  @Test func followShowsTheProgressUntilItFinishes() throws {
    let (model, hud, host) = container()
    let progress = Progress(totalUnitCount: 10)
    let token = try #require(hud.follow(progress, content: .progress(0, "Uploading")))
    #expect(model.driver.state.content(of: token)?.progress == 0)
    progress.completedUnitCount = 4
    // Nothing polls: the fraction arrives at the core's next sample, on its clock.
    #expect(model.driver.state.content(of: token)?.progress == 0)
    host.advance(by: HUDTiming.defaultProgressSampling)
    #expect(model.driver.state.content(of: token)?.progress == 0.4)
    #expect(model.driver.state.content(of: token)?.title == "Uploading")
    progress.completedUnitCount = 10
    host.advance(by: HUDTiming.defaultProgressSampling)
    #expect(model.driver.state.content(of: token) == nil)
    #expect(model.driver.followedSourceCount == 0)
  }

  @Test func followIsCancellableByDefaultAndCancelCancelsTheProgress() throws {
    let (model, hud, host) = container()
    let progress = Progress(totalUnitCount: 10)
    let token = try #require(hud.follow(progress))
    #expect(model.driver.state.content(of: token)?.showsCancelButton == true)
    host.advance(by: .seconds(1))
    #expect(model.driver.state.cancellableToken == token)
    #expect(model.driver.cancelPressed())
    #expect(progress.isCancelled)
    #expect(model.driver.state.content(of: token) == nil)
  }

  @Test func aProgressCancelledElsewhereEndsItsTask() throws {
    let (model, hud, host) = container()
    let progress = Progress(totalUnitCount: 10)
    let token = try #require(hud.follow(progress))
    progress.cancel()
    host.advance(by: HUDTiming.defaultProgressSampling)
    #expect(model.driver.state.content(of: token) == nil)
  }

  @Test func duringProgressCancelsBothTheProgressAndTheTask() async {
    let (model, hud, host) = container()
    let progress = Progress(totalUnitCount: 4)
    await #expect(throws: CancellationError.self) {
      try await hud.during(progress: progress) {
        host.advance(by: .seconds(1))
        progress.completedUnitCount = 1
        host.advance(by: HUDTiming.defaultProgressSampling)
        #expect(model.driver.state.displayedContent?.progress == 0.25)
        #expect(model.driver.cancelPressed())
        // Cancel cancelled this Task at once: work that checks stops here.
        try Task.checkCancellation()
      }
    }
    #expect(progress.isCancelled)
    #expect(model.driver.state.activeTokens.isEmpty)
  }

  @Test func duringProgressEndsWithItsOperation() async throws {
    let (model, hud, host) = container()
    let progress = Progress(totalUnitCount: 2)
    let result = try await hud.during(
      progress: progress, content: .progress(0, "Importing", style: .pie)
    ) {
      progress.completedUnitCount = 1
      host.advance(by: .seconds(1))
      #expect(model.driver.state.displayedContent?.progressStyle == .pie)
      #expect(model.driver.state.displayedContent?.title == "Importing")
      return 42
    }
    #expect(result == 42)
    #expect(model.driver.state.activeTokens.isEmpty)
    #expect(!progress.isCancelled)
    // Gone with its task, at once: the driver's follower lets it go when its task ends.
    #expect(model.driver.followedSourceCount == 0)
    host.advance(by: .seconds(2))
    #expect(model.driver.state.phase == .hidden)
    // Outside a container the operation just runs.
    let alone = try await LoadingHUDAction.inert.during(progress: Progress(totalUnitCount: 1)) { 7 }
    #expect(alone == 7)
  }

  /// `follow` goes through the driver's one follower, nothing chained onto its `onEffect`: the
  /// driver holds the `Progress` while its task runs and lets it go when the task ends.
  @Test(arguments: [true, false])
  func followGoesThroughTheDriversFollowerWhichLetsTheProgressGo(bareDriver: Bool) throws {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    let driver = bareDriver ? HUDDriver(host: host) : model.driver
    let hud = bareDriver ? LoadingHUDAction(driver) : LoadingHUDAction(source: model)
    weak var released: Progress?
    do {
      let progress = Progress(totalUnitCount: 2)
      released = progress
      let token = try #require(hud.follow(progress))
      #expect(driver.followedSourceCount == 1)
      progress.completedUnitCount = 1
      #expect(driver.followedSource(of: token)?.fractionCompleted == 0.5)
      progress.completedUnitCount = 2
    }
    host.advance(by: HUDTiming.defaultProgressSampling)
    #expect(driver.state.activeTokens.isEmpty && driver.followedSourceCount == 0)
    #expect(released == nil)
    // Ended by the app: let go at once too.
    weak var second: Progress?
    do {
      let progress = Progress(totalUnitCount: 2)
      second = progress
      hud.end(hud.follow(progress))
    }
    #expect(driver.followedSourceCount == 0 && second == nil)
  }

  @Test func anActionOnABareDriverFollowsToo() throws {
    let host = VirtualHost()
    let driver = HUDDriver(host: host)
    var effects = 0
    driver.onEffect = { _ in effects += 1 }
    let hud = LoadingHUDAction(driver)
    let progress = Progress(totalUnitCount: 2)
    let token = try #require(hud.follow(progress, content: .progress(0, "Saving")))
    progress.completedUnitCount = 1
    host.advance(by: HUDTiming.defaultProgressSampling)
    #expect(driver.state.content(of: token)?.progress == 0.5)
    // The owner's own handler still hears every effect.
    #expect(effects > 0)
  }

  @Test func theSceneHUDTakesTheStyleAndFollowsUIKitsWay() throws {
    let scene = UIWindowScene()
    defer {
      NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
    }
    let host = VirtualHost()
    let timing = HUDTiming(animation: .zoom)
    let link = SceneHUDLink(timing: timing, touchPolicy: .blocksBox, host: host)
    #expect(link.timing == timing)
    var style = HUDStyle()
    style.placement = .bottom
    link.style = style
    let action = LoadingHUDAction(source: link)
    // Not in a window yet: nothing to follow.
    #expect(action.follow(Progress(totalUnitCount: 1)) == nil)
    let probe = WindowedProbeView(link: link)
    probe.move(to: UIWindow(windowScene: scene))
    let hud = LoadingHUD.hud(for: scene)
    // The link made the scene's HUD: with the modifier's timing, a zoom.
    #expect(hud.driver.state.timing == timing)
    #expect(hud.style == style)
    // A style set later reaches it too.
    style.isSquare = true
    link.style = style
    #expect(hud.style.isSquare)
    let progress = Progress(totalUnitCount: 4)
    let token = try #require(action.follow(progress))
    // The scene HUD's driver follows it: one follower, the core's.
    #expect(hud.driver.followedSource(of: token) != nil)
    progress.completedUnitCount = 2
    host.advance(by: HUDTiming.defaultProgressSampling)
    #expect(hud.driver.state.content(of: token)?.progress == 0.5)
    action.setTitle("Halfway")
    #expect(hud.driver.state.content(of: token)?.title == "Halfway")
  }
}
