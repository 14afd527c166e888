import ControlKit

extension GalleryCatalogue {
  /// The arc stepper's bounds in its pictures: 140 points square.
  static let arcSide = 140.0
  /// When the arc pictures are taken, long after every animation in them has ended (except in
  /// the mid-animation picture, which is taken at ``arcMidAnimationTime``).
  static let arcRestTime = ControlInstant.milliseconds(5_000)
  /// How far into the 5 → 10 animation (1 s long) the mid-animation picture is taken.
  static let arcMidAnimationTime = ControlInstant.milliseconds(400)

  /// The arc stepper specimens: 0, 5 and 10 of 10, dragging, animating, focused, disabled.
  static func arcStepperSpecimens() throws(GalleryError) -> [GallerySpecimen] {
    let bounds = Rect(x: 0, y: 0, width: arcSide, height: arcSide)
    let initial = ArcStepperState(configuration: .article, bounds: bounds)

    var empty = initial
    _ = empty.reduce(.keyPressed(.home, at: .zero))
    _ = empty.reduce(.frameShown(at: arcRestTime))

    var full = initial
    _ = full.reduce(.keyPressed(.end, at: .zero))
    _ = full.reduce(.frameShown(at: arcRestTime))

    // A finger goes down on the ring at 6 and drags on to 7; it has not been lifted.
    var dragging = initial
    let ring = initial.geometry
    _ = dragging.reduce(.pointerPressed(ring.point(forFraction: 0.6), at: .zero))
    _ = dragging.reduce(
      .pointerMoved(ring.point(forFraction: 0.7), at: .milliseconds(80)))
    _ = dragging.reduce(.frameShown(at: arcRestTime))
    guard dragging.isDragging, dragging.currentStep == 7 else {
      throw .specimenUnavailable(
        path: "arc-stepper/dragging",
        reason: "a drag to 0.7 of the ring left step \(dragging.currentStep)")
    }

    var animating = initial
    _ = animating.reduce(.keyPressed(.end, at: .zero))
    guard let animation = animating.animation, animation.end > arcMidAnimationTime else {
      throw .specimenUnavailable(
        path: "arc-stepper/animating", reason: "End did not start an animation")
    }
    let progress = Double(arcMidAnimationTime.milliseconds) / Double(animation.duration.milliseconds)

    var focused = initial
    _ = focused.reduce(.focusChanged(true, at: .zero))

    var disabled = initial
    _ = disabled.reduce(.enabledChanged(false, at: .zero))

    func specimen(
      _ id: String, _ caption: String, _ state: ArcStepperState,
      at instant: ControlInstant = arcRestTime
    ) -> GallerySpecimen {
      GallerySpecimen(group: .arcStepper, id: id, caption: caption, size: bounds.size) {
        theme, measure in
        ArcStepperDrawing.commands(
          for: state, layout: ArcStepperLayout(state: state, measure: measure), theme: theme,
          at: instant)
      }
    }
    return [
      specimen("step-0", "0 of 10 (Home): no progress arc, only the track", empty),
      specimen("step-5", "5 of 10: the article's starting value", initial),
      specimen("step-10", "10 of 10 (End): the progress covers the whole arc", full),
      specimen("dragging", "Dragging: pressed at 6, dragged to 7; the thumb follows", dragging),
      specimen(
        "animating",
        "Animating 5 → 10 after End, \(Int((progress * 100).rounded())) % of the time in "
          + "(ease in-out); the label already says 10/10", animating, at: arcMidAnimationTime),
      specimen("focused", "Keyboard focus: a ring outside the stroke", focused),
      specimen("disabled", "Disabled: everything at 40 % opacity", disabled),
    ]
  }
}
