extension ArcStepperState {
  /// Applies `event` and returns the effects to carry out, in order.
  ///
  /// Rules:
  /// - A press on the ring (between `innerRadiusFactor × radius` and the stroke's outer edge
  ///   plus `touchSlop`, outside the gap) sets the nearest step, animated, and starts a drag.
  ///   Presses near the centre, beyond the ring or in the gap are ignored, and so is the rest of
  ///   that gesture.
  /// - While dragging, the value follows the pointer's angle at once (the finger is the
  ///   animation); moves near the centre are ignored because the angle is unstable there.
  ///   Entering the gap, or jumping further than ``ArcGeometry/largestMoveAlongArc`` in one move
  ///   (which on the shortest path crosses the gap), holds the value at the end the drag was near and emits
  ///   ``ArcStepperEffect/limitReached(_:feedback:)``; the hold lets go when the pointer is back on that
  ///   end's half of the arc. So a drag never jumps between the minimum and the maximum.
  /// - Release ends the drag with ``ArcStepperEffect/interactionEnded(value:)``. A cancelled pointer
  ///   (usually a scroll taking the touch) restores the step from before the press: the user did
  ///   not mean to adjust.
  /// - Up/Down and screen-reader actions step by one, Home/End jump to the ends, each wheel notch
  ///   steps by one (several notches at once move as far as the range allows); at an end a step
  ///   emits `limitReached` (and, for screen readers, an announcement) instead of a change. Each
  ///   key press or action ends with ``ArcStepperEffect/interactionEnded(value:)``, changed or not,
  ///   as the stepper's do.
  /// - Before the bounds have an area, a press is ignored and reported as
  ///   ``ArcStepperEffect/pointerIgnoredWithoutBounds(_:)``.
  /// - Right to left (``direction``) mirrors the ring, so a press at a point sets the value its
  ///   mirror image sets left to right. Keys keep their meaning: Up and End always increase,
  ///   as on GTK's scales, whatever the direction (a front-end maps Left
  ///   and Right with ``ArcStepperKey/leftArrow(in:)`` and ``ArcStepperKey/rightArrow(in:)``).
  /// - While disabled only bounds, focus, direction, enabling, reduce-motion and frames are
  ///   handled.
  public mutating func reduce(_ event: ArcStepperEvent) -> [ArcStepperEffect] {
    switch event {
    case .pointerPressed(let point, let instant):
      return pointerPressed(point, at: instant)
    case .pointerMoved(let point, let instant):
      return pointerMoved(point, at: instant)
    case .pointerReleased(let point, let instant):
      guard drag != nil else { return [] }
      var effects = pointerMoved(point, at: instant)
      drag = nil
      effects.append(.interactionEnded(value: currentStep))
      return effects
    case .pointerCancelled(let instant):
      guard let drag else { return [] }
      self.drag = nil
      var effects = setStep(drag.stepAtPress, source: .pointer, at: instant, animated: true)
      effects.append(.interactionEnded(value: currentStep))
      return effects
    case .keyPressed(let key, let instant):
      guard isEnabled else { return [] }
      switch key {
      case .up: return stepBy(1, source: .keyboard, at: instant)
      case .down: return stepBy(-1, source: .keyboard, at: instant)
      case .home: return jump(to: 0, source: .keyboard, at: instant)
      case .end: return jump(to: configuration.stepCount, source: .keyboard, at: instant)
      }
    case .scrolled(let steps, let instant):
      guard isEnabled, drag == nil, steps != 0 else { return [] }
      let room = steps > 0 ? configuration.stepCount - currentStep : -currentStep
      let delta = steps > 0 ? min(steps, room) : max(steps, room)
      return stepBy(delta == 0 ? steps.signum() : delta, source: .wheel, at: instant)
    case .accessibilityIncremented(let instant):
      guard isEnabled else { return [] }
      return stepBy(1, source: .accessibility, at: instant)
    case .accessibilityDecremented(let instant):
      guard isEnabled else { return [] }
      return stepBy(-1, source: .accessibility, at: instant)
    case .stepSetProgrammatically(let step, let instant):
      return setStep(step, source: .programmatic, at: instant, animated: true)
    case .boundsChanged(let rect, _):
      bounds = rect
      return []
    case .enabledChanged(let enabled, _):
      isEnabled = enabled
      guard !enabled, drag != nil else { return [] }
      drag = nil
      return [.interactionEnded(value: currentStep)]
    case .focusChanged(let focused, _):
      isFocused = focused
      return []
    case .directionChanged(let direction, _):
      // A drag in progress keeps its fractions: they do not depend on the direction, so the
      // next move is judged on the mirrored ring from the value on screen.
      self.direction = direction
      return []
    case .reduceMotionChanged(let reduces, let instant):
      reducesMotion = reduces
      guard reduces else { return [] }
      return stopAnimation(at: instant)
    case .frameShown(let instant):
      guard let animation, animation.isFinished(at: instant) else { return [] }
      self.animation = nil
      return [.animationCompleted(.finished)]
    }
  }

  private mutating func pointerPressed(_ point: Point, at instant: ControlInstant)
    -> [ArcStepperEffect]
  {
    guard isEnabled, drag == nil else { return [] }
    guard hasBounds else { return [.pointerIgnoredWithoutBounds(point)] }
    let ring = geometry
    let distance = ring.distanceFromCenter(point)
    let outer = ring.radius + ring.lineWidth / 2 + configuration.touchSlop
    guard ring.radius > 0, distance >= innerRadius(of: ring), distance <= outer,
      let fraction = ring.fraction(at: point)
    else { return [] }
    drag = ArcStepperDrag(stepAtPress: currentStep, lastFraction: fraction, pinned: nil)
    return setStep(
      nearestStep(toFraction: fraction), source: .pointer, at: instant, animated: true)
  }

  private mutating func pointerMoved(_ point: Point, at instant: ControlInstant)
    -> [ArcStepperEffect]
  {
    guard isEnabled, var drag else { return [] }
    let ring = geometry
    guard ring.distanceFromCenter(point) >= innerRadius(of: ring) else { return [] }
    var effects: [ArcStepperEffect] = []
    let nearEnd: RangeLimit = drag.lastFraction >= 0.5 ? .upper : .lower
    let target: Double
    if let pinned = drag.pinned {
      if let fraction = ring.fraction(at: point), (fraction >= 0.5) == (pinned == .upper) {
        drag.pinned = nil
        drag.lastFraction = fraction
        target = fraction
      } else {
        target = pinned == .upper ? 1 : 0
      }
    } else if let fraction = ring.fraction(at: point),
      abs(fraction - drag.lastFraction) <= ring.largestMoveAlongArc
    {
      drag.lastFraction = fraction
      target = fraction
    } else {
      drag.pinned = nearEnd
      drag.lastFraction = nearEnd == .upper ? 1 : 0
      target = drag.lastFraction
      effects.append(.limitReached(nearEnd, feedback: configuration.limitFeedback))
    }
    self.drag = drag
    let changes = setStep(
      nearestStep(toFraction: target), source: .pointer, at: instant, animated: false)
    return changes + effects
  }

  private mutating func stepBy(
    _ delta: Int, source: ArcStepperChangeSource, at instant: ControlInstant
  )
    -> [ArcStepperEffect]
  {
    let target = currentStep + delta
    guard (0...configuration.stepCount).contains(target) else {
      let limit: RangeLimit = delta > 0 ? .upper : .lower
      var effects: [ArcStepperEffect] = [
        .limitReached(limit, feedback: configuration.limitFeedback)
      ]
      if source == .accessibility {
        effects.append(
          .announce(configuration.language.valueAtLimit(accessibilityValueText, limit)))
      }
      effects.append(.interactionEnded(value: currentStep))
      return effects
    }
    return jump(to: target, source: source, at: instant)
  }

  private mutating func jump(
    to step: Int, source: ArcStepperChangeSource, at instant: ControlInstant
  )
    -> [ArcStepperEffect]
  {
    var effects = setStep(step, source: source, at: instant, animated: true)
    effects.append(.interactionEnded(value: currentStep))
    return effects
  }

  /// Sets the step (clamped); on a change, retargets the animation from what is on screen.
  private mutating func setStep(
    _ step: Int, source: ArcStepperChangeSource, at instant: ControlInstant, animated: Bool
  ) -> [ArcStepperEffect] {
    let clamped = min(configuration.stepCount, max(0, step))
    guard clamped != currentStep else { return [] }
    let old = currentStep
    let onScreen = presentedFraction(at: instant)
    var effects = stopAnimation(at: instant)
    currentStep = clamped
    if source != .pointer, var drag {
      // A key or the app moved the value under a drag: re-anchor the drag there, so the next move
      // is judged from the value on screen and cannot jump between the ends.
      drag.lastFraction = fraction
      drag.pinned = nil
      self.drag = drag
    }
    effects.insert(.valueChanged(old: old, new: clamped, source: source), at: 0)
    if animated, !reducesMotion {
      let move = ArcAnimation(
        from: onScreen, to: fraction, start: instant,
        durationPerFullSweep: configuration.durationPerFullSweep, easing: configuration.easing)
      if move.duration > .zero {
        animation = move
        effects.append(.animationStarted(move))
      }
    }
    return effects
  }

  /// Ends the animation in flight: finished if it had reached its target, else interrupted.
  private mutating func stopAnimation(at instant: ControlInstant) -> [ArcStepperEffect] {
    guard let animation else { return [] }
    self.animation = nil
    return [.animationCompleted(animation.isFinished(at: instant) ? .finished : .interrupted)]
  }

  private func innerRadius(of ring: ArcGeometry) -> Double {
    ring.radius * configuration.innerRadiusFactor
  }
}
