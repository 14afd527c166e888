#if Cairo
import ControlKit
import ControlKitCairo

extension GalleryCatalogue {
  /// The taller container the HUD option pictures lay the HUD out in, so a box at the top, in
  /// the centre and at the bottom sit visibly apart.
  static let hudOptionsContainer = Rect(x: 0, y: 0, width: 280, height: 240)

  /// The app colours of the custom-colour page: a navy box with white content (about 11:1, above
  /// WCAG's 4.5:1, so `HUDColors` accepts them).
  static let hudBrandBox = RGBA(hex: 0x0A3D62)

  /// Issue 36's HUD options, one picture each: placement at the top and the bottom, a toast, a
  /// details line, bar and pie progress, a square and a minimum-size box, custom colours, the
  /// material box and a zoom caught half-way.
  static func hudOptionSpecimens() throws(GalleryError) -> [GallerySpecimen] {
    var top = HUDStyle()
    top.placement = .top
    var bottom = HUDStyle()
    bottom.placement = .bottom
    var square = HUDStyle()
    square.isSquare = true
    var minimum = HUDStyle()
    minimum.minimumSize = Size(width: 180, height: 110)
    var custom = HUDStyle()
    do {
      custom.boxStyle = .custom(try HUDColors(box: hudBrandBox, foreground: .white))
    } catch {
      throw .specimenUnavailable(path: "hud/custom-colors", reason: "\(error)")
    }
    var material = HUDStyle()
    material.boxStyle = .material
    return [
      try hudOptionSpecimen(
        "placement-top", "Placement .top: the box against the top margin",
        .task(.spinner("Syncing")), style: top),
      try hudOptionSpecimen(
        "placement-bottom", "Placement .bottom: the box against the bottom margin",
        .task(.spinner("Syncing")), style: bottom),
      try hudOptionSpecimen(
        "toast", "A toast: post(.toast(\"Copied to clipboard\")), text only at the bottom",
        .status(.toast("Copied to clipboard"))),
      try hudOptionSpecimen(
        "details", "A details line under the title, smaller, on up to three lines",
        .task(.progress(0.3, "Uploading").detailed("3 of 10 photos"))),
      try hudOptionSpecimen(
        "bar", "Progress as a bar (120 × 8) with a details line, 65 %",
        .task(.progress(0.65, "Uploading", style: .bar).detailed("13 of 20 photos"))),
      try hudOptionSpecimen(
        "pie", "Progress as a pie, 40 %", .task(.progress(0.4, "Exporting", style: .pie))),
      try hudOptionSpecimen(
        "square", "isSquare: as wide as tall, the larger side winning",
        .status(.success("Saved")), style: square),
      try hudOptionSpecimen(
        "minimum-size", "minimumSize 180 × 110: the content centred in the larger box",
        .status(.text("Done")), style: minimum),
      try hudOptionSpecimen(
        "custom-colors", "boxStyle .custom: a navy box, white content (contrast checked)",
        .task(.spinner("Signing in")), style: custom),
      try hudOptionSpecimen(
        "material",
        "boxStyle .material: a blur on UIKit and SwiftUI; drawing lists (GTK, here) draw its "
          + "translucent palette, no blur",
        .task(.spinner("Loading")), style: material),
      try hudOptionSpecimen(
        "zoom-midway",
        "Zoom half-way through the show animation: scale 0.75 about the box's centre (drawn "
          + "opaque; on screen also at 50 % opacity)",
        .task(.spinner("Loading")), timing: HUDTiming(animation: .zoom), midway: true),
    ]
  }

  /// A HUD option picture: the scenario driven through ``HUDState`` with `timing` until fully
  /// visible (or, with `midway`, half-way through the show animation, where a zoom's
  /// ``HUDPresentation/scale`` applies, about the box's centre as GTK draws it), laid out with
  /// `style` in ``hudOptionsContainer``.
  static func hudOptionSpecimen(
    _ id: String, _ caption: String, _ scenario: HUDScenario, style: HUDStyle = HUDStyle(),
    timing: HUDTiming = HUDTiming(), midway: Bool = false
  ) throws(GalleryError) -> GallerySpecimen {
    let path = GalleryGroup.hud.folder + "/" + id
    var hud = HUDState(timing: timing)
    var now = ControlInstant.zero
    switch scenario {
    case .task(let content), .taskUpdated(let content, _):
      hud.reduce(.taskBegan(HUDToken(1), content, at: now))
      if let graceEnds = hud.scheduledTimer {
        now = graceEnds
        hud.reduce(.timerFired(at: now))
      }
    case .status(let content):
      hud.reduce(.statusPosted(content, at: now))
    }
    if midway {
      now = now.advanced(by: timing.showAnimation / 2)
    } else {
      now = now.advanced(by: timing.showAnimation)
      hud.reduce(.frameShown(at: now))
    }
    guard hud.phase.isOnScreen, let content = hud.displayedContent else {
      throw .specimenUnavailable(path: path, reason: "the HUD is not on screen (\(hud.phase))")
    }
    let presentation = hud.presentation(at: now.advanced(by: midway ? .zero : hudPictureDelay))
    let container = hudOptionsContainer
    return GallerySpecimen(group: .hud, id: id, caption: caption, size: container.size) {
      theme, measure in
      let layout = HUDLayout(content: content, container: container, style: style, measure: measure)
      let list = HUDDrawing.drawing(
        layout, theme: theme, spinnerPhase: presentation.spinnerPhase ?? 0)
      guard presentation.scale != 1 else { return list }
      return list.map { $0.scaled(by: presentation.scale, about: layout.box.center) }
    }
  }
}
#endif
