#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// How ``HUDOverlay`` paints the HUD at one render: the box's fill, the colours of its content
/// and of the dimming (``ControlKit/HUDStyle/boxStyle`` in the environment's colour scheme), and
/// the box's opacity and scale on the core's clock (``ControlKit/HUDPresentation``).
///
/// A value, so the glue tests read what the overlay would draw without SwiftUI.
struct HUDOverlayLook: Equatable {
  /// What fills the box.
  enum BoxFill: Equatable {
    /// A colour: the theme's palette (``ControlKit/HUDBoxStyle/automatic``) or the app's
    /// (``ControlKit/HUDBoxStyle/custom(_:)``).
    case color(RGBA)
    /// SwiftUI's `Material.regular` (``ControlKit/HUDBoxStyle/material``): the system's blur,
    /// as UIKit's `LoadingHUD` uses a `UIVisualEffectView`.
    case material
  }

  /// What fills the box.
  let boxFill: BoxFill
  /// The colours of the box's content and of the dimming (``ControlKit/HUDBoxStyle/palette(for:)``).
  let palette: HUDPalette
  /// The colour scheme the core's drawing list is made for.
  let theme: Theme
  /// The HUD's opacity: the core's fade.
  let opacity: Double
  /// The box's scale about its centre: 1, or `0.5...1` while a zoom shows or hides it (1 under
  /// Reduce Motion, which the core turns into a fade).
  let scale: Double
  /// The dimming over the container, its alpha the core's fade
  /// (``ControlKit/HUDPresentation/dimming(in:)``), nil when nothing is dimmed; drawn outside
  /// ``opacity``.
  let dimming: RGBA?

  /// The look of `style`'s box in `theme`, at `presentation`.
  init(style: HUDStyle, theme: Theme, presentation: HUDPresentation) {
    palette = style.boxStyle.palette(for: theme)
    self.theme = theme
    switch style.boxStyle {
    case .material: boxFill = .material
    case .automatic, .custom: boxFill = .color(palette.box)
    }
    opacity = presentation.opacity
    scale = presentation.scale
    dimming = presentation.dimming(in: palette)
  }
}
#endif
