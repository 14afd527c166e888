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

  /// Which front-ends draw this group's pictures exactly, and what each leaves to a native
  /// view: the line under the group's heading in `index.html` (issue 44).
  ///
  /// Every claim is one the conformance matrix checks (`make check-conformance`): GTK's pixels
  /// against the core's list rendered by Cairo, the UIKit and SwiftUI drawing calls against the
  /// core's list through the one Core Graphics renderer, each part's frame against the core's
  /// layout.
  public var drawnBy: String {
    switch self {
    case .stepper:
      "Drawn from the core's list by GTK (Cairo), UIKit (Core Graphics) and SwiftUI (Canvas): "
        + "the field, its border and focus ring, − and +. The value's text is each platform's "
        + "own text field (GtkText, UITextField, TextField) at the core's field frame."
    case .arcStepper:
      "Drawn from the core's list by GTK (Cairo, the label too), UIKit (Core Graphics) and "
        + "SwiftUI (Canvas): the track, the progress, the drag thumb and the focus ring. UIKit's "
        + "label is a UILabel and SwiftUI's a Text, at the core's label frame in its font."
    case .hud:
      "Drawn from the core's list by GTK (Cairo). UIKit and SwiftUI draw its ring, bar, pie, "
        + "status glyphs and Cancel outline from the list (Core Graphics) and give the box, the "
        + "text, the platform spinner and an app's image to native views at the core's frames."
    case .circleImage:
      "Drawn from the core's list by GTK (Cairo). UIKit (a layer mask) and SwiftUI (a clip "
        + "shape) clip their own image view to the core's circle."
    case .hitAreas:
      "A diagram of the core's touch areas: no front-end draws it. UIKit's "
        + "point(inside:with:), SwiftUI's contentShape and GTK's picking answer from the same "
        + "areas."
    case .arabic, .hebrew, .japanese, .hindi:
      "Each control as its own group says; the words, digits and direction are the core's on "
        + "every front-end."
    }
  }

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
