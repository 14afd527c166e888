import Testing

@testable import ControlKit

/// Every standard palette's pairs meet WCAG 2.x on the theme's background.
///
/// Text at least 4.5:1, the parts needed to see a control's state (borders, tracks, progress, icons, focus rings,
/// carets, the placeholder's silhouette) at least 3:1. Ratios are computed from the palette
/// constants; translucent colours are composited over what lies under them first.
@Suite("Palette contrast")
struct PaletteContrastTests {
  /// One foreground/background pair that must reach `minimum`.
  struct Pair: Sendable, CustomTestStringConvertible {
    var name: String
    var foreground: RGBA
    var background: RGBA
    var minimum: Double
    var ratio: Double { ContrastRatio.between(foreground, background) }
    var testDescription: String { name }
  }

  static func pairs(_ theme: Theme) -> [Pair] {
    let screen = theme.background
    let name = theme.rawValue
    let stepper = StepperStyle.standard.palette(for: theme)
    let arc = ArcStepperPalette.standard(for: theme)
    let hud = HUDPalette.standard(for: theme)
    let hudBox = hud.box.composited(over: screen)
    let hudTrack = hud.track.composited(over: hudBox)
    let material = HUDPalette.material(for: theme)
    let materialBox = material.box.composited(over: screen)
    let materialTrack = material.track.composited(over: materialBox)
    let circle = CircleImageStyle()
    func pair(_ label: String, _ foreground: RGBA, _ background: RGBA, _ minimum: Double) -> Pair {
      Pair(
        name: "\(name) \(label)", foreground: foreground.composited(over: background),
        background: background, minimum: minimum)
    }
    let text = ContrastRatio.text
    let nonText = ContrastRatio.nonText
    return [
      pair("stepper text on field", stepper.text, stepper.fieldBackground, text),
      pair("stepper border on field", stepper.fieldBorder, stepper.fieldBackground, nonText),
      pair("stepper border on screen", stepper.fieldBorder, screen, nonText),
      pair("stepper icon on screen", stepper.icon, screen, nonText),
      pair(
        "stepper focus ring and caret on field", stepper.focusRing, stepper.fieldBackground, nonText
      ),
      pair("stepper focus ring on screen", stepper.focusRing, screen, nonText),
      pair("arc track on screen", arc.trackColor, screen, nonText),
      pair("arc progress on track", arc.progressColor, arc.trackColor, nonText),
      pair("arc label on screen", arc.labelColor, screen, text),
      pair("arc focus ring on screen", arc.focusColor, screen, nonText),
      pair("HUD title on box", hud.foreground, hudBox, text),
      pair("HUD track on box", hudTrack, hudBox, nonText),
      pair("HUD progress on track", hud.foreground, hudTrack, nonText),
      pair("HUD material title on box", material.foreground, materialBox, text),
      pair("HUD material track on box", materialTrack, materialBox, nonText),
      pair("HUD material progress on track", material.foreground, materialTrack, nonText),
      pair(
        "circle silhouette on placeholder", circle.placeholderGlyph(for: theme),
        circle.placeholder(for: theme), nonText),
    ]
  }

  @Test(arguments: pairs(.light) + pairs(.dark))
  func meetsWCAG(pair: Pair) {
    #expect(pair.ratio >= pair.minimum, "\(pair.name): \(pair.ratio)")
  }

  /// The figures quoted in the palettes' documentation, to two decimals.
  @Test func documentedFigures() {
    func ratio(_ a: UInt32, _ b: UInt32) -> Double {
      (ContrastRatio.between(RGBA(hex: a), RGBA(hex: b)) * 100).rounded() / 100
    }
    #expect(ratio(0x909095, 0xFFFFFF) == 3.18)
    #expect(ratio(0x0033A0, 0x909095) == 3.34)
    #expect(ratio(0x6E6E73, 0x1C1C1E) == 3.36)
    #expect(ratio(0x8ADFFF, 0x6E6E73) == 3.40)
    #expect(ratio(0x858894, 0xF7F7FC) == 3.31)
    #expect(ratio(0x8E8E93, 0x1C1C1E) == 5.22)
  }

  /// What the issue found, so these tests are known to catch it: the article's colours fail.
  @Test func articleColoursFail() {
    let screen = Theme.dark.background
    #expect(
      ContrastRatio.between(ArcStepperConfiguration.articleTrackColor, screen)
        < ContrastRatio.nonText)
    let article = StepperStyle.article.light
    #expect(
      ContrastRatio.between(article.fieldBorder, article.fieldBackground) < ContrastRatio.nonText)
    let oldDarkBorder = RGBA(hex: 0x48484A)
    #expect(ContrastRatio.between(oldDarkBorder, screen) < ContrastRatio.nonText)
    let oldHUDTrack = RGBA.white.withAlpha(0.25).composited(over: RGBA(hex: 0x333333))
    #expect(ContrastRatio.between(oldHUDTrack, RGBA(hex: 0x333333)) < ContrastRatio.nonText)
  }
}
