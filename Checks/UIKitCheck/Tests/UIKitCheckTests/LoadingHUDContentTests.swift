import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// An app's view that Auto Layout measures at `fitting` (the public override point).
final class FittingView: UIView {
  var fitting = CGSize(width: 60, height: 40)
  override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { fitting }
}

/// An app's view with an intrinsic content size and no constraints.
final class IntrinsicView: UIView {
  override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 20) }
}

/// An 80 × 40 point image at 2× (no initialiser of its own, so it inherits UIImage's, required
/// ones included, and compiles against the SDK too).
final class WideImage: UIImage {
  override var size: CGSize { CGSize(width: 80, height: 40) }
  override var scale: CGFloat { 2 }
}

/// A `Progress` whose `localizedDescription` a test sets (Apple's is settable; Linux
/// Foundation's is read-only, so the test overrides it both ways).
final class DescribedProgress: Progress, @unchecked Sendable {
  var text = ""
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  override var localizedDescription: String! {
    get { text }
    set { text = newValue ?? "" }
  }
}

/// The HUD's own content (issue 27), on the stubs and a virtual clock.
///
/// The app's view and image, a followed `Progress`'s title, and a language that changes after
/// the HUD was made.
@MainActor
@Suite("Loading HUD: the app's view and image, Progress titles, language")
struct LoadingHUDContentTests {
  /// The indicator's frame in the box's coordinates, from the core's layout on screen.
  func indicatorInBox(_ hud: LoadingHUD) throws -> CGRect {
    let layout = try #require(hud.currentLayout)
    let indicator = try #require(layout.indicator)
    return indicator.offsetBy(dx: -layout.box.minX, dy: -layout.box.minY).cgRect
  }

  @Test func anAppViewIsMeasuredAndPlacedWhereTheCoreLaysTheIndicator() throws {
    let (hud, host) = makeHUD()
    let animation = FittingView(frame: .zero)
    hud.begin(indicator: animation, title: "Exporting")
    #expect(
      hud.coreState.displayedContent == .custom(size: Size(width: 60, height: 40), "Exporting"))
    #expect(animation.superview == nil)  // the grace period: nothing on screen
    host.advance(by: .seconds(1))
    #expect(animation.superview === hud.boxView)
    #expect(animation.frame == (try indicatorInBox(hud)))
    #expect(animation.frame.size == CGSize(width: 60, height: 40))
    // The title stays under the view.
    #expect(hud.titleLabel.frame.minY >= animation.frame.maxY)
    #expect(hud.spinner.isHidden && hud.statusImageView.isHidden)
  }

  @Test func aViewWithoutConstraintsIsMeasuredByItsIntrinsicSizeThenItsBounds() {
    let (hud, _) = makeHUD()
    let intrinsic = hud.begin(indicator: IntrinsicView(frame: .zero))
    #expect(hud.coreState.content(of: intrinsic)?.indicator == .custom(Size(width: 30, height: 20)))
    let sizedByHand = UIView(frame: .zero)
    sizedByHand.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    let byHand = hud.begin(indicator: sizedByHand)
    #expect(hud.coreState.content(of: byHand)?.indicator == .custom(Size(width: 50, height: 50)))
    let given = hud.begin(indicator: FittingView(frame: .zero), size: CGSize(width: 24, height: 12))
    #expect(hud.coreState.content(of: given)?.indicator == .custom(Size(width: 24, height: 12)))
  }

  @Test func onlyTheTaskOnScreenShowsItsViewWhichLeavesTheBoxWhenItsTaskEnds() throws {
    let (hud, host) = makeHUD()
    let first = FittingView(frame: .zero)
    let second = FittingView(frame: .zero)
    second.fitting = CGSize(width: 80, height: 30)
    let firstToken = hud.begin(indicator: first, title: "Syncing")
    host.advance(by: .seconds(1))
    let secondToken = hud.begin(indicator: second, title: "Uploading")
    #expect(second.superview === hud.boxView && first.superview == nil)
    #expect(second.frame == (try indicatorInBox(hud)))
    hud.end(secondToken)
    #expect(second.superview == nil && first.superview === hud.boxView)
    #expect(first.frame.size == CGSize(width: 60, height: 40))
    // A status covers the task: its glyph is drawn, not the view.
    hud.post(.info("Offline"))
    #expect(first.superview == nil && !hudGlyphs(hud).isEmpty)
    host.advance(by: .seconds(10))
    #expect(first.superview === hud.boxView)
    // The last task ended: the box keeps its content, view included, until it has faded out.
    hud.end(firstToken)
    #expect(first.superview === hud.boxView)
    host.advance(by: .seconds(2))
    #expect(hud.boxView.isHidden && first.superview == nil)
    #expect(hud.appViews.isEmpty && hud.shownCustomView == nil)
  }

  @Test func theAppViewStaysAccessibleAsItselfInsideTheBox() {
    let (hud, host) = makeHUD()
    let animation = FittingView(frame: .zero)
    animation.isAccessibilityElement = true
    animation.accessibilityLabel = "Clouds drifting"
    let token = hud.begin(indicator: animation, title: "Uploading")
    host.advance(by: .seconds(1))
    // The box is a container: its title says what it would, the app's view speaks for itself.
    #expect(!hud.boxView.isAccessibilityElement)
    #expect(hud.titleLabel.isAccessibilityElement)
    #expect(hud.titleLabel.accessibilityLabel == "Uploading")
    #expect(animation.isAccessibilityElement && animation.accessibilityLabel == "Clouds drifting")
    hud.end(token)
    host.advance(by: .seconds(2))
    hud.post(.success("Uploaded"))
    #expect(hud.boxView.isAccessibilityElement && !hud.titleLabel.isAccessibilityElement)
  }

  @Test func duringWithAnAppViewRunsItsWorkAndCancelCancelsIt() async throws {
    let (hud, host) = makeHUD()
    let animation = FittingView(frame: .zero)
    let sum = await hud.during(indicator: animation, title: "Adding") { () async -> Int in
      host.advance(by: .seconds(1))
      #expect(animation.superview === hud.boxView && hud.cancelButton.isHidden)
      return 2 + 2
    }
    #expect(sum == 4 && hud.coreState.activeTokens.isEmpty)
    host.advance(by: .seconds(2))
    #expect(animation.superview == nil)
    await #expect(throws: CancellationError.self) {
      try await hud.during(indicator: animation, title: "Exporting", cancellable: true) {
        host.advance(by: .seconds(1))
        #expect(animation.superview === hud.boxView && !hud.cancelButton.isHidden)
        #expect(hud.accessibilityPerformEscape())
        try Task.checkCancellation()
      }
    }
    host.advance(by: .seconds(2))
    #expect(animation.superview == nil && hud.appViews.isEmpty)
  }

  @Test func anAppImageIsDrawnFittedInTheIndicator() throws {
    let (hud, host) = makeHUD()
    let badge = WideImage()
    let reference = hud.register(badge, as: "badge")
    #expect(reference == ImageReference(name: "badge", pixelSize: Size(width: 160, height: 80)))
    #expect(hud.images["badge"] === badge)
    let token = hud.begin(.image(reference, "Level up"))
    host.advance(by: .seconds(1))
    #expect(!hud.statusImageView.isHidden && hud.statusImageView.image === badge)
    #expect(hud.statusImageView.contentMode == .scaleAspectFit)
    let frame = try indicatorInBox(hud)
    #expect(hud.statusImageView.frame == frame && frame.width == 2 * frame.height)
    #expect(hud.spinner.isHidden)
    // A name nobody registered goes to `UIImage(named:)` (the stub answers every name, so what is
    // checked here is that the HUD asks, not what an asset catalog holds).
    hud.update(
      token, to: .image(ImageReference(name: "logo", pixelSize: Size(width: 8, height: 8))))
    #expect(hud.statusImageView.image != nil && hud.statusImageView.image !== badge)
    #expect(!hud.statusImageView.isHidden)
    hud.update(token, to: .spinner("Working"))
    #expect(hud.statusImageView.isHidden && !hud.spinner.isHidden)
  }

  @Test func aFollowedProgressTitleFollowsItsDescriptionUntilTheAppGivesOne() throws {
    let (hud, host) = makeHUD()
    let copy = DescribedProgress(totalUnitCount: 3)
    copy.localizedDescription = "Copying 1 of 3"
    let copying = hud.follow(copy)
    #expect(hud.coreState.content(of: copying)?.title == "Copying 1 of 3")
    copy.completedUnitCount = 1
    copy.localizedDescription = "Copying 2 of 3"
    host.advance(by: .milliseconds(100))
    #expect(hud.coreState.content(of: copying)?.title == "Copying 2 of 3")
    // The app's title, given at the start or set later, stays.
    let export = DescribedProgress(totalUnitCount: 2)
    export.localizedDescription = "1 of 2"
    let exporting = hud.follow(export, content: .progress(0, "Exporting"))
    export.localizedDescription = "2 of 2"
    host.advance(by: .milliseconds(100))
    #expect(hud.coreState.content(of: exporting)?.title == "Exporting")
    hud.update(copying, to: .progress(0.5, "Almost there"))
    copy.localizedDescription = "Copying 3 of 3"
    host.advance(by: .milliseconds(100))
    #expect(hud.coreState.content(of: copying)?.title == "Almost there")
  }

  @Test func theLanguageChangesAfterInitCancelAtOnceTheAnnouncementFromTheNextShow() throws {
    let (hud, host) = makeHUD()
    let token = hud.begin(.spinner().cancellable())
    host.advance(by: .seconds(1))
    #expect(hud.cancelButton.title(for: .normal) == "Cancel")
    #expect(hud.cancelButton.isAccessibilityElement)
    hud.language = .simplifiedChinese
    #expect(hud.language == .simplifiedChinese && hud.driver.language == .simplifiedChinese)
    #expect(hud.cancelButton.title(for: .normal) == "取消")
    #expect(hud.cancelButton.accessibilityLabel == "取消")
    #expect(hud.cancelButton.accessibilityLanguage == "zh-Hans")
    #expect(hud.currentLayout?.cancelTitle == "取消")
    // What is being said keeps its voice, the box read in it; the next show speaks the new one.
    #expect(hud.titleLabel.accessibilityLabel == "Loading")
    #expect(hud.boxView.accessibilityLanguage == "en")
    hud.end(token)
    host.advance(by: .seconds(2))
    #expect(!hud.cancelButton.isAccessibilityElement && hud.cancelButton.accessibilityLabel == nil)
    hud.begin(.spinner())
    host.advance(by: .seconds(1))
    #expect(host.announcements == ["Loading", "加载中"])
    #expect(hud.boxView.accessibilityLabel == "加载中")
    #expect(hud.boxView.accessibilityLanguage == "zh-Hans")
  }
}
