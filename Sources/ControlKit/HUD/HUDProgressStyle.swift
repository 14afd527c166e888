/// How a determinate progress (``HUDIndicator/progress(_:)``) is drawn.
///
/// A ring (the default), a horizontal bar (MBProgressHUD's
/// `MBProgressHUDModeDeterminateHorizontalBar`) or a pie (MBProgressHUD's
/// `MBProgressHUDModeDeterminate`). Screen readers hear the percentage in every form.
///
/// ```swift
/// hud.begin(.progress(0.25, "Uploading", style: .bar))
/// ```
public enum HUDProgressStyle: String, Hashable, Sendable, CaseIterable {
  /// A ring whose arc grows clockwise from 12 o'clock, ``HUDStyle/indicatorSize``.
  case ring
  /// A horizontal bar that fills from the leading edge, ``HUDStyle/progressBarSize``.
  case bar
  /// A disc whose sector grows clockwise from 12 o'clock inside a circle outline,
  /// ``HUDStyle/indicatorSize``.
  case pie
}
