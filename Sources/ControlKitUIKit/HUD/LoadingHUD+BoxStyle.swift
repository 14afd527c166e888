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
  /// Views take dynamic colours; the layers (ring, bar, pie, Cancel outline) take the palette of
  /// the HUD's appearance now (``applyLayerColors()``), again at each appearance change.
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
    applyLayerColors()
  }

  /// The theme of the HUD's appearance now (`traitCollection.userInterfaceStyle`; light when
  /// unspecified, as UIKit draws it).
  var appearanceTheme: Theme { traitCollection.userInterfaceStyle == .dark ? .dark : .light }

  /// Gives the layers the box style's foreground in the HUD's appearance now.
  ///
  /// A layer takes a `CGColor`, which does not follow the appearance as a view's `UIColor`
  /// does, so the palette is resolved here, at each box style and appearance change
  /// (`traitCollectionDidChange(_:)`); without it the dark palette's white ring sat on the light
  /// box.
  func applyLayerColors() {
    let theme = appearanceTheme
    appliedLayerTheme = theme
    let layerForeground = UIColor(style.boxStyle.palette(for: theme).foreground).cgColor
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    cancelButton.layer.borderColor = layerForeground
    progressLayer.strokeColor = layerForeground
    progressBarLayer.borderColor = layerForeground
    progressBarFillLayer.backgroundColor = layerForeground
    pieLayer.borderColor = layerForeground
    pieLayer.strokeColor = layerForeground
    CATransaction.commit()
  }

  /// Places the pie in the square centred in `indicator`, as ``HUDDrawing`` draws it: the outline
  /// circle (the layer's border, one glyph line wide) and the sector, an arc as thick as its
  /// radius inside the outline and a gap of one line.
  func layOutPie(in indicator: CGRect) {
    let side = min(indicator.width, indicator.height)
    pieLayer.frame = CGRect(
      x: indicator.midX - side / 2, y: indicator.midY - side / 2, width: side, height: side)
    pieLayer.cornerRadius = side / 2
    let line = CGFloat(HUDDrawing.glyphLineWidth)
    let ringRadius = (side - line) / 2
    let inner = max(0, ringRadius - 2 * line)
    pieLayer.lineWidth = inner
    pieLayer.path =
      UIBezierPath(
        arcCenter: CGPoint(x: side / 2, y: side / 2), radius: inner / 2,
        startAngle: -CGFloat.pi / 2, endAngle: CGFloat.pi * 3 / 2, clockwise: true
      ).cgPath
  }

  /// Shows a progress as its style draws it (ring, bar or pie) at its fraction, implicit
  /// animations off: the core's samples are what moves it.
  func showProgress(_ content: HUDContent?) {
    let fraction = content?.progress
    let progressStyle = content?.progressStyle ?? .ring
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    progressLayer.isHidden = fraction == nil || progressStyle != .ring
    progressBarLayer.isHidden = fraction == nil || progressStyle != .bar
    progressBarFillLayer.isHidden = progressBarLayer.isHidden
    pieLayer.isHidden = fraction == nil || progressStyle != .pie
    let clamped = CGFloat(min(1, max(0, fraction ?? 0)))
    progressLayer.strokeEnd = clamped
    pieLayer.strokeEnd = clamped
    let fill = barFill(clamped)
    progressBarFillLayer.frame = fill
    progressBarFillLayer.cornerRadius = fill.height / 2
    CATransaction.commit()
  }

  /// The bar's filled part in the box's coordinates: inside the outline by 2 points, `fraction`
  /// of the track wide, from the leading edge (the right in right-to-left), as ``HUDDrawing``.
  func barFill(_ fraction: CGFloat) -> CGRect {
    guard let layout = currentLayout, let frame = layout.indicator else { return .zero }
    let inset: CGFloat = 2
    let track = frame.offsetBy(dx: -layout.box.minX, dy: -layout.box.minY).cgRect
      .insetBy(dx: inset, dy: inset)
    guard !track.isNull, track.width > 0, track.height > 0 else { return .zero }
    let filled = track.width * fraction
    let rightToLeft = layout.direction == .rightToLeft
    return CGRect(
      x: rightToLeft ? track.maxX - filled : track.minX, y: track.minY, width: filled,
      height: track.height)
  }
}
#endif
