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
    }
  }
}
#endif
