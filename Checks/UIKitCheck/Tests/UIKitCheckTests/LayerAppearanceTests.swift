import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Testing
import UIKit

/// An arc stepper whose appearance a test chooses (the public overridable `traitCollection`, as
/// an app's subclass could).
final class AppearanceArc: ArcStepperControl {
  var traits = UITraitCollection(userInterfaceStyle: .light)
  override var traitCollection: UITraitCollection { traits }
}

/// The components of a layer's colour (`CGColor`), or an empty list.
func components(_ color: CGColor?) -> [CGFloat] { color?.components ?? [] }

/// Layers take a `CGColor`, which does not follow the appearance: the HUD's and the arc's layers
/// are resolved for the view's trait collection and again when it changes (issue 46), so the dark
/// palette's ring is not drawn in the light one's colours.
@MainActor
@Suite("Layer colours per appearance")
struct LayerAppearanceTests {
  /// Every HUD glyph drawn in the foreground (the ring's progress and the Cancel outline of a
  /// cancellable progress), each the core's drawing in the HUD's appearance.
  func layerColors(_ hud: LoadingHUD) -> [[CGFloat]] {
    #expect(hudGlyphDifference(hud) == nil)
    return hudGlyphForegrounds(hud).map { components($0) }
  }

  /// `hud` showing a cancellable progress ring.
  func showingProgress() -> PlacedHUD {
    let (hud, host) = makeHUD()
    hud.begin(HUDContent.progress(0.5, "Uploading").cancellable())
    host.advance(by: .seconds(1))
    #expect(hudGlyphs(hud).count == 2)
    return hud
  }

  @Test func theHUDsLayersTakeTheCorePaletteOfEachAppearance() {
    let hud = showingProgress()
    let light = components(HUDPalette.standard(for: .light).foreground)
    let dark = components(HUDPalette.standard(for: .dark).foreground)
    #expect(light != dark)
    #expect(layerColors(hud).allSatisfy { $0 == light })
    hud.traits = UITraitCollection(userInterfaceStyle: .dark)
    hud.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .light))
    #expect(layerColors(hud).allSatisfy { $0 == dark })
    hud.traits = UITraitCollection(userInterfaceStyle: .light)
    hud.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .dark))
    #expect(layerColors(hud).allSatisfy { $0 == light })
  }

  @Test func aBoxStyleSetUnderDarkColoursTheLayersInItsDarkPalette() throws {
    let hud = showingProgress()
    hud.traits = UITraitCollection(userInterfaceStyle: .dark)
    hud.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .light))
    var style = HUDStyle()
    style.boxStyle = .material
    hud.style = style
    let dark = components(HUDPalette.material(for: .dark).foreground)
    #expect(dark != components(HUDPalette.standard(for: .dark).foreground))
    #expect(layerColors(hud).allSatisfy { $0 == dark })
    let brand = try HUDColors(box: RGBA(hex: 0x0A3D62), foreground: .white)
    style.boxStyle = .custom(brand)
    hud.style = style
    #expect(layerColors(hud).allSatisfy { $0 == components(brand.foreground) })
  }

  @Test func theArcsRingsTakeTheCorePaletteOfEachAppearance() {
    let arc = AppearanceArc(label: "Level", host: VirtualHost())
    let palette = { (theme: Theme) in ArcStepperPalette.standard(for: theme) }
    #expect(
      drawnArcStrokes(arc).map(\.color) == [
        palette(.light).trackColor, palette(.light).progressColor,
      ])
    arc.traits = UITraitCollection(userInterfaceStyle: .dark)
    arc.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .light))
    #expect(
      drawnArcStrokes(arc).map(\.color) == [
        palette(.dark).trackColor, palette(.dark).progressColor,
      ])
    arc.traits = UITraitCollection(userInterfaceStyle: .light)
    arc.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .dark))
    #expect(drawnArcStrokes(arc).first?.color == palette(.light).trackColor)
  }

  @Test func anAppsOwnRingColourIsResolvedForTheAppearanceToo() {
    let arc = AppearanceArc(label: "Level", host: VirtualHost())
    arc.bgColor = UIColor(dynamicProvider: { traits in
      traits.userInterfaceStyle == .dark ? UIColor.white : UIColor.gray
    })
    #expect(drawnArcStrokes(arc).first?.color == RGBA(red: 0.5, green: 0.5, blue: 0.5))
    arc.traits = UITraitCollection(userInterfaceStyle: .dark)
    arc.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .light))
    #expect(drawnArcStrokes(arc).first?.color == .white)
  }
}
