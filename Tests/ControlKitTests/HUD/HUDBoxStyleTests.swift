import Testing

@testable import ControlKit

/// Box styles (issue 36): the theme's palette, the platform's material, or the app's colours,
/// refused below WCAG's 4.5:1 for text.
@Suite("HUD box styles")
struct HUDBoxStyleTests {
  let layoutContent = HUDContent.spinner("Loading")

  func drawing(_ boxStyle: HUDBoxStyle, theme: Theme = .light) -> [DrawCommand] {
    var style = HUDStyle()
    style.boxStyle = boxStyle
    let layout = HUDLayout(
      content: layoutContent, container: Rect(x: 0, y: 0, width: 375, height: 667), style: style,
      measure: FixedAdvanceTextMeasurer())
    return HUDDrawing.drawing(layout, theme: theme, dimsBackground: true)
  }

  @Test func customColoursFillTheBoxAndColourTheContent() throws {
    let brand = try HUDColors(
      box: RGBA(hex: 0x0A3D62), foreground: .white, dimming: RGBA.black.withAlpha(0.5))
    let commands = drawing(.custom(brand))
    guard case .roundedRect(_, 0, let dimming?, nil) = commands[0],
      case .roundedRect(_, _, let box?, nil) = commands[1],
      case .spinner(_, _, _, _, let color) = commands[2]
    else {
      Issue.record("unexpected drawing: \(commands)")
      return
    }
    #expect(dimming == RGBA.black.withAlpha(0.5) && box == RGBA(hex: 0x0A3D62) && color == .white)
  }

  @Test(arguments: [Theme.light, .dark])
  func automaticDrawsTheThemesPaletteAndMaterialALikeOfTheSystemMaterial(theme: Theme) {
    #expect(HUDBoxStyle.automatic.palette(for: theme) == HUDPalette.standard(for: theme))
    #expect(HUDBoxStyle.material.palette(for: theme) == HUDPalette.material(for: theme))
    // The system materials are light in the light appearance: dark content on them.
    let material = HUDPalette.material(for: theme)
    #expect(
      (ContrastRatio.relativeLuminance(of: material.foreground) < 0.5) == (theme == .light))
    #expect(drawing(.automatic, theme: theme) != drawing(.material, theme: theme))
  }

  @Test func unreadableColoursAreRefusedWithTheRatio() {
    #expect(throws: HUDColorsError.self) {
      try HUDColors(box: RGBA(hex: 0x777777), foreground: RGBA(hex: 0x888888))
    }
    do {
      _ = try HUDColors(box: .white, foreground: RGBA(hex: 0xAAAAAA))
      Issue.record("light grey on white was accepted")
    } catch {
      #expect(String(describing: error).contains("2.32:1"))
      #expect(String(describing: error).contains("4.5:1"))
    }
  }

  @Test func aTranslucentBoxIsJudgedOverBothThemesScreens() throws {
    // Black at 20 % reads well over a dark screen but not with white text over a light one.
    #expect(throws: HUDColorsError.self) {
      try HUDColors(box: RGBA.black.withAlpha(0.2), foreground: .white)
    }
    _ = try HUDColors(box: RGBA.black.withAlpha(0.8), foreground: .white)
  }

  @Test(arguments: [Theme.light, .dark])
  func onlyAMaterialBoxHasAHairlineEdge(theme: Theme) {
    guard case .roundedRect(_, _, _, let edge?) = drawing(.material, theme: theme)[1],
      case .roundedRect(_, _, _, nil) = drawing(.automatic, theme: theme)[1]
    else {
      Issue.record("expected a hairline on the material box only")
      return
    }
    let foreground = HUDPalette.material(for: theme).foreground
    #expect(edge == Stroke(color: foreground.withAlpha(HUDDrawing.materialEdgeOpacity), width: 1))
  }

  @Test func theDefaultIsTheThemesPalette() {
    #expect(HUDStyle().boxStyle == .automatic)
  }
}
