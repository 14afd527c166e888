#if Cairo
import ControlKit
import Testing

@testable import ControlKitGallery

/// Issue 37, item 3: the Arabic and Hebrew pages draw the arc stepper mirrored (its track from
/// 45°, counter-clockwise), the Japanese page as left to right (from 135°, clockwise).
@Suite("Gallery language pages: the arc stepper's direction")
struct LanguageArcPageTests {
  @Test(arguments: [("ar", true), ("he", true), ("ja", false)])
  func theArcStepperMirrorsRightToLeft(folder: String, mirrored: Bool) throws {
    let specimens = try GalleryCatalogue.specimens()
    let specimen = try #require(specimens.first { $0.path == "\(folder)/arc-stepper" })
    let arcs = specimen.draw(.light, FixedAdvanceTextMeasurer()).compactMap {
      command -> (start: Double, sweep: Double)? in
      if case .arc(_, _, let start, let sweep, _) = command { return (start, sweep) }
      return nil
    }
    // The track, then the progress at 5 of 10.
    #expect(arcs.count == 2)
    let track = try #require(arcs.first)
    let progress = try #require(arcs.last)
    let startDegrees = mirrored ? 45.0 : 135.0
    let sign = mirrored ? -1.0 : 1.0
    #expect(abs(Polar.degrees(radians: track.start) - startDegrees) < 1e-9)
    #expect(abs(Polar.degrees(radians: track.sweep) - sign * 270) < 1e-9)
    #expect(abs(Polar.degrees(radians: progress.sweep) - sign * 135) < 1e-9)
    #expect(specimen.caption.contains(mirrored ? "mirrored" : "clockwise"))
  }

  /// Issue 45: the HUD's progress ring runs counter-clockwise right to left (a negative
  /// fraction), as the arc and the bar mirror, and clockwise left to right.
  @Test(arguments: [("ar", true), ("he", true), ("ja", false), ("hi", false)])
  func theHUDProgressRingMirrorsRightToLeft(folder: String, mirrored: Bool) throws {
    let specimens = try GalleryCatalogue.specimens()
    let specimen = try #require(specimens.first { $0.path == "\(folder)/hud-progress" })
    let fractions = specimen.draw(.light, FixedAdvanceTextMeasurer()).compactMap {
      command -> Double? in
      if case .progressRing(_, _, let fraction, _, _) = command { return fraction }
      return nil
    }
    #expect(fractions == [mirrored ? -0.25 : 0.25])
    #expect(specimen.caption.contains(mirrored ? "counter-clockwise" : "clockwise"))
  }
}
#endif
