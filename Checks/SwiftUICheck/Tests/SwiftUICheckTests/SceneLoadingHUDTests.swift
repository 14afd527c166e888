import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import ControlKitSwiftUI
@testable import ControlKitUIKit

/// A probe in a window of its own choosing (the stub's `UIView.window` is always nil).
final class WindowedProbeView: SceneHUDProbeView {
  var placedIn: UIWindow?
  override var window: UIWindow? { placedIn }

  /// Moves the probe to `window`, as UIKit does when SwiftUI lays the view out in it.
  func move(to window: UIWindow?) {
    placedIn = window
    didMoveToWindow()
  }
}

/// The scene HUD of `sceneLoadingHUD()` (issue 27).
///
/// The environment's action reaches the window scene's HUD, UIKit's `LoadingHUD.hud(for:)`, in
/// its own window above the scene's sheets and alerts. On the stubs, on a virtual clock.
@MainActor
@Suite("Scene loading HUD")
struct SceneLoadingHUDTests {
  /// Ends a scene as UIKit does, releasing its HUD.
  func disconnect(_ scene: UIWindowScene) {
    NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
  }

  @Test func theActionIsInstalledAtOnceAndShowsNothingBeforeTheViewIsInAWindow() async {
    let link = SceneHUDLink(touchPolicy: .blocksBox, host: VirtualHost())
    let action = LoadingHUDAction(source: link)
    #expect(action.isInstalled)
    #expect(action(.spinner("Saving")) == nil)
    // The operation still runs, and nothing is left behind.
    let result = await action.during("Saving") { 7 }
    #expect(result == 7)
    #expect(link.currentDriver == nil)
  }

  @Test func theProbeFindsItsScenesHUDAndTheActionShowsItInTheScenesWindow() throws {
    let scene = UIWindowScene()
    defer { disconnect(scene) }
    let host = VirtualHost()
    let link = SceneHUDLink(touchPolicy: .blocksAll, host: host)
    let probe = WindowedProbeView(link: link)
    #expect(probe.isHidden && !probe.isUserInteractionEnabled)
    probe.move(to: UIWindow(windowScene: scene))
    let hud = LoadingHUD.hud(for: scene)
    #expect(link.currentDriver === hud.driver)
    #expect(hud.touchPolicy == .blocksAll)
    let window = try #require(hud.windowForScene)
    #expect(window.isHidden)
    let action = LoadingHUDAction(source: link)
    let token = action(.spinner("Uploading").cancellable())
    host.advance(by: .seconds(1))
    // Above the scene's windows, sheets and alerts: the UIKit scene HUD's window shows it.
    #expect(!window.isHidden)
    #expect(window.windowLevel.rawValue > UIWindow.Level.alert.rawValue)
    #expect(hud.driver.state.cancellableToken == token)
    action.cancel(token)
    host.advance(by: .seconds(2))
    #expect(window.isHidden)
  }

  @Test func aSheetsViewAndTheRootShareTheScenesOneHUD() {
    let scene = UIWindowScene()
    defer { disconnect(scene) }
    let root = SceneHUDLink(touchPolicy: .blocksBox, host: VirtualHost())
    // A sheet's content inherits the root's environment (its action, so the root's link); a
    // second modifier inside the sheet finds the same scene, so the same HUD.
    let sheet = SceneHUDLink(touchPolicy: .blocksBox, host: VirtualHost())
    WindowedProbeView(link: root).move(to: UIWindow(windowScene: scene))
    WindowedProbeView(link: sheet).move(to: UIWindow(windowScene: scene))
    #expect(root.currentDriver != nil)
    #expect(root.currentDriver === sheet.currentDriver)
  }

  @Test func eachSceneHasItsOwnHUD() {
    let first = UIWindowScene()
    let second = UIWindowScene()
    defer {
      disconnect(first)
      disconnect(second)
    }
    let one = SceneHUDLink(touchPolicy: .blocksBox, host: VirtualHost())
    let other = SceneHUDLink(touchPolicy: .blocksBox, host: VirtualHost())
    WindowedProbeView(link: one).move(to: UIWindow(windowScene: first))
    WindowedProbeView(link: other).move(to: UIWindow(windowScene: second))
    #expect(one.currentDriver != nil && other.currentDriver != nil)
    #expect(one.currentDriver !== other.currentDriver)
  }

  @Test func leavingAWindowKeepsTheHUDAndMovingToAnotherScenesWindowFollowsIt() {
    let first = UIWindowScene()
    let second = UIWindowScene()
    defer {
      disconnect(first)
      disconnect(second)
    }
    let link = SceneHUDLink(touchPolicy: .blocksBox, host: VirtualHost())
    let probe = WindowedProbeView(link: link)
    probe.move(to: UIWindow(windowScene: first))
    let firstDriver = link.currentDriver
    probe.move(to: nil)
    #expect(link.currentDriver === firstDriver)
    probe.move(to: UIWindow(windowScene: second))
    #expect(link.currentDriver === LoadingHUD.hud(for: second).driver)
  }

  @Test func theTouchPolicyAndLanguageReachTheScenesHUD() {
    let scene = UIWindowScene()
    defer { disconnect(scene) }
    let link = SceneHUDLink(touchPolicy: .passesThrough, host: VirtualHost())
    link.language = .simplifiedChinese
    WindowedProbeView(link: link).move(to: UIWindow(windowScene: scene))
    let hud = LoadingHUD.hud(for: scene)
    #expect(hud.touchPolicy == .passesThrough)
    #expect(hud.language == .simplifiedChinese)
    #expect(hud.cancelButton.title(for: .normal) == ControlLanguage.simplifiedChinese.cancelTitle)
    link.touchPolicy = .blocksAll
    #expect(hud.touchPolicy == .blocksAll)
    link.language = .english
    #expect(hud.language == .english)
  }

  @Test func theScenesHUDGoesWithItsScene() {
    let scene = UIWindowScene()
    let link = SceneHUDLink(touchPolicy: .blocksBox, host: VirtualHost())
    WindowedProbeView(link: link).move(to: UIWindow(windowScene: scene))
    #expect(link.currentDriver != nil)
    disconnect(scene)
    // The scene's registry let go of its HUD; the link held it weakly.
    #expect(link.currentDriver == nil)
  }

  @Test func theAppsIndicatorViewIsHostedInTheScenesHUD() throws {
    let scene = UIWindowScene()
    defer { disconnect(scene) }
    let host = VirtualHost()
    let link = SceneHUDLink(touchPolicy: .blocksBox, host: host)
    WindowedProbeView(link: link).move(to: UIWindow(windowScene: scene))
    let hud = LoadingHUD.hud(for: scene)
    let action = LoadingHUDAction(source: link)
    let token = try #require(action("Syncing", cancellable: true) { Text("♪") })
    weak let controller = hud.appViews.view(of: token)?.owner as? UIHostingController<AnyView>
    #expect(controller?.sizingOptions.contains(.intrinsicContentSize) == true)
    // UIKit's HUD shows the hosting view as the app's own view, with its title and Cancel.
    #expect(hud.appViews.view(of: token)?.view === controller?.view)
    #expect(hud.driver.state.content(of: token)?.title == "Syncing")
    #expect(hud.driver.state.content(of: token)?.showsCancelButton == true)
    host.advance(by: .seconds(1))
    #expect(controller?.view.superview === hud.boxView)
    action.end(token)
    // Through the minimum show time and the fade the box still shows the view, so the HUD keeps
    // its controller; once the box is gone, both go.
    #expect(controller != nil)
    host.advance(by: .seconds(5))
    #expect(hud.driver.state.phase == .hidden)
    #expect(controller == nil)
  }
}
