extension StepperState {
  /// Applies `event`, appending what the front-end and app must do to `effects`.
  ///
  /// The array is only appended to: reuse one array and clear it with
  /// `removeAll(keepingCapacity: true)` between events, and button and timer events allocate
  /// nothing (no strings, no existentials, no new arrays).
  ///
  /// ```swift
  /// var effects: [StepperEffect] = []
  /// effects.reserveCapacity(8)
  /// state.reduce(.incrementPressed(pointer: .mouse, at: now), into: &effects)
  /// for effect in effects { frontEnd.perform(effect) }
  /// effects.removeAll(keepingCapacity: true)
  /// ```
  ///
  /// - Complexity: O(1) for button, timer, key, wheel and accessibility events; O(n) in the text
  ///   length for text events.
  public mutating func reduce(_ event: StepperEvent, into effects: inout [StepperEffect]) {
    apply(event, into: &effects)
    proposedValue = nil
    if limitShakeRequested {
      limitShakeRequested = false
      if !reducesMotion { shakeStartedAt = event.instant }
    }
  }

  /// Applies `event` and returns its effects: convenient where allocation does not matter.
  public mutating func reduce(_ event: StepperEvent) -> [StepperEffect] {
    var effects: [StepperEffect] = []
    reduce(event, into: &effects)
    return effects
  }

  /// The reducer proper (see ``reduce(_:into:)``).
  mutating func apply(_ event: StepperEvent, into effects: inout [StepperEffect]) {
    switch event {
    case .incrementPressed(let pointer, let instant):
      press(.increment, pointer: pointer, at: instant, into: &effects)
    case .decrementPressed(let pointer, let instant):
      press(.decrement, pointer: pointer, at: instant, into: &effects)
    case .released, .pointerCancelled:
      endHold(into: &effects)
    case .dragExited:
      pauseHold(into: &effects)
    case .dragEntered(let instant):
      resumeHold(at: instant, into: &effects)
    case .repeatTimerFired(let instant):
      repeatTimerFired(at: instant, into: &effects)
    case .keyPressed(let key, _):
      keyPressed(key, into: &effects)
    case .scrolled(let steps, _):
      guard steps != 0 else { return }
      let count = Int64(clamping: steps.magnitude)
      adjust(steps > 0 ? .increment : .decrement, steps: count, source: .wheel, into: &effects)
    case .editingBegan:
      beginEditing(into: &effects)
    case .textChanged(let text, _):
      changeText(text, into: &effects)
    case .textReplaced(let edit, _):
      replaceText(edit, into: &effects)
    case .textSubmitted:
      commitText(endingEditing: false, into: &effects)
    case .editingEnded:
      commitText(endingEditing: true, into: &effects)
    case .valueSetProgrammatically(let newValue, _):
      requestedValue = newValue
      setValue(admitted(newValue), source: .programmatic, into: &effects)
      valueDidChangeOutsideInteraction(into: &effects)
    case .configurationChanged(let newConfiguration, _):
      reconfigure(newConfiguration, into: &effects)
    case .enabledChanged(let enabled, _):
      setEnabled(enabled, into: &effects)
    case .accessibilityIncremented:
      adjust(.increment, steps: 1, source: .accessibility, into: &effects)
    case .accessibilityDecremented:
      adjust(.decrement, steps: 1, source: .accessibility, into: &effects)
    case .ownerProvidedValue(let newValue, let instant):
      guard mode == .controlled else {
        apply(.valueSetProgrammatically(newValue, at: instant), into: &effects)
        return
      }
      requestedValue = nil
      value = admitted(newValue)
      valueDidChangeOutsideInteraction(into: &effects)
    case .reduceMotionChanged(let reduces, _):
      reducesMotion = reduces
      // A shake under way stops where it is: the next frame is at rest.
      if reduces { shakeStartedAt = nil }
    case .frameShown(let instant):
      if let start = shakeStartedAt, !isShaking(at: instant, since: start) {
        shakeStartedAt = nil
      }
    }
  }

  // MARK: - Buttons and timer

  /// A button went down: one step at once, then a timer for the first repeat.
  mutating func press(
    _ direction: StepperDirection, pointer: StepperPointerKind, at instant: ControlInstant,
    into effects: inout [StepperEffect]
  ) {
    guard isEnabled else { return }
    // The article's touchDown ends editing first; what was typed is where the step starts, and
    // the press stays one interaction (issue 25).
    let pending = takePendingText(endingEditing: true, into: &effects)
    endHold(into: &effects)
    let moved =
      if let pending {
        stepFromTyped(direction, steps: 1, source: .button, pending: pending, into: &effects)
      } else {
        step(direction, steps: 1, source: .button, into: &effects)
      }
    var newHold = StepperHold(direction: direction, pointer: pointer)
    if moved, canContinue(direction),
      let delay = configuration.repeatPolicy.initialDelay(for: pointer)
    {
      let deadline = instant.advanced(by: delay)
      newHold.deadline = deadline
      effects.append(.scheduleTimer(at: deadline))
    }
    hold = newHold
  }

  /// The repeat timer fired: step again unless the event is stale, then schedule the next repeat
  /// or stop at the limit.
  mutating func repeatTimerFired(at instant: ControlInstant, into effects: inout [StepperEffect]) {
    guard isEnabled, var current = hold, let deadline = current.deadline, instant >= deadline
    else { return }
    let policy = configuration.repeatPolicy
    current.repeatCount += 1
    let moved = step(
      current.direction, steps: policy.stepMultiplier(forRepeat: current.repeatCount),
      source: .repeat, into: &effects)
    if moved, canContinue(current.direction) {
      let next = instant.advanced(by: policy.interval(afterRepeat: current.repeatCount))
      current.deadline = next
      effects.append(.scheduleTimer(at: next))
    } else {
      current.deadline = nil
      effects.append(.cancelTimer)
    }
    hold = current
  }

  /// The holding pointer left the button: no repeat until it comes back.
  mutating func pauseHold(into effects: inout [StepperEffect]) {
    guard var current = hold, current.isPointerInside else { return }
    current.isPointerInside = false
    if current.deadline != nil {
      current.deadline = nil
      effects.append(.cancelTimer)
    }
    hold = current
  }

  /// The holding pointer came back over the button: repeating resumes after the pointer's initial
  /// delay (no step at once, so brushing back over the edge does not jump), keeping the hold's
  /// acceleration, unless the value already sits at the limit it moves toward.
  mutating func resumeHold(at instant: ControlInstant, into effects: inout [StepperEffect]) {
    guard isEnabled, var current = hold, !current.isPointerInside else { return }
    current.isPointerInside = true
    if canContinue(current.direction),
      let delay = configuration.repeatPolicy.initialDelay(for: current.pointer)
    {
      let deadline = instant.advanced(by: delay)
      current.deadline = deadline
      effects.append(.scheduleTimer(at: deadline))
    }
    hold = current
  }

  /// Ends the hold, if any: cancels its timer and reports the end of the interaction.
  mutating func endHold(into effects: inout [StepperEffect]) {
    guard let current = hold else { return }
    if current.deadline != nil { effects.append(.cancelTimer) }
    hold = nil
    effects.append(.interactionEnded(value: value))
  }

  /// Stops a running repeat when the value now sits at the limit it moves toward.
  mutating func stopRepeatIfAtLimit(into effects: inout [StepperEffect]) {
    guard var current = hold, current.deadline != nil, !canContinue(current.direction) else {
      return
    }
    current.deadline = nil
    hold = current
    effects.append(.cancelTimer)
  }

  // MARK: - Keys, wheel, accessibility

  /// A key: step or jump, from the typed number if the user typed one.
  mutating func keyPressed(_ key: StepperKey, into effects: inout [StepperEffect]) {
    switch key {
    case .up: adjust(.increment, steps: 1, source: .keyboard, into: &effects)
    case .down: adjust(.decrement, steps: 1, source: .keyboard, into: &effects)
    case .pageUp:
      adjust(.increment, steps: configuration.pageMultiplier, source: .keyboard, into: &effects)
    case .pageDown:
      adjust(.decrement, steps: configuration.pageMultiplier, source: .keyboard, into: &effects)
    case .home, .end:
      guard isEnabled else { return }
      // Typed text gives way to the limit the key asks for.
      _ = takePendingText(endingEditing: false, into: &effects)
      jump(to: key == .home ? .lower : .upper, into: &effects)
      finishDiscreteInteraction(into: &effects)
    }
  }

  /// A one-shot adjustment (key, wheel, accessibility action): step (from the typed number, if
  /// the user typed one), report one interaction.
  mutating func adjust(
    _ direction: StepperDirection, steps: Int64, source: StepperChangeSource,
    into effects: inout [StepperEffect]
  ) {
    guard isEnabled else { return }
    if let pending = takePendingText(endingEditing: false, into: &effects) {
      stepFromTyped(direction, steps: steps, source: source, pending: pending, into: &effects)
    } else {
      step(direction, steps: steps, source: source, into: &effects)
    }
    finishDiscreteInteraction(into: &effects)
  }

  /// Shows the new value in the field if editing, and reports the interaction's end.
  ///
  /// A key or wheel that took the value to a limit during a hold stops the hold's repeat, as an
  /// owner's answer does in controlled mode.
  mutating func finishDiscreteInteraction(into effects: inout [StepperEffect]) {
    if isEditing { editingText = formattedValue }
    stopRepeatIfAtLimit(into: &effects)
    effects.append(.interactionEnded(value: value))
  }

  // MARK: - App-driven changes

  /// After the app or owner changed the value: the field follows it unless the user has typed,
  /// and a running repeat stops at a limit.
  mutating func valueDidChangeOutsideInteraction(into effects: inout [StepperEffect]) {
    if isEditing, !hasUncommittedText { editingText = formattedValue }
    stopRepeatIfAtLimit(into: &effects)
  }

  /// Installs a new configuration and re-clamps the value the app last asked for (or the current
  /// value), so that setting value then range equals setting range then value.
  mutating func reconfigure(
    _ newConfiguration: StepperConfiguration, into effects: inout [StepperEffect]
  ) {
    configuration = newConfiguration
    let target = admitted(requestedValue ?? value)
    setValue(target, source: .programmatic, into: &effects)
    valueDidChangeOutsideInteraction(into: &effects)
  }

  /// Enables or disables the control; disabling ends any hold (cancelling its timer) and commits
  /// and ends editing.
  mutating func setEnabled(_ enabled: Bool, into effects: inout [StepperEffect]) {
    guard enabled != isEnabled else { return }
    if !enabled {
      endHold(into: &effects)
      commitText(endingEditing: true, into: &effects)
    }
    isEnabled = enabled
  }
}
