/// How the HUD's box comes and goes: a fade (the default) or a zoom (MBProgressHUD's
/// `animationType`, JGProgressHUD's `animation`), both on the core's clock.
///
/// A zoom scales the box from 0.5 to 1 while it fades in and from 1 to 0.5 while it fades out
/// (``HUDPresentation/scale``). Under Reduce Motion (``HUDState/reducesMotion``: UIKit's
/// `isReduceMotionEnabled`, SwiftUI's `accessibilityReduceMotion`, GTK's
/// `gtk-enable-animations` off) every HUD only fades.
///
/// ```swift
/// let hud = HUDDriver(timing: HUDTiming(animation: .zoom), host: host)
/// ```
public enum HUDAnimation: String, Hashable, Sendable, CaseIterable {
  /// The box fades in and out at its size.
  case fade
  /// The box fades and grows from half its size as it shows, and shrinks to half as it hides.
  case zoom

  /// The smallest scale a zoom starts from and ends at, 0.5 (MBProgressHUD's).
  public static let zoomedOutScale = 0.5

  /// The box's scale at `opacity` in a fade of this kind, with `reducesMotion` as set.
  public func scale(atOpacity opacity: Double, reducesMotion: Bool) -> Double {
    guard self == .zoom, !reducesMotion else { return 1 }
    let clamped = opacity.isFinite ? min(1, max(0, opacity)) : 1
    return Self.zoomedOutScale + (1 - Self.zoomedOutScale) * clamped
  }
}
