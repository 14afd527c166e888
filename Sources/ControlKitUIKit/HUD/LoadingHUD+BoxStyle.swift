#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension LoadingHUD {
  /// The blur of ``HUDBoxStyle/material``.
  ///
  /// UIKit's adaptable system material (`UIBlurEffect.Style.systemMaterial`, iOS 13,
  /// visionOS 1), light in the light appearance and dark in the dark one. tvOS has no system
  /// materials: `.regular` there.
  static func materialEffect() -> UIBlurEffect {
    #if os(tvOS)
    UIBlurEffect(style: .regular)
    #else
    UIBlurEffect(style: .systemMaterial)
    #endif
  }

  /// Colours the box, its content and the dimming for ``HUDStyle/boxStyle``.
  ///
  /// - ``HUDBoxStyle/automatic``: the theme's palette (``HUDPalette/standard(for:)``), light and
  ///   dark, as dynamic colours that UIKit resolves for the HUD's appearance.
  /// - ``HUDBoxStyle/material``: no fill; `materialView` shows the system material instead,
  ///   under the core's material foreground (``HUDPalette/material(for:)``: near-black on the
  ///   light material, white on the dark one).
  /// - ``HUDBoxStyle/custom(_:)``: the app's ``HUDColors`` (box, foreground, dimming) in both
  ///   appearances.
  ///
  /// Views take dynamic colours; the core's drawing (ring, bar, pie, status glyphs, Cancel
  /// outline) is made in the palette of the HUD's appearance now (``drawGlyphs()``), again at
  /// each appearance change.
  func applyBoxStyle() {
    let boxStyle = style.boxStyle
    appliedBoxStyle = boxStyle
    let light = boxStyle.palette(for: .light)
    let dark = boxStyle.palette(for: .dark)
    let isMaterial = boxStyle == .material
    materialView.isHidden = !isMaterial
    boxView.backgroundColor = isMaterial ? nil : UIColor(light: light.box, dark: dark.box)
    let foreground = UIColor(light: light.foreground, dark: dark.foreground)
    titleLabel.textColor = foreground
    detailsLabel.textColor = foreground
    spinner.color = foreground
    cancelButton.setTitleColor(foreground, for: .normal)
    dimmingView.backgroundColor = UIColor(light: light.dimming, dark: dark.dimming)
    drawGlyphs()
  }

  /// The theme of the HUD's appearance now (`traitCollection.userInterfaceStyle`; light when
  /// unspecified, as UIKit draws it).
  var appearanceTheme: Theme { traitCollection.userInterfaceStyle == .dark ? .dark : .light }

  /// Hands the glyph view the core's drawing of the displayed layout in the HUD's appearance
  /// now: the progress ring, bar or pie at the content's fraction, a status glyph, the Cancel
  /// outline (``HUDDrawing/withoutNativeViews(_:layout:)``), placed in the box's coordinates.
  func drawGlyphs() {
    guard let layout = currentLayout else {
      glyphView.commands = []
      return
    }
    glyphView.frame = CGRect(x: 0, y: 0, width: layout.box.width, height: layout.box.height)
    glyphView.drawingOffset = CGPoint(x: -layout.box.minX, y: -layout.box.minY)
    glyphView.commands = HUDDrawing.withoutNativeViews(
      HUDDrawing.drawing(layout, theme: appearanceTheme), layout: layout)
  }
}
#endif
