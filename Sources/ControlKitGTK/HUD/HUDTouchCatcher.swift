public import ControlKit

/// Where the HUD's touch catcher sits under each touch policy, so GTK's picking agrees with
/// `HUDTouchPolicy.blocksTouch(at:layout:)`.
///
/// A GTK widget swallows a pointer event when it is the topmost targetable widget under the
/// pointer, so blocking is done by a plain widget laid over the content in the blocked area:
/// the whole container for `.blocksAll`, the box for `.blocksBox`, nothing for `.passesThrough`
/// (the HUD's own drawing area is never a target: `gtk_widget_set_can_target(false)`).
public enum HUDTouchCatcher {
  /// The frame the catcher covers under `policy` for `layout`, or nil when nothing is blocked.
  public static func frame(for policy: HUDTouchPolicy, layout: HUDLayout) -> Rect? {
    switch policy {
    case .blocksAll: layout.container
    case .blocksBox: layout.box
    case .passesThrough: nil
    }
  }
}
