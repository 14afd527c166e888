// libFuzzer target for the arc stepper core: turns bytes into a configuration, bounds and an
// arbitrary sequence of pointer, key, accessibility, programmatic and frame events at arbitrary
// instants (equal, backwards, huge gaps, sub-millisecond), runs them through `ArcStepperState`,
// models the front-end from the effects, and traps on a broken invariant after every event. Built
// by `make fuzz` together with the core's sources into one module (see scripts/fuzz.sh); any trap
// is a finding.
//
// Byte format: [configuration selector] [bounds selector] then repeated [time op] [time operand]
// [event] [operands...]. Points come from a byte pair on a 16 x 16 grid over the bounds (so the
// ring, its gap, the centre and beyond are all hit), or NaN / infinities. Instants and durations
// come from `FuzzByteReader` (Fuzz/Support), extremes at the ends of `Duration`'s range included.

/// Traps when an invariant is broken.
///
/// `fatalError` rather than `preconditionFailure`, whose
/// message -O builds drop: the message names the broken invariant in the fuzzer's log.
private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant violated: \(message())") }
}

private func configuration(_ reader: inout FuzzByteReader) -> ArcStepperConfiguration {
  let selector = reader.byte()
  let counts = [1, 2, 10, 100, 1_000_000]
  let sweeps = [ArcStepperConfiguration.defaultSweep, 2 * Double.pi, 0.01, Double.pi]
  let built = try? ArcStepperConfiguration(
    stepCount: counts[Int(selector) % counts.count],
    initialStep: Int(Int8(bitPattern: reader.byte())),
    lineWidth: [8, 0, 200][Int(selector >> 3) % 3],
    sweep: sweeps[Int(selector >> 5) % sweeps.count],
    innerRadiusFactor: [0.5, 0, 1.5][Int(selector >> 4) % 3],
    durationPerFullSweep: reader.duration(),
    easing: selector & 0x80 == 0 ? .easeInOut : .linear)
  return built ?? .article
}

private func bounds(_ reader: inout FuzzByteReader) -> Rect {
  switch reader.byte() % 6 {
  case 0: return Rect(x: 0, y: 0, width: 100, height: 100)
  case 1: return Rect(x: -50, y: 20, width: 300, height: 40)
  case 2: return .zero
  case 3: return Rect(x: 0, y: 0, width: .nan, height: 100)
  case 4: return Rect(x: 0, y: 0, width: 1e300, height: .infinity)
  default: return Rect(x: 0, y: 0, width: -100, height: 100)
  }
}

private func point(_ reader: inout FuzzByteReader, in bounds: Rect) -> Point {
  let byte = reader.byte()
  switch byte {
  case 0xFF: return Point(x: .nan, y: .nan)
  case 0xFE: return Point(x: .infinity, y: -.infinity)
  default:
    let column = Double(byte & 0x0F) / 15
    let row = Double(byte >> 4) / 15
    return Point(
      x: bounds.origin.x + (column * 1.2 - 0.1) * bounds.size.width,
      y: bounds.origin.y + (row * 1.2 - 0.1) * bounds.size.height)
  }
}

/// The front-end as the effects describe it: the step shown, the animation in flight, the drag.
private struct FrontEnd {
  var step: Int
  var animation: ArcAnimation?

  mutating func carryOut(_ effects: [ArcStepperEffect], count: Int) {
    for effect in effects {
      switch effect {
      case .valueChanged(let old, let new, _):
        check(old == step, "valueChanged from \(old) but the step was \(step): \(effects)")
        check(new != old, "valueChanged without a change: \(effects)")
        check((0...count).contains(new), "valueChanged to \(new) outside 0...\(count)")
        step = new
      case .animationStarted(let started):
        check(animation == nil, "an animation started over another: \(effects)")
        check(started.duration > .zero, "a zero-length animation started: \(effects)")
        animation = started
      case .animationCompleted:
        check(animation != nil, "an animation completed that never started: \(effects)")
        animation = nil
      case .interactionEnded(let value):
        check(value == step, "interactionEnded(\(value)) but the step is \(step)")
      case .limitReached, .announce, .pointerIgnoredWithoutBounds:
        break
      }
    }
  }
}

/// libFuzzer's entry point: runs one input through the arc stepper, trapping on a broken
/// invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArcStepper(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var reader = FuzzByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  let configuration = configuration(&reader)
  var state = ArcStepperState(
    configuration: configuration, bounds: bounds(&reader), reducesMotion: reader.byte() & 1 == 1)
  let count = configuration.stepCount
  check((0...count).contains(state.currentStep), "initial step \(state.currentStep)")
  var frontEnd = FrontEnd(step: state.currentStep)
  var now = ControlInstant.zero
  var events = 0
  while !reader.isAtEnd && events < 500 {
    events += 1
    now = reader.instant(after: now)
    let wasDragging = state.isDragging
    let event: ArcStepperEvent
    let code = reader.byte()
    switch code % 15 {
    case 0, 1: event = .pointerPressed(point(&reader, in: state.bounds), at: now)
    case 2, 3: event = .pointerMoved(point(&reader, in: state.bounds), at: now)
    case 4: event = .pointerReleased(point(&reader, in: state.bounds), at: now)
    case 5: event = .pointerCancelled(at: now)
    case 6:
      let keys: [ArcStepperKey] = [.up, .down, .home, .end]
      event = .keyPressed(keys[Int(reader.byte()) % keys.count], at: now)
    case 7:
      event =
        reader.byte() & 1 == 0
        ? .accessibilityIncremented(at: now) : .accessibilityDecremented(at: now)
    case 8:
      let step = reader.byte() & 1 == 0 ? Int(Int8(bitPattern: reader.byte())) : Int(reader.int64())
      event = .stepSetProgrammatically(step, at: now)
    case 9: event = .boundsChanged(bounds(&reader), at: now)
    case 10: event = .enabledChanged(reader.byte() & 1 == 0, at: now)
    case 11: event = .focusChanged(reader.byte() & 1 == 0, at: now)
    case 12: event = .reduceMotionChanged(reader.byte() & 1 == 0, at: now)
    case 13:
      let steps =
        reader.byte() & 1 == 0 ? Int(Int8(bitPattern: reader.byte())) : Int(reader.int64())
      event = .scrolled(steps: steps, at: now)
    // A front-end that shows the frame at the end of the animation, or at any instant.
    default: event = .frameShown(at: reader.byte() & 1 == 0 ? state.animation?.end ?? now : now)
    }
    let effects = state.reduce(event)
    frontEnd.carryOut(effects, count: count)

    check((0...count).contains(state.currentStep), "step \(state.currentStep) outside 0...\(count)")
    check(
      frontEnd.step == state.currentStep, "effects say \(frontEnd.step), state \(state.currentStep)"
    )
    check(
      frontEnd.animation == state.animation,
      "animation \(String(describing: state.animation)) but effects say \(String(describing: frontEnd.animation))"
    )
    check(!state.reducesMotion || state.animation == nil, "an animation runs under reduce motion")
    check(state.isEnabled || !state.isDragging, "a disabled control is dragging")
    if case .pointerReleased = event { check(!state.isDragging, "still dragging after release") }
    if case .pointerCancelled = event { check(!state.isDragging, "still dragging after cancel") }
    if wasDragging && !state.isDragging {
      check(
        effects.last == .interactionEnded(value: state.currentStep),
        "a drag ended without interactionEnded: \(effects)")
    }
    let shown = state.presentedFraction(at: now)
    check(shown.isFinite && shown >= 0 && shown <= 1, "presented fraction \(shown)")
    if let animation = state.animation {
      check(
        animation.to == state.fraction,
        "the animation heads to \(animation.to), not \(state.fraction)")
    }
    _ = state.accessibilityElement(label: "Volume")
    _ = state.labelText
  }
  return 0
}
