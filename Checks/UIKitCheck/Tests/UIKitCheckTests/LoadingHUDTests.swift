import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

/// A HUD whose window and safe area a test chooses (public overridable properties, as an app's
/// subclass could).
final class PlacedHUD: LoadingHUD {
  var testWindow: UIWindow? = UIWindow(frame: .zero)
  var insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  /// Where window coordinates sit in the HUD's (the HUD's origin in its window).
  var originInWindow = CGPoint(x: 0, y: 0)
  var traits = UITraitCollection(userInterfaceStyle: .light)
  var direction: UIUserInterfaceLayoutDirection = .leftToRight

  override var window: UIWindow? { testWindow }
  override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { direction }
  override var safeAreaInsets: UIEdgeInsets { insets }
  override var traitCollection: UITraitCollection { traits }
  override func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.offsetBy(dx: -originInWindow.x, dy: -originInWindow.y)
  }
}

/// The components of `color` resolved for `style`.
@MainActor
func components(_ color: UIColor?, _ style: UIUserInterfaceStyle) -> [CGFloat] {
  var red: CGFloat = -1
  var green: CGFloat = -1
  var blue: CGFloat = -1
  var alpha: CGFloat = -1
  _ = color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style))
    .getRed(&red, green: &green, blue: &blue, alpha: &alpha)
  return [red, green, blue, alpha]
}

/// The components of a core colour.
func components(_ rgba: RGBA) -> [CGFloat] {
  [CGFloat(rgba.red), CGFloat(rgba.green), CGFloat(rgba.blue), CGFloat(rgba.alpha)]
}

/// A 320 × 480 HUD on a virtual clock.
@MainActor
func makeHUD(_ policy: HUDTouchPolicy = .blocksBox) -> (PlacedHUD, VirtualHost) {
  let host = VirtualHost()
  let hud = PlacedHUD(touchPolicy: policy, language: .english, host: host)
  hud.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
  hud.layoutSubviews()
  return (hud, host)
}

@MainActor
@Suite("LoadingHUD")
struct LoadingHUDTests {
  /// One HUD per view, laid over it; never a singleton.
  @Test func eachViewGetsOneReusableHUD() {
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    page.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    let other = UIView(frame: .zero)
    let hud = LoadingHUD.hud(for: page, host: VirtualHost())
    #expect(LoadingHUD.hud(for: page) === hud)
    #expect(LoadingHUD.hud(for: other) !== hud)
    #expect(page.subviews.count == 1)
    #expect(hud.frame == page.bounds)
    #expect(hud.autoresizingMask == [.flexibleWidth, .flexibleHeight])
  }

  /// A task that ends within the 500 ms grace period never shows anything or speaks.
  @Test func aQuickTaskNeverShows() {
    let (hud, host) = makeHUD()
    let token = hud.begin(.spinner("Loading"))
    host.advance(by: .milliseconds(499))
    hud.end(token)
    host.advance(by: .seconds(2))
    #expect(hud.boxView.isHidden)
    #expect(!hud.spinner.isAnimating)
    #expect(host.announcements.isEmpty)
  }

  /// After the grace period the box fades in with a running spinner and one announcement; it
  /// stays for the minimum 500 ms even if the task ends at once, then fades out.
  @Test func aSlowTaskShowsForAtLeastTheMinimum() {
    let (hud, host) = makeHUD()
    let token = hud.begin(.spinner("正在处理中..."))
    host.advance(by: .milliseconds(500))
    #expect(!hud.boxView.isHidden)
    #expect(hud.spinner.isAnimating)
    #expect(hud.titleLabel.text == "正在处理中...")
    host.advance(by: .milliseconds(100))
    #expect(hud.boxView.alpha > 0 && hud.boxView.alpha < 1)
    host.advance(by: .milliseconds(150))
    #expect(hud.boxView.alpha == 1)
    hud.end(token)
    host.advance(by: .milliseconds(200))
    #expect(!hud.boxView.isHidden)
    host.advance(by: .milliseconds(500))
    #expect(hud.boxView.isHidden)
    #expect(!hud.spinner.isAnimating)
    #expect(host.announcements == ["正在处理中..."])
  }

  /// Concurrent tasks: the HUD stays until the last token ends; one announcement per show.
  @Test func tokensKeepTheHUDUntilTheLastTaskEnds() {
    let (hud, host) = makeHUD()
    let first = hud.begin(.spinner("Syncing"))
    let second = hud.begin(.spinner("Uploading"))
    host.advance(by: .seconds(1))
    hud.end(first)
    host.advance(by: .seconds(1))
    #expect(!hud.boxView.isHidden)
    hud.end(second)
    host.advance(by: .seconds(1))
    #expect(hud.boxView.isHidden)
    #expect(host.announcements.count == 1)
  }

  /// `setTitle` lays the box out again; the title may wrap to two lines, never more.
  @Test func setTitleReLaysOutWithAtMostTwoLines() {
    let (hud, host) = makeHUD()
    hud.begin(.spinner("Hi"))
    host.advance(by: .seconds(1))
    let narrow = hud.boxView.frame
    hud.setTitle("Preparing your photos for upload, this can take a while")
    #expect(hud.titleLabel.text == "Preparing your photos for upload, this can take a while")
    #expect(hud.boxView.frame.width > narrow.width)
    #expect(hud.titleLabel.numberOfLines == 2)
  }

  /// Statuses draw their glyph at once, stop the spinner and go after their reading time.
  @Test func aStatusShowsItsSymbolForItsReadingTime() {
    let (hud, host) = makeHUD()
    hud.post(.success("Saved"))
    #expect(!hud.boxView.isHidden)
    #expect(!hudGlyphs(hud).isEmpty && hud.statusImageView.isHidden)
    #expect(hud.spinner.isHidden)
    #expect(!hud.spinner.isAnimating)
    #expect(host.announcements == ["Saved"])
    host.advance(by: .seconds(6))
    #expect(hud.boxView.isHidden)
  }

  /// Progress draws the core's ring (track and arc) at the task's fraction.
  @Test func progressFillsTheRing() {
    let (hud, host) = makeHUD()
    let token = hud.begin(.progress(0.25, "Downloading"))
    host.advance(by: .seconds(1))
    func fraction() -> Double? {
      for case .progressRing(_, _, let fraction, _, _) in hudGlyphs(hud) { return fraction }
      return nil
    }
    #expect(fraction() == 0.25)
    #expect(hudGlyphDifference(hud) == nil)
    hud.update(token, to: .progress(0.5, "Downloading"))
    #expect(fraction() == 0.5)
    #expect(hud.boxView.accessibilityValue == "50%")
  }

  /// A delayed dismiss ends every task after the delay.
  @Test func dismissAfterADelay() {
    let (hud, host) = makeHUD()
    hud.begin(.spinner("Working"))
    host.advance(by: .seconds(1))
    hud.dismiss(after: .seconds(1))
    host.advance(by: .milliseconds(900))
    #expect(!hud.boxView.isHidden)
    host.advance(by: .seconds(1))
    #expect(hud.boxView.isHidden)
  }

  /// The spinner runs only while the HUD is in a window and not hidden.
  @Test func theSpinnerRunsOnlyInAWindowAndNotHidden() {
    let (hud, host) = makeHUD()
    hud.begin(.spinner("Loading"))
    host.advance(by: .seconds(1))
    #expect(hud.spinner.isAnimating)
    hud.isHidden = true
    #expect(!hud.spinner.isAnimating)
    hud.isHidden = false
    #expect(hud.spinner.isAnimating)
    hud.testWindow = nil
    hud.didMoveToWindow()
    #expect(!hud.spinner.isAnimating)
    #expect(hud.boxView.isHidden)
  }

  /// Touches: the box blocks (default), everything passes while hidden; `.blocksAll` takes the
  /// whole view, `.passesThrough` nothing.
  @Test func theTouchPolicyIsTheCores() {
    let (hud, host) = makeHUD()
    let centre = CGPoint(x: 160, y: 240)
    let corner = CGPoint(x: 5, y: 5)
    #expect(!hud.point(inside: centre, with: nil))
    hud.begin(.spinner("Loading"))
    host.advance(by: .seconds(1))
    #expect(hud.point(inside: centre, with: nil))
    #expect(!hud.point(inside: corner, with: nil))
    hud.touchPolicy = .blocksAll
    #expect(hud.point(inside: corner, with: nil))
    hud.touchPolicy = .passesThrough
    #expect(!hud.point(inside: centre, with: nil))
  }

  /// The box keeps to the safe area and clear of the keyboard.
  @Test func theBoxAvoidsTheSafeAreaAndTheKeyboard() {
    let (hud, host) = makeHUD()
    hud.begin(.spinner("Loading"))
    host.advance(by: .seconds(1))
    let centred = hud.boxView.frame
    hud.insets = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    hud.layoutSubviews()
    #expect(hud.boxView.frame.midY > centred.midY)
    hud.insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    hud.keyboardFrame = CGRect(x: 0, y: 200, width: 320, height: 280)
    hud.layoutSubviews()
    #expect(hud.boxView.frame.maxY <= 200)
  }

  /// `during` shows the HUD around the task and ends it however the task finishes.
  @Test func duringWrapsATask() async throws {
    let (hud, host) = makeHUD()
    let value = await hud.during(.spinner("Saving")) { () async -> Int in
      #expect(hud.coreState.activeTokens.count == 1)
      host.advance(by: .seconds(1))
      #expect(!hud.boxView.isHidden)
      return 42
    }
    #expect(value == 42)
    #expect(hud.coreState.activeTokens.isEmpty)
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      try await hud.during { () async throws -> Void in throw Failure() }
    }
    #expect(hud.coreState.activeTokens.isEmpty)
  }

  /// In a window the HUD follows the keyboard: a frame posted with
  /// `keyboardWillChangeFrameNotification` (in window coordinates, converted to the HUD's)
  /// moves the box above it, `keyboardWillHideNotification` puts it back, and out of a window
  /// the HUD stops listening.
  @Test func followsTheKeyboardWhileInAWindow() {
    let (hud, host) = makeHUD()
    hud.originInWindow = CGPoint(x: 0, y: 100)
    hud.didMoveToWindow()
    hud.begin(.spinner("Saving"))
    host.advance(by: .seconds(1))
    let centred = hud.boxView.frame
    let center = NotificationCenter.default
    // The keyboard covers window y 300…580, HUD y 200…480.
    let keyboard = CGRect(x: 0, y: 300, width: 320, height: 280)
    center.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
    #expect(hud.keyboardFrame == CGRect(x: 0, y: 200, width: 320, height: 280))
    #expect(hud.boxView.frame.maxY <= 200)
    #expect(hud.boxView.frame.minY < centred.minY)
    center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: nil)
    #expect(hud.keyboardFrame == nil)
    #expect(hud.boxView.frame == centred)
    hud.testWindow = nil
    hud.didMoveToWindow()
    center.post(
      name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
      userInfo: [UIResponder.keyboardFrameEndUserInfoKey: keyboard])
    #expect(hud.keyboardFrame == nil)
  }

  /// The box, title and spinner colours are dynamic: each resolves to the core's HUDPalette for
  /// the light and the dark appearance.
  @Test func coloursFollowDarkMode() {
    let (hud, _) = makeHUD()
    let light = HUDPalette.standard(for: .light)
    let dark = HUDPalette.standard(for: .dark)
    #expect(components(hud.boxView.backgroundColor, .light) == components(light.box))
    #expect(components(hud.boxView.backgroundColor, .dark) == components(dark.box))
    #expect(components(hud.titleLabel.textColor, .light) == components(light.foreground))
    #expect(components(hud.titleLabel.textColor, .dark) == components(dark.foreground))
    #expect(components(hud.spinner.color, .light) == components(light.foreground))
    #expect(components(hud.spinner.color, .dark) == components(dark.foreground))
  }

  /// A reused HUD comes back in front of views added over it since.
  @Test func aReusedHUDComesToTheFront() {
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let hud = LoadingHUD.hud(for: page, host: VirtualHost())
    let banner = UIView(frame: .zero)
    page.addSubview(banner)
    #expect(page.subviews.last === banner)
    #expect(LoadingHUD.hud(for: page) === hud)
    #expect(page.subviews.last === hud)
  }
}
