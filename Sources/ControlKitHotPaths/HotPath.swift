import ControlKit

/// The core's hot paths whose instructions and allocations `make check-instructions` guards.
///
/// Each one mirrors a benchmark of `Benchmarks/Benchmarks/ControlKitBenchmarks`, one iteration
/// at a time; `Benchmarks/instructions-baseline.tsv` holds the committed figures per iteration.
enum HotPath: String, CaseIterable {
  /// One button event: a press (steps, schedules the repeat timer) or a release (cancels it),
  /// alternating, into a reused effects buffer.
  case stepperButtonEvent = "stepper-button-event"
  /// Typing a 9-digit number and committing it: filter, parse, clamp.
  case stepperCommitASCII = "stepper-commit-ascii"
  /// The same commit in full-width digits (U+FF11…), as Chinese and Japanese input methods send.
  case stepperCommitFullWidth = "stepper-commit-full-width"
  /// Parsing a 9-digit text.
  case stepperParse = "stepper-parse"
  /// Formatting the display text of 123,456.78.
  case stepperFormat = "stepper-format"
  /// The stepper's layout in the article's style.
  case stepperLayout = "stepper-layout"
  /// The stepper's drawing list.
  case stepperDrawing = "stepper-drawing"
  /// The arc stepper's layout (text measurement excluded).
  case arcStepperLayout = "arc-stepper-layout"
  /// The arc stepper's drawing list.
  case arcStepperDrawing = "arc-stepper-drawing"
  /// A drag on the arc stepper: press on the ring, 20 moves along it, release (22 reductions).
  case arcStepperDrag = "arc-stepper-drag"
  /// The HUD's layout (text measurement excluded).
  case hudLayout = "hud-layout"
  /// The HUD's drawing list.
  case hudDrawing = "hud-drawing"
  /// A HUD task cycle: begin, grace timer, shown, end, hidden (five reductions).
  case hudCycle = "hud-cycle"
  /// The circle image's layout.
  case circleImageLayout = "circle-image-layout"
  /// The circle image's drawing list.
  case circleImageDrawing = "circle-image-drawing"

  /// Sets the path up, then runs it `iterations` times inside ``measuredRegion(_:_:)`` (after two
  /// warm-up iterations; see ``measure(_:_:)``).
  func run(iterations: Int) {
    switch self {
    case .stepperButtonEvent: Self.buttonEvents(iterations)
    case .stepperCommitASCII: Self.commits(iterations, texts: ("123456789", "987654321"))
    case .stepperCommitFullWidth:
      Self.commits(iterations, texts: ("１２３４５６７８９", "９８７６５４３２１"))
    case .stepperParse:
      let configuration = StepperConfiguration.default
      measure(iterations) { _ in
        blackHole(StepperTextParser.parse("123456789", configuration: configuration))
      }
    case .stepperFormat:
      let configuration =
        (try? StepperConfiguration(
          minimum: 0, maximum: 1_000_000, step: FixedDecimal(units: 1, scale: 2))) ?? .default
      let state = StepperState(
        value: FixedDecimal(units: 12_345_678, scale: 2), configuration: configuration)
      measure(iterations) { _ in blackHole(state.displayText) }
    case .stepperLayout:
      measure(iterations) { _ in
        blackHole(
          StepperLayout.layout(bounds: Self.stepperBounds, style: .article, direction: .leftToRight)
        )
      }
    case .stepperDrawing:
      let layout = StepperLayout.layout(
        bounds: Self.stepperBounds, style: .article, direction: .leftToRight)
      let look = StepperState(value: 3).presentation()
      measure(iterations) { _ in
        blackHole(StepperDrawing.drawing(presentation: look, layout: layout))
      }
    case .arcStepperLayout:
      let state = ArcStepperState(bounds: Self.square)
      let measurer = ConstantMeasurer()
      measure(iterations) { _ in blackHole(ArcStepperLayout(state: state, measure: measurer)) }
    case .arcStepperDrawing:
      let state = ArcStepperState(bounds: Self.square)
      let layout = ArcStepperLayout(state: state, measure: ConstantMeasurer())
      measure(iterations) { _ in
        blackHole(ArcStepperDrawing.commands(for: state, layout: layout, theme: .dark, at: .zero))
      }
    case .arcStepperDrag: Self.arcDrags(iterations)
    case .hudLayout:
      let measurer = ConstantMeasurer()
      // Made once, as a front-end lays out the content its state holds.
      let content = HUDContent.spinner("Loading")
      measure(iterations) { _ in
        blackHole(HUDLayout(content: content, container: Self.screen, measure: measurer))
      }
    case .hudDrawing:
      let layout = HUDLayout(
        content: .spinner("Loading"), container: Self.screen, measure: ConstantMeasurer())
      measure(iterations) { _ in
        blackHole(HUDDrawing.drawing(layout, theme: .light, spinnerPhase: 0.25))
      }
    case .hudCycle: Self.hudCycles(iterations)
    case .circleImageLayout:
      measure(iterations) { _ in
        blackHole(CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 200, height: 100)))
      }
    case .circleImageDrawing:
      let layout = CircleImageLayout(bounds: Rect(x: 0, y: 0, width: 200, height: 100))
      let image = ImageReference(name: "photo.png", pixelSize: Size(width: 640, height: 480))
      measure(iterations) { _ in
        blackHole(
          CircleImageDrawing.drawing(
            image: image, layout: layout, style: CircleImageStyle(), theme: .light))
      }
    }
  }

  /// The stepper's bounds in the layout and drawing paths (the article's 174 × 30).
  static let stepperBounds = Rect(x: 0, y: 0, width: 174, height: 30)
  /// The arc stepper's bounds.
  static let square = Rect(x: 0, y: 0, width: 200, height: 200)
  /// The screen the HUD is laid out on.
  static let screen = Rect(x: 0, y: 0, width: 375, height: 667)

  /// Press and release alternating, 50 ms apart, back to 0 at the maximum.
  static func buttonEvents(_ iterations: Int) {
    var state = StepperState(value: 0, configuration: .default)
    var effects: [StepperEffect] = []
    effects.reserveCapacity(8)
    var now = ControlInstant.zero
    for _ in 0..<2 {  // warm the buffer
      state.reduce(.incrementPressed(pointer: .mouse, at: now), into: &effects)
      state.reduce(.released(inside: true, at: now), into: &effects)
      effects.removeAll(keepingCapacity: true)
    }
    measure(iterations) { index in
      now = now.advanced(by: .milliseconds(50))
      if index & 1 == 0 {
        if state.value == state.configuration.maximum {
          state.reduce(.valueSetProgrammatically(0, at: now), into: &effects)
        }
        state.reduce(.incrementPressed(pointer: .mouse, at: now), into: &effects)
      } else {
        state.reduce(.released(inside: true, at: now), into: &effects)
      }
      effects.removeAll(keepingCapacity: true)
    }
    blackHole(state)
  }

  /// The two texts typed and submitted in turn while editing.
  static func commits(_ iterations: Int, texts: (String, String)) {
    let configuration =
      (try? StepperConfiguration(minimum: 0, maximum: 999_999_999, step: 1)) ?? .default
    var state = StepperState(value: 0, configuration: configuration)
    var effects: [StepperEffect] = []
    effects.reserveCapacity(16)
    var now = ControlInstant.zero
    state.reduce(.editingBegan(at: now), into: &effects)
    effects.removeAll(keepingCapacity: true)
    measure(iterations) { index in
      now = now.advanced(by: .milliseconds(50))
      let text = index & 1 == 0 ? texts.0 : texts.1
      state.reduce(.textChanged(text, at: now), into: &effects)
      state.reduce(.textSubmitted(at: now), into: &effects)
      effects.removeAll(keepingCapacity: true)
    }
    blackHole(state)
  }

  /// Press on the ring, 20 moves along it (0.2 → 0.8 of the arc), release, 16 ms apart.
  static func arcDrags(_ iterations: Int) {
    var state = ArcStepperState(bounds: square)
    let ring = state.geometry
    let points = (0...20).map { ring.point(forFraction: 0.2 + 0.03 * Double($0)) }
    var now = ControlInstant.zero
    measure(iterations) { _ in
      blackHole(state.reduce(.pointerPressed(points[0], at: now)))
      for point in points.dropFirst() {
        now = now.advanced(by: .milliseconds(16))
        blackHole(state.reduce(.pointerMoved(point, at: now)))
      }
      now = now.advanced(by: .milliseconds(16))
      blackHole(state.reduce(.pointerReleased(points[20], at: now)))
    }
    blackHole(state)
  }

  /// A slow task's whole cycle, as a front-end drives it.
  static func hudCycles(_ iterations: Int) {
    var hud = HUDState()
    let token = HUDToken(1)
    let content = HUDContent.spinner("Loading")
    var start = ControlInstant.zero
    measure(iterations) { _ in
      blackHole(hud.reduce(.taskBegan(token, content, at: start)))
      blackHole(hud.reduce(.timerFired(at: start.advanced(by: .milliseconds(500)))))
      blackHole(hud.reduce(.frameShown(at: start.advanced(by: .milliseconds(700)))))
      blackHole(hud.reduce(.taskEnded(token, at: start.advanced(by: .milliseconds(1_200)))))
      blackHole(hud.reduce(.frameShown(at: start.advanced(by: .milliseconds(1_400)))))
      start = start.advanced(by: .seconds(2))
    }
    blackHole(hud)
  }
}
