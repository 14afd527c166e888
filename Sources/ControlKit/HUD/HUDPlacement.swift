/// Where the HUD's box sits in the available area (the container's safe area above the
/// keyboard): centred, at the top or at the bottom, moved by an offset.
///
/// The anchors' options: MBProgressHUD's `offset`, SVProgressHUD's `setOffsetFromCenter`,
/// JGProgressHUD's `position`, AlertToast's top and bottom banners. A text-only status at the
/// bottom is the classic toast (``HUDContent/toast(_:)``).
///
/// ```swift
/// var style = HUDStyle()
/// style.placement = .bottom(offset: 40)      // every box 40 points above the bottom margin
/// hud.post(.toast("Copied"))                 // this one at the bottom, whatever the style says
/// ```
public struct HUDPlacement: Hashable, Sendable {
  /// The edge the box keeps to, or the centre.
  public enum Anchor: String, Hashable, Sendable, CaseIterable {
    /// Centred vertically (the default, as MBProgressHUD, SVProgressHUD and JGProgressHUD).
    case center
    /// Against the top of the available area, inside its margin.
    case top
    /// Against the bottom of the available area (above the keyboard), inside its margin.
    case bottom
  }

  /// The edge the box keeps to, or the centre.
  public var anchor: Anchor
  /// How far the box moves from the anchored position, in points.
  ///
  /// Away from the edge for ``Anchor/top`` and ``Anchor/bottom`` (into the screen), downwards
  /// for ``Anchor/center`` (MBProgressHUD's `offset.y`). The box never leaves the available area's margins, however
  /// large the offset; a NaN or infinite offset counts as 0.
  public var offset: Double

  /// A placement at `anchor`, moved by `offset` points.
  public init(anchor: Anchor, offset: Double = 0) {
    self.anchor = anchor
    self.offset = offset
  }

  /// Centred, the default.
  public static let center = HUDPlacement(anchor: .center)
  /// Against the top margin.
  public static let top = HUDPlacement(anchor: .top)
  /// Against the bottom margin (above the keyboard): where a toast sits.
  public static let bottom = HUDPlacement(anchor: .bottom)

  /// Centred, moved down by `offset` points (up for a negative one).
  public static func center(offset: Double) -> HUDPlacement {
    HUDPlacement(anchor: .center, offset: offset)
  }

  /// Against the top margin, moved down by `offset` points.
  public static func top(offset: Double) -> HUDPlacement {
    HUDPlacement(anchor: .top, offset: offset)
  }

  /// Against the bottom margin, moved up by `offset` points.
  public static func bottom(offset: Double) -> HUDPlacement {
    HUDPlacement(anchor: .bottom, offset: offset)
  }

  /// The box's top edge for a box `height` tall in `area`, kept `margin` inside it.
  func boxTop(height: Double, in area: Rect, margin: Double) -> Double {
    let lowest = area.minY + margin
    let highest = max(lowest, area.maxY - margin - height)
    let shift = offset.isFinite ? offset : 0
    let top: Double =
      switch anchor {
      case .center: area.midY - height / 2 + shift
      case .top: lowest + shift
      case .bottom: highest - shift
      }
    return min(max(top, lowest), highest)
  }
}
