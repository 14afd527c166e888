#if Cairo
/// A control's section of the gallery: its folder under the output directory and its heading.
public enum GalleryGroup: String, Hashable, Sendable, CaseIterable {
  /// The quantity stepper and the price edit bar.
  case stepper
  /// The circular arc stepper.
  case arcStepper = "arc-stepper"
  /// The loading HUD.
  case hud
  /// The circle image view.
  case circleImage = "circle-image"
  /// Every control with its enlarged touch areas drawn over it.
  case hitAreas = "hit-areas"
  /// The controls in Arabic: right to left, Arabic-Indic digits, every word they say.
  case arabic = "ar"
  /// The controls in Hebrew: right to left, every word they say.
  case hebrew = "he"
  /// The controls in Japanese: the count first in "10 段階中 5 段階目", every word they say.
  case japanese = "ja"
  /// The controls in Hindi: Devanagari text (Debian's `fonts-lohit-deva`), every word they say.
  case hindi = "hi"

  /// The folder the group's files go into, relative to the output directory (`"arc-stepper"`).
  public var folder: String { rawValue }

  /// The heading in `index.html` (`"Arc stepper"`).
  public var title: String {
    switch self {
    case .stepper: "Stepper"
    case .arcStepper: "Arc stepper"
    case .hud: "HUD"
    case .circleImage: "Circle image"
    case .hitAreas: "Hit areas"
    case .arabic: "Arabic (ar)"
    case .hebrew: "Hebrew (he)"
    case .japanese: "Japanese (ja)"
    case .hindi: "Hindi (hi)"
    }
  }
}
#endif
