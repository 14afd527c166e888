import ControlKit
import ControlKitTesting
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The SwiftUI mapping of the HUD: the environment's action onto the core's `HUDDriver` (whose
/// behaviour the core's tests cover on a virtual clock), and the state object that tells SwiftUI
/// to read the overlay again.
@MainActor
@Suite("Loading HUD action")
struct LoadingHUDActionTests {
  func make() -> (HUDDriver, VirtualHost) {
    let host = VirtualHost()
    return (HUDDriver(touchPolicy: .blocksAll, host: host), host)
  }

  @Test func theActionShowsTheHUDAroundAnAsyncTask() async {
    let (hud, host) = make()
    let action = LoadingHUDAction(hud)
    #expect(action.isInstalled)
    let result = await action.during("Saving…") {
      host.advance(by: .seconds(1))
      #expect(hud.state.phase.isOnScreen)
      return 42
    }
    #expect(result == 42)
    #expect(hud.state.activeTokens.isEmpty)
  }

  @Test func theActionEndsItsTaskWhenTheOperationThrows() async {
    struct Failure: Error {}
    let (hud, _) = make()
    let action = LoadingHUDAction(hud)
    await #expect(throws: Failure.self) {
      try await action.during("Saving…") { throw Failure() }
    }
    #expect(hud.state.activeTokens.isEmpty)
  }

  @Test func theActionMapsEachCallOntoTheDriver() {
    let (hud, host) = make()
    let action = LoadingHUDAction(hud)
    let token = action(.spinner("Uploading"))
    #expect(token == HUDToken(1))
    action.update(token, to: .progress(0.5, "Uploading"))
    #expect(hud.state.displayedContent == .progress(0.5, "Uploading"))
    action.end(token)
    action.post(.success("Saved"))
    #expect(hud.state.status != nil)
    action.dismiss(after: .milliseconds(100))
    host.advance(by: .seconds(5))
    #expect(hud.state.phase == .hidden)
  }

  @Test func anInertActionDoesNothing() {
    let action = LoadingHUDAction.inert
    #expect(!action.isInstalled)
    #expect(action(.spinner("Saving")) == nil)
  }

  @Test func theModelPublishesARevisionOnEveryRender() {
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox)
    let before = model.revision
    model.driver.begin(.spinner("Saving"))
    #expect(model.revision == before + 1)
    model.driver.invalidate()
  }

  @Test func aCancellableTaskIsCancelledByTheHUDsCancel() async {
    let (hud, host) = make()
    let action = LoadingHUDAction(hud)
    await #expect(throws: CancellationError.self) {
      try await action.during(.spinner("Uploading").cancellable()) {
        host.advance(by: .seconds(1))
        #expect(hud.cancelPressed())
        // Cancel cancelled this Task at once: work that checks stops here, with no clock read.
        try Task.checkCancellation()
      }
    }
    #expect(hud.state.activeTokens.isEmpty)
    // Outside a container the operation just runs.
    let result = try? await LoadingHUDAction.inert.during(.spinner().cancellable()) { 7 }
    #expect(result == 7)
  }

  @Test func theTitleFormRunsInItsOwnTaskThatCancelCancels() async {
    let (hud, host) = make()
    let action = LoadingHUDAction(hud)
    await #expect(throws: CancellationError.self) {
      try await action.during("Syncing", cancellable: true) {
        host.advance(by: .seconds(1))
        #expect(hud.state.displayedContent == HUDContent.spinner("Syncing").cancellable())
        #expect(hud.cancelPressed())
        // Cancel cancelled this Task at once: work that checks stops here, with no clock read.
        try Task.checkCancellation()
      }
    }
    #expect(hud.state.activeTokens.isEmpty)
    // Work that cannot throw sees the cancellation too, and its task ends with it.
    let sawCancel = await action.during("Counting", cancellable: true) {
      host.advance(by: .seconds(1))
      #expect(hud.cancelPressed())
      return Task.isCancelled
    }
    #expect(sawCancel)
    #expect(hud.state.activeTokens.isEmpty)
    // Without `cancellable` there is no Cancel button to press.
    let result = await action.during("Saving") {
      host.advance(by: .seconds(1))
      #expect(hud.state.cancellableToken == nil)
      #expect(!hud.cancelPressed())
      return 3
    }
    #expect(result == 3)
    // Outside a container the operation just runs.
    let plain = await LoadingHUDAction.inert.during("Saving", cancellable: true) { 4 }
    #expect(plain == 4)
  }

  @Test func theModelCountsTheStatusHapticsTheCoreAsksForByKind() {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    model.driver.post(.success("Saved"))
    host.advance(by: .seconds(5))
    #expect((model.successHaptics, model.errorHaptics) == (1, 0))
    model.driver.post(.error("Failed"))
    host.advance(by: .seconds(5))
    #expect((model.successHaptics, model.errorHaptics) == (1, 1))
    // Info plays none (the HIG: no system pattern means "information").
    model.driver.post(.info("Note"))
    host.advance(by: .seconds(5))
    #expect((model.successHaptics, model.errorHaptics) == (1, 1))
    // One switch turns them off.
    model.driver.playsStatusHaptics = false
    model.driver.post(.success("Saved"))
    host.advance(by: .seconds(5))
    #expect((model.successHaptics, model.errorHaptics) == (1, 1))
  }

  @Test func theAppsIndicatorViewTakesItsMeasuredSizeAndStaysUntilTheBoxHasGone() throws {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    let action = LoadingHUDAction(source: model)
    let token = try #require(action("Syncing", cancellable: true) { Text("♪") })
    // It starts at the indicator's standard side, until the overlay measures it.
    #expect(
      model.driver.state.content(of: token)
        == .custom(size: Size(width: 37, height: 37), "Syncing").cancellable())
    #expect(model.displayedToken == token)
    #expect(model.unmeasuredView(of: token) != nil)
    model.indicatorView(of: token, measured: CGSize(width: 60, height: 44))
    #expect(
      model.driver.state.content(of: token)
        == .custom(size: Size(width: 60, height: 44), "Syncing").cancellable())
    #expect(model.unmeasuredView(of: token) == nil)
    host.advance(by: .seconds(1))
    #expect(model.driver.state.displayedContent?.indicator == .custom(Size(width: 60, height: 44)))
    #expect(model.indicatorViews.view(of: token) != nil)
    #expect(model.shownIndicatorToken == token)
    // A status shows over it: no task's indicator is displayed then.
    model.driver.post(.info("Half way"))
    #expect(model.displayedToken == nil && model.shownIndicatorToken == nil)
    host.advance(by: .seconds(10))
    #expect(model.shownIndicatorToken == token)
    // The last task ends: through the minimum show time and the fade the box keeps showing it,
    // view included, as the core keeps the last content.
    action.end(token)
    #expect(model.driver.state.phase.isOnScreen)
    #expect(model.shownIndicatorToken == token && model.indicatorViews.view(of: token) != nil)
    host.advance(by: .seconds(10))
    #expect(!model.driver.state.phase.isOnScreen)
    #expect(model.shownIndicatorToken == nil && model.indicatorViews.isEmpty)
    // A late measurement of an ended task changes nothing.
    model.indicatorView(of: token, measured: CGSize(width: 10, height: 10))
    #expect(model.driver.state.content(of: token) == nil)
    // Nor does a late one of a task the app has given other content.
    let other = try #require(action("Copying") { Text("♫") })
    action.update(other, to: .progress(0.5, "Copying"))
    model.indicatorView(of: other, measured: CGSize(width: 10, height: 10))
    #expect(model.driver.state.content(of: other) == .progress(0.5, "Copying"))
    action.end(other)
  }

  @Test func theAppsIndicatorRunsAroundACancellableOperation() async throws {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    let action = LoadingHUDAction(source: model)
    await #expect(throws: CancellationError.self) {
      try await action.during("Syncing", cancellable: true) {
        host.advance(by: .seconds(1))
        #expect(model.driver.state.cancellableToken != nil)
        #expect(model.driver.cancelPressed())
        // Cancel cancelled this Task at once: work that checks stops here, with no clock read.
        try Task.checkCancellation()
      } indicator: {
        Text("♪")
      }
    }
    #expect(model.driver.state.activeTokens.isEmpty)
    // A bare driver has no view to draw it in: its task shows the spinner.
    let (hud, _) = make()
    let token = LoadingHUDAction(hud)("Syncing") { Text("♪") }
    #expect(hud.state.content(of: try #require(token)) == .spinner("Syncing"))
  }
}
