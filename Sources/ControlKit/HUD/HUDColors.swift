/// An app's own HUD colours (SVProgressHUD's `setBackgroundColor`, `setForegroundColor`,
/// `setBackgroundLayerColor`), checked against WCAG 2.x when made.
///
/// The foreground (title, details, indicator) must contrast at least 4.5:1 with the box
/// (``ContrastRatio/text``) over both themes' screens (the box is composited over
/// ``Theme/background`` first when translucent); colours that do not are refused with
/// ``HUDColorsError`` naming the ratio, rather than drawing a HUD nobody can read.
///
/// ```swift
/// let brand = try HUDColors(box: RGBA(hex: 0x0A3D62), foreground: .white)
/// var style = HUDStyle()
/// style.boxStyle = .custom(brand)
/// ```
public struct HUDColors: Hashable, Sendable {
  /// The box's fill.
  public let box: RGBA
  /// The title's, details' and indicator's colour.
  public let foreground: RGBA
  /// The dimming over the container when every touch is blocked.
  public let dimming: RGBA

  /// Colours for the box, its content and the dimming (black at 30 % by default).
  ///
  /// - Throws: ``HUDColorsError/insufficientContrast(_:)`` when the foreground contrasts less
  ///   than 4.5:1 with the box over either theme's screen.
  public init(box: RGBA, foreground: RGBA, dimming: RGBA = RGBA.black.withAlpha(0.3)) throws {
    var worst = Double.infinity
    for theme in [Theme.light, .dark] {
      let opaqueBox = box.composited(over: theme.background)
      worst = min(worst, ContrastRatio.between(foreground.composited(over: opaqueBox), opaqueBox))
    }
    guard worst >= ContrastRatio.text else { throw HUDColorsError.insufficientContrast(worst) }
    self.box = box
    self.foreground = foreground
    self.dimming = dimming
  }

  /// The palette these colours draw with; the progress track is the foreground at 40 %.
  public var palette: HUDPalette {
    HUDPalette(
      box: box, foreground: foreground,
      track: foreground.withAlpha(foreground.alpha * HUDPalette.lightTrackOpacity),
      dimming: dimming)
  }
}
