/// Which touches the HUD swallows while it is showing or visible.
///
/// The anchors leave this unclear (MBProgressHUD blocks everything by default, SVProgressHUD ties it
/// to a mask type); here it is one explicit choice.
public enum HUDTouchPolicy: String, Hashable, Sendable, CaseIterable {
  /// Every touch in the container is blocked (a modal wait); the background may be dimmed.
  case blocksAll
  /// Only touches on the box are blocked; the rest of the screen stays usable.
  case blocksBox
  /// Nothing is blocked: the HUD is purely informative.
  case passesThrough

  /// How much this policy blocks: 0 for ``passesThrough``, 1 for ``blocksBox``, 2 for
  /// ``blocksAll`` (the strictest of several wins).
  public var strictness: Int {
    switch self {
    case .passesThrough: 0
    case .blocksBox: 1
    case .blocksAll: 2
    }
  }

  /// Whether a touch at `point` (in the container's coordinates) is blocked under this policy.
  ///
  /// This is the policy alone; ``HUDState/blocksTouch(at:layout:)`` also checks that the HUD
  /// is on screen.
  public func blocksTouch(at point: Point, layout: HUDLayout) -> Bool {
    blockedArea(layout: layout)?.contains(point) ?? false
  }

  /// The area whose touches this policy blocks: the whole container, the box, or nothing.
  ///
  /// A front-end whose toolkit picks by widget (GTK) lays a plain catcher widget over exactly
  /// this area; one that hit-tests by point (UIKit) asks ``blocksTouch(at:layout:)``.
  public func blockedArea(layout: HUDLayout) -> Rect? {
    switch self {
    case .blocksAll: layout.container
    case .blocksBox: layout.box
    case .passesThrough: nil
    }
  }
}
