import ControlKit

extension GalleryCatalogue {
  /// The arc stepper's bounds in its pictures: 140 points square.
  static let arcSide = 140.0
  /// When the arc pictures are taken, long after every animation in them has ended (except in
  /// the mid-animation picture, which is taken at ``arcMidAnimationTime``).
  static let arcRestTime = ControlInstant.milliseconds(5_000)
  /// How far into the 5 → 10 animation (1 s long) the mid-animation picture is taken.
  static let arcMidAnimationTime = ControlInstant.milliseconds(400)
  /// The configuration the arc pictures use: the article's, whose colours come from the theme's
  /// ``ArcStepperPalette`` (grey track, blue accent progress in both themes).
  static let arcConfiguration = ArcStepperConfiguration.article

  /// The arc stepper in each pictured state, reached by events from the article's step 5.
  struct ArcStates: Sendable {
    /// Home pressed: step 0.
    var empty: ArcStepperState
    /// As created: step 5.
    var initial: ArcStepperState
    /// End pressed: step 10.
    var full: ArcStepperState
    /// Pressed on the ring at 6, dragged to 7, not released.
    var dragging: ArcStepperState
    /// End pressed, the animation still running.
    var animating: ArcStepperState
    /// With keyboard focus.
    var focused: ArcStepperState
    /// Disabled.
    var disabled: ArcStepperState

    /// Drives a fresh state with `configuration` in `bounds` into each pictured state.
    init(configuration: ArcStepperConfiguration, bounds: Rect) throws(GalleryError) {
      initial = ArcStepperState(configuration: configuration, bounds: bounds)

      empty = initial
      _ = empty.reduce(.keyPressed(.home, at: .zero))
      _ = empty.reduce(.frameShown(at: arcRestTime))

      full = initial
      _ = full.reduce(.keyPressed(.end, at: .zero))
      _ = full.reduce(.frameShown(at: arcRestTime))

      dragging = initial
      let ring = initial.geometry
      _ = dragging.reduce(.pointerPressed(ring.point(forFraction: 0.6), at: .zero))
      _ = dragging.reduce(.pointerMoved(ring.point(forFraction: 0.7), at: .milliseconds(80)))
      _ = dragging.reduce(.frameShown(at: arcRestTime))
      guard dragging.isDragging, dragging.currentStep == 7 else {
        throw .specimenUnavailable(
          path: "arc-stepper/dragging",
          reason: "a drag to 0.7 of the ring left step \(dragging.currentStep)")
      }

      animating = initial
      _ = animating.reduce(.keyPressed(.end, at: .zero))
      guard let animation = animating.animation, animation.end > arcMidAnimationTime else {
        throw .specimenUnavailable(
          path: "arc-stepper/animating", reason: "End did not start an animation")
      }

      focused = initial
      _ = focused.reduce(.focusChanged(true, at: .zero))

      disabled = initial
      _ = disabled.reduce(.enabledChanged(false, at: .zero))
    }
  }

  /// The arc stepper specimens: 0, 5 and 10 of 10, dragging, animating, focused, disabled.
  static func arcStepperSpecimens() throws(GalleryError) -> [GallerySpecimen] {
    let bounds = Rect(x: 0, y: 0, width: arcSide, height: arcSide)
    let light = try ArcStates(configuration: arcConfiguration, bounds: bounds)
    let dark = try ArcStates(configuration: arcConfiguration, bounds: bounds)
    let animationDuration = dark.animating.animation?.duration ?? .zero
    let share = Double(arcMidAnimationTime.milliseconds) / Double(animationDuration.milliseconds)

    func specimen(
      _ id: String, _ caption: String, at instant: ControlInstant = arcRestTime,
      _ state: @escaping @Sendable (ArcStates) -> ArcStepperState
    ) -> GallerySpecimen {
      GallerySpecimen(group: .arcStepper, id: id, caption: caption, size: bounds.size) {
        theme, measure in
        let shown = state(theme == .light ? light : dark)
        return ArcStepperDrawing.commands(
          for: shown, layout: ArcStepperLayout(state: shown, measure: measure), theme: theme,
          at: instant)
      }
    }
    return [
      specimen("step-0", "0 of 10 (Home): no progress arc, only the track") { $0.empty },
      specimen(
        "step-5",
        "5 of 10, the article's start: a grey track at 3:1 or more against the background and "
          + "the accent progress at 3:1 or more against the track"
      ) { $0.initial },
      specimen("step-10", "10 of 10 (End): the progress covers the whole arc") { $0.full },
      specimen("dragging", "Dragging: pressed at 6, dragged to 7; the thumb follows") {
        $0.dragging
      },
      specimen(
        "animating",
        "Animating 5 → 10 after End, \(Int((share * 100).rounded())) % of the time in "
          + "(ease in-out); the label already says 10/10", at: arcMidAnimationTime
      ) { $0.animating },
      specimen("focused", "Keyboard focus: a ring outside the stroke") { $0.focused },
      specimen("disabled", "Disabled: everything at 40 % opacity") { $0.disabled },
    ]
  }
}
