/// The stored fields of a ``HUDContent`` (internal: the content's public properties read them,
/// and a write boxes changed fields anew; see ``HUDContentBox``).
struct HUDContentFields: Hashable, Sendable {
  /// The indicator, its progress fraction already clamped.
  var indicator: HUDIndicator
  /// The title.
  var title: String
  /// Whether a running task shows a Cancel button.
  var showsCancelButton: Bool
  /// The task's touch policy, or nil for the HUD's.
  var touchPolicy: HUDTouchPolicy?
  /// How a progress indicator is drawn.
  var progressStyle = HUDProgressStyle.ring
  /// The details line; empty for none.
  var details = ""
  /// The placement, or nil for the style's.
  var placement: HUDPlacement?
}
