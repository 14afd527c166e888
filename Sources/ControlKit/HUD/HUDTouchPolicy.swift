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

  /// Whether a touch at `point` (in the container's coordinates) is blocked under this policy.
  ///
  /// This is the policy alone; ``HUDController/blocksTouch(at:layout:)`` also checks that the HUD
  /// is on screen.
  public func blocksTouch(at point: Point, layout: HUDLayout) -> Bool {
    switch self {
    case .blocksAll: layout.container.contains(point)
    case .blocksBox: layout.box.contains(point)
    case .passesThrough: false
    }
  }
}
