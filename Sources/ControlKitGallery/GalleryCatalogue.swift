#if Cairo
import ControlKit

/// Every control in every state worth seeing, as gallery specimens.
///
/// Each state is reached by feeding events to the control's real state machine
/// (``StepperState``, ``ArcStepperState``, ``HUDState``) and drawn with the core's layout and
/// drawing functions, so the pictures show what the controls do, not a hand-made imitation.
///
/// ```swift
/// let specimens = try GalleryCatalogue.specimens()
/// specimens.map(\.path)  // ["stepper/default", "stepper/at-min", ...]
/// ```
public enum GalleryCatalogue {
  /// All specimens, grouped by control in ``GalleryGroup`` order.
  ///
  /// - Throws: ``GalleryError/specimenUnavailable(path:reason:)`` when the core refuses a
  ///   configuration or an event does not produce the state the specimen shows.
  public static func specimens() throws(GalleryError) -> [GallerySpecimen] {
    try stepperSpecimens() + arcStepperSpecimens() + hudSpecimens() + hudOptionSpecimens()
      + circleImageSpecimens()
      + hitAreaSpecimens() + languageSpecimens()
  }

  /// The sample photos the circle-image specimens show; the writer creates them first.
  public static let samplePhotos: [GallerySamplePhoto] = [.square, .wide]

  /// The text colour of legends drawn inside pictures, per theme.
  static func legendColor(for theme: Theme) -> RGBA {
    theme == .light ? RGBA(hex: 0x3B4058) : RGBA(hex: 0xF2F2F7)
  }

  /// The font of legends drawn inside pictures: 11 points.
  static let legendFont = TextFont(size: 11)
  /// The height of a legend line under a control.
  static let legendHeight = 16.0
}
#endif
