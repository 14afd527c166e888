import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// A HUD that records the status haptics it plays instead of playing them.
final class HapticRecordingHUD: LoadingHUD {
  var played: [HUDHaptic] = []
  override func playStatusHaptic(_ haptic: HUDHaptic) { played.append(haptic) }
}

/// The scene HUD (issue 27), Cancel, status haptics and `Progress`, on the stubs.
///
/// One per `UIWindowScene` in its own window above alerts, never key,
/// hidden and touch-free when idle, VoiceOver confined only while it blocks, released when the
/// scene disconnects; Cancel, status haptics and `Progress`. On the stubs, on a virtual clock.
@MainActor
@Suite("Loading HUD: scenes, Cancel, haptics, Progress")
struct LoadingHUDSceneTests {
  /// The scene HUD of a new scene, its window 320 × 480, on a virtual clock.
  func sceneHUD(_ policy: HUDTouchPolicy = .blocksBox) throws -> (
    LoadingHUD, LoadingHUDWindow, UIWindowScene, VirtualHost
  ) {
    let scene = UIWindowScene()
    let host = VirtualHost()
    let hud = LoadingHUD.hud(for: scene, language: .english, host: host)
    hud.touchPolicy = policy
    let window = try #require(hud.windowForScene as? LoadingHUDWindow)
    window.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    hud.bounds = window.bounds
    hud.layoutSubviews()
    return (hud, window, scene, host)
  }

  @Test func aSceneHasOneHUDInItsOwnWindowAboveAlertsThatNeverBecomesKey() throws {
    let (hud, window, scene, _) = try sceneHUD()
    #expect(LoadingHUD.hud(for: scene) === hud)
    #expect(LoadingHUD.hud(for: UIWindowScene()) !== hud)
    #expect(window.windowScene === scene && window.hud === hud)
    #expect(window.windowLevel.rawValue > UIWindow.Level.alert.rawValue)
    // Above the app's windows, where sheets and presented controllers live.
    #expect(window.windowLevel.rawValue > UIWindow(windowScene: scene).windowLevel.rawValue)
    #expect(!window.canBecomeKey)
  }

  @Test func theWindowIsHiddenAndTouchFreeWhileIdleAndShownOnlyWithTheHUD() throws {
    let (hud, window, _, host) = try sceneHUD()
    let centre = CGPoint(x: 160, y: 240)
    #expect(window.isHidden && !window.point(inside: centre, with: nil))
    let token = hud.begin(.spinner("Uploading"))
    host.advance(by: .milliseconds(499))
    #expect(window.isHidden)  // the grace period: nothing on screen
    host.advance(by: .milliseconds(501))
    #expect(!window.isHidden)
    // Only the box blocks (`.blocksBox`): a corner's touch goes to the windows below.
    #expect(window.point(inside: centre, with: nil))
    #expect(!window.point(inside: CGPoint(x: 2, y: 2), with: nil))
    hud.end(token)
    host.advance(by: .seconds(2))
    #expect(window.isHidden && !window.point(inside: centre, with: nil))
  }

  @Test func voiceOverIsConfinedToTheHUDOnlyWhileItBlocksEverything() throws {
    let (hud, _, _, host) = try sceneHUD(.blocksAll)
    #expect(!hud.accessibilityViewIsModal)
    let token = hud.begin(.spinner("Saving"))
    host.advance(by: .seconds(1))
    #expect(hud.accessibilityViewIsModal)
    hud.touchPolicy = .blocksBox
    #expect(!hud.accessibilityViewIsModal)
    hud.touchPolicy = .blocksAll
    hud.end(token)
    host.advance(by: .seconds(2))
    #expect(!hud.accessibilityViewIsModal)
  }

  @Test func theSceneDisconnectingReleasesItsHUDAndWindow() throws {
    let (hud, window, scene, _) = try sceneHUD()
    NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
    #expect(hud.windowForScene == nil && window.windowScene == nil && window.isHidden)
    #expect(LoadingHUD.hud(for: scene) !== hud)
  }

  @Test func cancelShowsAButtonAndTheEscapeGestureCancelsTheTaskDuringRuns() async throws {
    let (hud, _, _, host) = try sceneHUD()
    #expect(hud.cancelButton.isHidden)
    #expect(!hud.accessibilityPerformEscape())  // nothing to cancel
    await #expect(throws: CancellationError.self) {
      try await hud.during(.progress(0.5, "Uploading").cancellable()) {
        host.advance(by: .seconds(1))
        #expect(!hud.cancelButton.isHidden)
        #expect(hud.cancelButton.title(for: .normal) == "Cancel")
        let button = try #require(hud.currentLayout?.cancelButton)
        #expect(hud.cancelButton.frame.width == CGFloat(button.width))
        // VoiceOver reaches the button: the box is a container, its title says what it would.
        #expect(!hud.boxView.isAccessibilityElement)
        #expect(hud.titleLabel.isAccessibilityElement)
        #expect(hud.titleLabel.accessibilityLabel == hud.coreState.accessibilityElement?.label)
        #expect(hud.titleLabel.accessibilityValue == hud.coreState.accessibilityElement?.value)
        #expect(hud.cancelButton.accessibilityLabel == "Cancel")
        #expect(hud.accessibilityPerformEscape())
        try Task.checkCancellation()
      }
    }
    #expect(hud.cancelButton.isHidden && hud.coreState.activeTokens.isEmpty)
    // Without a Cancel button the box is one element again.
    #expect(!hud.titleLabel.isAccessibilityElement)
  }

  @Test func successAndErrorStatusesPlayNotificationHapticsOffWithOneSwitch() {
    let host = VirtualHost()
    let hud = HapticRecordingHUD(language: .english, host: host)
    hud.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    hud.post(.success("Saved"))
    host.advance(by: .seconds(10))
    hud.post(.info("Offline"))
    host.advance(by: .seconds(10))
    hud.post(.error("Failed"))
    host.advance(by: .seconds(10))
    hud.playsStatusHaptics = false
    hud.post(.error("Failed again"))
    #expect(hud.played == [.success, .error])
  }

  @Test func aFollowedProgressDrivesItsTaskAndCancellingTheHUDCancelsIt() throws {
    let (hud, _, _, host) = try sceneHUD()
    let progress = Progress(totalUnitCount: 10)
    let token = hud.follow(progress)
    progress.completedUnitCount = 4
    #expect(hud.coreState.content(of: token)?.progress == 0)
    host.advance(by: .milliseconds(100))  // the core's sampling interval, on the host's clock
    let content = try #require(hud.coreState.content(of: token))
    #expect(content.progress == 0.4 && content.showsCancelButton)
    #expect(content.title == (progress.localizedDescription ?? ""))
    host.advance(by: .seconds(1))
    #expect(hud.accessibilityPerformEscape())
    #expect(progress.isCancelled && hud.coreState.activeTokens.isEmpty)
  }

  /// `during(progress:)`, as SwiftUI's action has it: Cancel cancels both the `Progress` and the
  /// operation's `Task`, and the HUD's task ends with the operation.
  @Test func duringProgressCancelsBothTheProgressAndTheTask() async throws {
    let (hud, host) = makeHUD()
    let progress = Progress(totalUnitCount: 10)
    var sawCancellation = false
    let work = Task { @MainActor in
      try await hud.during(progress: progress) { @MainActor () async throws -> Int in
        progress.completedUnitCount = 3
        do {
          try await Task.sleep(for: .seconds(3_600))
        } catch {
          sawCancellation = error is CancellationError
          throw error
        }
        return 1
      }
    }
    // Let the operation start, then show the HUD on the virtual clock and press Cancel.
    for _ in 0..<1_000 where progress.completedUnitCount == 0 { await Task.yield() }
    host.advance(by: .seconds(1))
    #expect(hud.coreState.isPresented && hud.coreState.cancellableToken != nil)
    #expect(hud.accessibilityPerformEscape())
    // Cancel cancelled the Progress at once, and the operation's Task, which sees it.
    for _ in 0..<1_000 where !sawCancellation { await Task.yield() }
    #expect(progress.isCancelled && sawCancellation)
    #expect(hud.coreState.activeTokens.isEmpty)
    work.cancel()  // never left running, whatever happened above
    await #expect(throws: CancellationError.self) { try await work.value }
  }

  @Test func duringProgressEndsItsTaskWithTheOperation() async throws {
    let (hud, _) = makeHUD()
    let progress = Progress(totalUnitCount: 2)
    let value = try await hud.during(progress: progress, content: .progress(0, "Syncing")) {
      progress.completedUnitCount = 1
      return 42
    }
    #expect(value == 42 && hud.coreState.activeTokens.isEmpty && !progress.isCancelled)
  }

  @Test func aFinishedOrCancelledProgressEndsItsTaskAndAnAppTitleStays() throws {
    let (hud, _, _, host) = try sceneHUD()
    let upload = Progress(totalUnitCount: 2)
    let download = Progress(totalUnitCount: 2)
    let uploading = hud.follow(upload, content: .progress(0, "Uploading"))
    let downloading = hud.follow(download)
    upload.completedUnitCount = 1
    host.advance(by: .milliseconds(100))
    #expect(hud.coreState.content(of: uploading) == .progress(0.5, "Uploading"))
    upload.completedUnitCount = 2
    download.cancel()
    host.advance(by: .milliseconds(100))
    #expect(hud.coreState.content(of: uploading) == nil)
    #expect(hud.coreState.content(of: downloading) == nil)
    // No followed task is left: the core stops asking for samples.
    #expect(hud.coreState.nextSampleAt == nil)
  }
}
