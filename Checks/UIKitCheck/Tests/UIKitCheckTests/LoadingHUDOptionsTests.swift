import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// A HUD whose Reduce Motion setting and window a test chooses; the setting is read by the
/// initialiser too.
final class MotionSettingHUD: LoadingHUD {
  var systemSetting: Bool
  var testWindow: UIWindow? = UIWindow(frame: .zero)

  init(reducing: Bool, host: VirtualHost) {
    systemSetting = reducing
    super.init(timing: HUDTiming(animation: .zoom), language: .english, host: host)
  }

  required init?(coder: NSCoder) { nil }

  override var systemReducesMotion: Bool { systemSetting }
  override var window: UIWindow? { testWindow }
}

/// Issue 36 on UIKit: the details line, bar and pie progress, box styles, the zoom and Reduce
/// Motion, per-task touch policy and the scene HUD's timing, drawn from the core's state.
@MainActor
@Suite("Loading HUD: placement, details, bar and pie, box styles, zoom, per-task touches")
struct LoadingHUDOptionsTests {
  /// The details line is read with the title ("title, details", the core's one label), by the
  /// box or, as a container with Cancel, by the title label; the details label is no element of
  /// its own, so VoiceOver does not read it twice.
  @Test func theDetailsAreReadWithTheTitle() {
    let (hud, host) = makeHUD()
    let token = hud.begin(.spinner("Uploading").detailed("3 of 10 photos"))
    host.advance(by: .seconds(1))
    #expect(hud.boxView.isAccessibilityElement)
    #expect(hud.boxView.accessibilityLabel == "Uploading, 3 of 10 photos")
    #expect(!hud.detailsLabel.isAccessibilityElement)
    #expect(hud.detailsLabel.text == "3 of 10 photos" && !hud.detailsLabel.isHidden)
    hud.update(token, to: HUDContent.spinner("Uploading").detailed("4 of 10 photos").cancellable())
    #expect(!hud.boxView.isAccessibilityElement)
    #expect(hud.titleLabel.accessibilityLabel == "Uploading, 4 of 10 photos")
    #expect(hud.detailsLabel.text == "4 of 10 photos")
    hud.update(token, to: .spinner("Uploading"))
    #expect(hud.detailsLabel.isHidden && hud.detailsLabel.text == nil)
  }

  /// A bar and a pie say their percentage, as the ring does; updating the fraction fills the bar
  /// further (from the leading edge) and sweeps the pie further.
  @Test(arguments: HUDProgressStyle.allCases)
  func everyProgressStyleSaysItsPercentageAndFollowsTheFraction(_ style: HUDProgressStyle) {
    let (hud, host) = makeHUD()
    let token = hud.begin(.progress(0.42, "Uploading", style: style))
    host.advance(by: .seconds(1))
    #expect(hud.boxView.accessibilityValue == "42%")
    let barWidth = barFill(hud)?.width ?? 0
    hud.update(token, to: .progress(0.84, "Uploading", style: style))
    #expect(hud.boxView.accessibilityValue == "84%")
    #expect(hudGlyphDifference(hud) == nil)
    let glyphs = hudGlyphs(hud)
    switch style {
    case .ring:
      #expect(
        glyphs.count == 1
          && glyphs.allSatisfy {
            if case .progressRing(_, _, let fraction, _, _) = $0 { return fraction == 0.84 }
            return false
          })
    case .bar:
      let outline = try? #require(hud.currentLayout?.indicator)
      let fill = barFill(hud)
      let track = (outline?.width ?? 0) - 4
      #expect(abs(barWidth - 0.42 * track) < 1e-9)
      #expect(abs((fill?.width ?? 0) - 0.84 * track) < 1e-9)
      #expect(fill?.minX == (outline?.minX ?? 0) + 2)
    case .pie:
      #expect(
        glyphs.contains {
          if case .arc(_, _, _, let sweep, _) = $0 { return abs(sweep - 0.84 * 2 * .pi) < 1e-9 }
          return false
        })
    }
  }

  /// The bar's filled part as the HUD draws it (the second rounded rectangle), in the container.
  func barFill(_ hud: LoadingHUD) -> Rect? {
    let rects = hudGlyphs(hud).compactMap {
      if case .roundedRect(let rect, _, .some, _) = $0 { return rect }
      return nil
    }
    return rects.first
  }

  /// `.material` is UIKit's system material (`UIBlurEffect(style: .systemMaterial)`).
  ///
  /// It fills the box under its content, clipped to its corners, the box itself unfilled; the
  /// content takes the foreground that reads on the material. Back to `.automatic`: today's
  /// palette.
  @Test func theMaterialBoxIsTheSystemMaterial() {
    let (hud, host) = makeHUD()
    hud.style.boxStyle = .material
    hud.begin(.spinner("Loading"))
    host.advance(by: .seconds(1))
    let effect = hud.materialView.effect as? UIBlurEffect
    #expect(effect?.recordedStyle == .systemMaterial)
    #expect(!hud.materialView.isHidden && hud.materialView.superview === hud.boxView)
    #expect(hud.boxView.subviews.first === hud.materialView)
    #expect(hud.materialView.frame.size == hud.boxView.frame.size)
    #expect(hud.materialView.frame.origin == .zero)
    #expect(hud.materialView.layer.cornerRadius == CGFloat(HUDStyle.defaultCornerRadius))
    #expect(hud.materialView.layer.masksToBounds)
    #expect(hud.boxView.backgroundColor == nil)
    // Near-black on the light material, white on the dark one.
    let light = HUDPalette.standard(for: .light)
    let dark = HUDPalette.standard(for: .dark)
    #expect(
      components(hud.titleLabel.textColor, .light) == components(UIColor(dark.foreground), .light))
    #expect(
      components(hud.titleLabel.textColor, .dark) == components(UIColor(light.foreground), .dark))
    hud.style.boxStyle = .automatic
    #expect(hud.materialView.isHidden)
    #expect(
      components(hud.boxView.backgroundColor, .light) == components(UIColor(light.box), .light))
    #expect(components(hud.boxView.backgroundColor, .dark) == components(UIColor(dark.box), .dark))
    #expect(
      components(hud.titleLabel.textColor, .light) == components(UIColor(light.foreground), .light))
  }

  /// `.custom` colours are the app's `HUDColors` in both appearances: the box, the title, details,
  /// spinner and Cancel, and the dimming while every touch is blocked.
  @Test func customColoursComeFromHUDColors() throws {
    let colors = try HUDColors(
      box: RGBA(hex: 0x0A3D62), foreground: .white, dimming: RGBA.black.withAlpha(0.6))
    let (hud, host) = makeHUD(.blocksAll)
    hud.style.boxStyle = .custom(colors)
    hud.begin(.spinner("Paying").detailed("Visa ending 4242"))
    host.advance(by: .seconds(1))
    #expect(hud.materialView.isHidden)
    for appearance in [UIUserInterfaceStyle.light, .dark] {
      let box = components(UIColor(colors.box), appearance)
      let foreground = components(UIColor(colors.foreground), appearance)
      #expect(components(hud.boxView.backgroundColor, appearance) == box)
      #expect(components(hud.titleLabel.textColor, appearance) == foreground)
      #expect(components(hud.detailsLabel.textColor, appearance) == foreground)
      #expect(components(hud.spinner.color, appearance) == foreground)
      #expect(components(hud.cancelButton.titleColor(for: .normal), appearance) == foreground)
      #expect(
        components(hud.dimmingView.backgroundColor, appearance)
          == components(UIColor(colors.dimming), appearance))
    }
    #expect(!hud.dimmingView.isHidden)
  }

  /// A zoom scales the box about its centre from the core's presentation on every render.
  ///
  /// Half way through the fade-in it is the core's scale (between 0.5 and 1), while the box keeps
  /// the layout's frame; at rest it is the identity. A fade never scales.
  @Test func aZoomScalesTheBoxOnTheCoresClock() throws {
    let host = VirtualHost()
    let hud = PlacedHUD(timing: HUDTiming(animation: .zoom), language: .english, host: host)
    hud.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    hud.layoutSubviews()
    let token = hud.begin(.spinner("Loading"))
    host.advance(by: .milliseconds(600))
    let scale = hud.driver.presentation.scale
    #expect(scale > 0.5 && scale < 1)
    #expect(hud.boxView.transform == CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale)))
    let layout = try #require(hud.currentLayout)
    #expect(hud.boxView.frame == layout.box.cgRect)
    host.advance(by: .seconds(1))
    #expect(hud.driver.presentation.scale == 1 && hud.boxView.transform == .identity)
    hud.end(token)
    host.advance(by: .milliseconds(100))
    let out = hud.driver.presentation.scale
    #expect(out > 0.5 && out < 1)
    #expect(hud.boxView.transform == CGAffineTransform(scaleX: CGFloat(out), y: CGFloat(out)))

    let (fading, fadingHost) = makeHUD()
    fading.begin(.spinner("Loading"))
    fadingHost.advance(by: .milliseconds(600))
    #expect(fading.driver.presentation.opacity < 1 && fading.boxView.transform == .identity)
  }

  /// Reduce Motion turns the core's zoom into a fade (no transform).
  ///
  /// The setting comes from `UIAccessibility.isReduceMotionEnabled` at start and from
  /// `reduceMotionStatusDidChangeNotification` while in a window; out of one the HUD stops
  /// listening.
  @Test func reduceMotionTurnsTheZoomIntoAFade() {
    let host = VirtualHost()
    #expect(MotionSettingHUD(reducing: true, host: host).driver.reducesMotion)
    let hud = MotionSettingHUD(reducing: false, host: host)
    #expect(!hud.driver.reducesMotion)
    hud.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    hud.didMoveToWindow()
    hud.systemSetting = true
    let center = NotificationCenter.default
    center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    #expect(hud.driver.reducesMotion)
    hud.begin(.spinner("Loading"))
    host.advance(by: .milliseconds(600))
    #expect(hud.driver.presentation.opacity < 1)
    #expect(hud.boxView.transform == .identity)
    hud.systemSetting = false
    center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    #expect(!hud.driver.reducesMotion)
    hud.testWindow = nil
    hud.didMoveToWindow()
    hud.systemSetting = true
    center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    #expect(!hud.driver.reducesMotion)
  }

  /// The dimming and VoiceOver's confinement follow the touch policy in force
  /// (`HUDState.activeTouchPolicy`): a `.blocksAll` task on a `.blocksBox` HUD dims and confines
  /// while it runs, and stops when it ends, the HUD's own policy unchanged.
  @Test func dimmingAndModalFollowTheTasksTouchPolicy() {
    let (hud, host) = makeHUD(.blocksBox)
    #expect(hud.dimmingView.superview === hud && hud.subviews.first === hud.dimmingView)
    let paying = hud.begin(.spinner("Paying").blocking(.blocksAll))
    host.advance(by: .seconds(1))
    #expect(hud.touchPolicy == .blocksBox)
    #expect(!hud.dimmingView.isHidden && hud.accessibilityViewIsModal)
    #expect(hud.dimmingView.frame == hud.bounds && hud.dimmingView.alpha == 1)
    #expect(!hud.dimmingView.isUserInteractionEnabled)
    #expect(hud.point(inside: CGPoint(x: 2, y: 2), with: nil))
    hud.end(paying)
    host.advance(by: .milliseconds(600))
    #expect(hud.dimmingView.isHidden && !hud.accessibilityViewIsModal)

    // The HUD's own policy stands for a task that names none; a task's own policy is its own
    // (a `.blocksAll` HUD dims for a plain task, not for one that lets touches through).
    let (strict, strictHost) = makeHUD(.blocksAll)
    strict.begin(.spinner("Saving"))
    strictHost.advance(by: .seconds(1))
    #expect(!strict.dimmingView.isHidden && strict.accessibilityViewIsModal)
    let (lenient, lenientHost) = makeHUD(.blocksAll)
    lenient.begin(.spinner("Browsing").blocking(.passesThrough))
    lenientHost.advance(by: .seconds(1))
    #expect(!lenient.boxView.isHidden)
    #expect(lenient.dimmingView.isHidden && !lenient.accessibilityViewIsModal)
    let (plain, plainHost) = makeHUD(.blocksBox)
    plain.begin(.spinner("Saving"))
    plainHost.advance(by: .seconds(1))
    #expect(plain.dimmingView.isHidden && !plain.accessibilityViewIsModal)
  }

  /// `hud(for:timing:)` gives a new HUD over a view or a scene the timing (a zoom here); a later
  /// call returns the same HUD with the timing it was made with.
  @Test func viewAndSceneHUDsTakeATiming() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let zoom = HUDTiming(animation: .zoom)
    let hud = LoadingHUD.hud(for: view, timing: zoom, language: .english, host: VirtualHost())
    #expect(hud.coreState.timing == zoom)
    #expect(LoadingHUD.hud(for: view, timing: HUDTiming()) === hud)
    #expect(hud.coreState.timing == zoom)
    #expect(LoadingHUD.hud(for: UIView(frame: .zero)).coreState.timing == HUDTiming())

    let scene = UIWindowScene()
    let sceneHUD = LoadingHUD.hud(for: scene, timing: zoom, language: .english, host: VirtualHost())
    #expect(sceneHUD.coreState.timing == zoom && sceneHUD.windowForScene != nil)
    #expect(LoadingHUD.hud(for: scene) === sceneHUD)
    #expect(LoadingHUD.hud(for: scene, timing: HUDTiming()).coreState.timing == zoom)
    LoadingHUD.releaseSceneHUD(for: ObjectIdentifier(scene))
  }
}
