/// How the HUD's box is filled (MBProgressHUD's `bezelView.style`, JGProgressHUD's
/// `.extraLight`/`.light`/`.dark`, SVProgressHUD's colours).
///
/// - ``automatic``: the theme's palette (``HUDPalette/standard(for:)``), on every front-end.
/// - ``material``: the system's blur where the platform has one: UIKit a `UIVisualEffectView`
///   with the system material, SwiftUI `Material.regular`; the drawing list (GTK, the gallery)
///   draws ``HUDPalette/material(for:)``'s translucent box instead (GTK 4 has no backdrop blur
///   for a widget). Like the system materials, it is light in the light theme and dark in the
///   dark one, with a foreground that meets 4.5:1 on it (near-black, white).
/// - ``custom(_:)``: the app's colours, checked for contrast when made (``HUDColors``).
public enum HUDBoxStyle: Hashable, Sendable {
  /// The theme's palette.
  case automatic
  /// The platform's translucent material where it has one, else a translucent box like it.
  case material
  /// The app's own colours (held indirectly: a style that copies its box style around stays
  /// small).
  indirect case custom(HUDColors)

  /// The colours the drawing list uses in `theme`.
  public func palette(for theme: Theme) -> HUDPalette {
    switch self {
    case .automatic: HUDPalette.standard(for: theme)
    case .material: HUDPalette.material(for: theme)
    case .custom(let colors): colors.palette
    }
  }
}
