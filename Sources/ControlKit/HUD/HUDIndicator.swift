/// What the HUD shows above its title.
public enum HUDIndicator: Hashable, Sendable {
  /// An indeterminate spinner (the article's `UIActivityIndicatorView`); runs only while the HUD can
  /// be seen.
  case spinner
  /// A determinate progress ring; the fraction is clamped to `0...1` (NaN counts as 0) by
  /// ``HUDContent``.
  case progress(Double)
  /// A check mark: the task succeeded.
  case success
  /// A cross: the task failed.
  case error
  /// An "i": information.
  case info
  /// No indicator: text only.
  case none
  /// The app's own image, fitted into ``HUDStyle/indicatorSize`` keeping its aspect ratio: each
  /// front-end resolves the reference (UIKit: `LoadingHUD.images` or `UIImage(named:)`;
  /// SwiftUI: the asset `Image(name)`; GTK: a PNG file drawn by cairo, `ImageReference(pngFile:)`;
  /// a GTK paintable shows as an app's widget instead).
  case image(ImageReference)
  /// The app's own view (a `UIView`, a SwiftUI view, a `GtkWidget`) of the size the front-end
  /// measured; the core places it where the spinner goes, title under it. A negative or NaN side
  /// counts as 0.
  case custom(Size)

  /// Whether this indicator is a status (success, error, info) that dismisses itself.
  public var isStatus: Bool {
    switch self {
    case .success, .error, .info: true
    case .spinner, .progress, .none, .image, .custom: false
    }
  }

  /// Whether an indicator is drawn above the title.
  public var hasGlyph: Bool { self != .none }

  /// The indicator with its progress clamped to `0...1` (NaN becomes 0) and a custom view's
  /// sides made finite and non-negative.
  var clamped: HUDIndicator {
    func side(_ value: Double) -> Double { value.isFinite ? max(0, value) : 0 }
    switch self {
    case .progress(let fraction): return .progress(fraction.isNaN ? 0 : min(1, max(0, fraction)))
    case .custom(let size): return .custom(Size(width: side(size.width), height: side(size.height)))
    case .spinner, .success, .error, .info, .none, .image: return self
    }
  }

  /// The SF Symbol the Apple front-ends show for a status, the one set on UIKit and SwiftUI:
  /// `checkmark.circle`, `xmark.circle`, `info.circle`; nil for every other indicator. (GTK draws
  /// the same three glyphs from ``HUDDrawing``.)
  public var statusSymbolName: String? {
    switch self {
    case .success: "checkmark.circle"
    case .error: "xmark.circle"
    case .info: "info.circle"
    case .spinner, .progress, .none, .image, .custom: nil
    }
  }

  /// The haptic a status with this indicator plays: success and error only.
  ///
  /// Apple's HIG (Playing haptics) asks to use the system's patterns for their documented
  /// meanings and sparingly; `UINotificationFeedbackGenerator` has success, warning and error,
  /// nothing for information, so `.info` (and every non-status) plays none.
  public var statusHaptic: HUDHaptic? {
    switch self {
    case .success: .success
    case .error: .error
    case .info, .spinner, .progress, .none, .image, .custom: nil
    }
  }
}
