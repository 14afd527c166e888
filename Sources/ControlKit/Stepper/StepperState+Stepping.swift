extension StepperState {
  /// Where a step would go.
  enum StepTarget: Equatable {
    /// To this value.
    case moved(FixedDecimal)
    /// Nowhere: the value is at this limit and the stepper does not wrap.
    case blocked(RangeLimit)
  }

  /// The target of `steps` steps in `direction` from `base` (the current value, or while the user
  /// types the number typed: ``stepFromTyped(_:steps:source:pending:into:)``).
  ///
  /// Steps land on the grid `minimum + n · step`: from an off-grid value the first step goes to the
  /// next grid value in that direction (react-aria). An overshoot clamps to the limit; only a value
  /// already at the limit wraps (GtkSpinButton, UIStepper). All arithmetic is on `UInt64` offsets
  /// from the minimum with overflow checks, so it is exact and never traps.
  ///
  /// Always inlined into its one caller, ``step(_:steps:source:into:)``: called out of line from
  /// that mutating method it was handed a copy of the whole state (a 339-byte `memcpy` per button
  /// press; issue 21).
  @inline(__always)
  func stepTarget(_ direction: StepperDirection, steps: Int64, from base: FixedDecimal)
    -> StepTarget
  {
    let minimum = configuration.minimum.units
    let maximum = configuration.maximum.units
    let stepUnits = UInt64(configuration.step.units)
    let current = base.units
    let count = UInt64(max(steps, 1))
    let scale = configuration.scale
    let maximumOffset = UInt64(bitPattern: maximum &- minimum)
    func at(_ offset: UInt64) -> FixedDecimal {
      FixedDecimal(units: Int64(bitPattern: UInt64(bitPattern: minimum) &+ offset), scale: scale)
    }
    switch direction {
    case .increment:
      if current >= maximum {
        return configuration.wraps ? .moved(configuration.minimum) : .blocked(.upper)
      }
      if current < minimum { return .moved(configuration.minimum) }
      let offset = UInt64(bitPattern: current &- minimum)
      let (index, overflow1) = (offset / stepUnits).addingReportingOverflow(count)
      let (target, overflow2) = index.multipliedReportingOverflow(by: stepUnits)
      if overflow1 || overflow2 || target > maximumOffset { return .moved(configuration.maximum) }
      return .moved(at(target))
    case .decrement:
      if current <= minimum {
        return configuration.wraps ? .moved(configuration.maximum) : .blocked(.lower)
      }
      if current > maximum { return .moved(configuration.maximum) }
      let offset = UInt64(bitPattern: current &- minimum)
      let index = offset / stepUnits
      let downward = offset % stepUnits == 0 ? count : count - 1
      if downward > index { return .moved(configuration.minimum) }
      return .moved(at((index - downward) * stepUnits))
    }
  }

  /// `typed` rounded to the nearest grid value `minimum + n · step` (halves round up), never above
  /// the largest grid value within the maximum.
  func snappedToStep(_ typed: FixedDecimal) -> FixedDecimal {
    let minimum = configuration.minimum.units
    let stepUnits = UInt64(configuration.step.units)
    let maximumOffset = UInt64(bitPattern: configuration.maximum.units &- minimum)
    let offset = UInt64(bitPattern: typed.units &- minimum)
    let remainder = offset % stepUnits
    var target = offset - remainder
    if remainder >= stepUnits - remainder {
      let (up, overflow) = target.addingReportingOverflow(stepUnits)
      target = overflow ? .max : up
    }
    if target > maximumOffset { target = maximumOffset - maximumOffset % stepUnits }
    return FixedDecimal(
      units: Int64(bitPattern: UInt64(bitPattern: minimum) &+ target), scale: configuration.scale)
  }

  /// The value steps start from: the value, or in controlled mode a value just proposed for a
  /// commit in the same event.
  var steppingBase: FixedDecimal { proposedValue ?? value }

  /// Whether a held button in `direction` can still move the value.
  func canContinue(_ direction: StepperDirection) -> Bool {
    if configuration.wraps { return true }
    switch direction {
    case .increment: return steppingBase < configuration.maximum
    case .decrement: return steppingBase > configuration.minimum
    }
  }

  /// Tries `steps` steps: moves the value (or, controlled, requests it) and returns true, or
  /// reports the limit and returns false.
  @discardableResult
  mutating func step(
    _ direction: StepperDirection, steps: Int64, source: StepperChangeSource,
    into effects: inout [StepperEffect]
  ) -> Bool {
    switch stepTarget(direction, steps: steps, from: steppingBase) {
    case .blocked(let limit):
      reportLimit(limit, into: &effects)
      return false
    case .moved(let target):
      move(direction, steps: steps, source: source, to: target, into: &effects)
      return true
    }
  }

  /// Takes a step that lands on `target`: sets the value, or in controlled mode requests the step
  /// from the owner with `target` as its proposal.
  ///
  /// Always inlined, as ``stepTarget(_:steps:from:)``: it sits on the button event's path.
  @inline(__always)
  mutating func move(
    _ direction: StepperDirection, steps: Int64, source: StepperChangeSource,
    to target: FixedDecimal, into effects: inout [StepperEffect]
  ) {
    if mode == .controlled {
      effects.append(
        direction == .increment
          ? .increaseRequested(steps: steps, source: source)
          : .decreaseRequested(steps: steps, source: source))
      effects.append(.valueProposed(target, source: source))
      proposedValue = target
    } else {
      setValue(target, source: source, into: &effects)
    }
  }

  /// Moves straight to a limit (Home, End).
  mutating func jump(to limit: RangeLimit, into effects: inout [StepperEffect]) {
    let target = limit == .lower ? configuration.minimum : configuration.maximum
    guard target != steppingBase else { return }
    if mode == .controlled {
      effects.append(.valueRequested(target, source: .keyboard))
      effects.append(.valueProposed(target, source: .keyboard))
      proposedValue = target
    } else {
      setValue(target, source: .keyboard, into: &effects)
    }
  }

  /// Sets the value and reports the change, if it is one.
  mutating func setValue(
    _ newValue: FixedDecimal, source: StepperChangeSource, into effects: inout [StepperEffect]
  ) {
    if source != .programmatic { requestedValue = nil }
    let old = value
    value = newValue
    if old != newValue {
      effects.append(.valueChanged(old: old, new: newValue, source: source))
    }
  }

  /// Reports a push against `limit`: feedback for the eyes and hands, an announcement for ears.
  ///
  /// With ``LimitFeedback/shake`` in the feedback, the reduction then starts the limit shake
  /// (``shakeStartedAt``) at the event's instant.
  mutating func reportLimit(_ limit: RangeLimit, into effects: inout [StepperEffect]) {
    if configuration.limitFeedback.contains(.shake) { limitShakeRequested = true }
    effects.append(.limitReached(limit, feedback: configuration.limitFeedback))
    effects.append(.announce(.limitReached(limit)))
  }
}
