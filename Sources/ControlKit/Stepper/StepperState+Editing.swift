extension StepperState {
  /// The field gained focus: it starts with the formatted value; any hold ends.
  mutating func beginEditing(into effects: inout [StepperEffect]) {
    guard isEnabled, !isEditing else { return }
    endHold(into: &effects)
    editingText = formattedValue
    hasUncommittedText = false
    effects.append(.editingBegan)
  }

  /// The user proposes new text: keep its normalised form if it can still become a number,
  /// otherwise reject the whole edit and keep the previous text.
  mutating func changeText(_ proposed: String, into effects: inout [StepperEffect]) {
    guard isEnabled else { return }
    beginEditing(into: &effects)
    let current = editingText ?? ""
    guard
      let normalized = StepperTextParser.filter(
        proposed, previous: current, configuration: configuration)
    else {
      effects.append(.textRejected)
      return
    }
    if normalized != current {
      editingText = normalized
      hasUncommittedText = true
    }
  }

  /// The answer to `edit` if it were proposed now.
  ///
  /// The field's normalised text and caret, or ``TextEditOutcome/rejected``. Pure: it changes nothing (the event
  /// ``StepperEvent/textReplaced(_:at:)`` applies the same answer).
  ///
  /// The edit applies to the text in the field: the editing text, or the formatted value when
  /// editing has not begun. A range outside that text, a disabled stepper, or a result the field
  /// may not hold (``StepperTextParser/filter(_:previous:configuration:)``) is refused.
  ///
  /// ```swift
  /// // The field shows "42", all selected; the user types "a":
  /// state.outcome(of: TextReplacement(range: 0..<2, with: "a"))  // .rejected: 42 stays
  /// ```
  public func outcome(of edit: TextReplacement) -> TextEditOutcome {
    guard isEnabled else { return .rejected }
    let current = editingText ?? formattedValue
    guard let proposed = edit.applied(to: current),
      let normalized = StepperTextParser.filter(
        proposed, previous: current, configuration: configuration)
    else { return .rejected }
    let length = edit.length(of: normalized)
    let shift = length - edit.length(of: proposed)
    let caret = edit.range.lowerBound + edit.length(of: edit.replacement) + shift
    return .accepted(text: normalized, caret: min(max(caret, 0), length))
  }

  /// Whether `key` steps the stepper (rather than moving the caret in its field).
  ///
  /// While the field is being edited, Home and End move the caret, as in GtkSpinButton and a
  /// UITextField; with the platform's command modifier held (Ctrl on Linux, ⌘ on Apple's
  /// keyboards) they still reach the limits. Every other stepper key always steps.
  public func claimsKey(_ key: StepperKey, commandModifier: Bool) -> Bool {
    switch key {
    case .home, .end: !isEditing || commandModifier
    case .up, .down, .pageUp, .pageDown: true
    }
  }

  /// Applies a proposed replacement: all of it, or (refused) nothing.
  mutating func replaceText(_ edit: TextReplacement, into effects: inout [StepperEffect]) {
    guard isEnabled else { return }
    switch outcome(of: edit) {
    case .rejected:
      effects.append(.textRejected)
    case .accepted(let text, _):
      beginEditing(into: &effects)
      if text != editingText {
        editingText = text
        hasUncommittedText = true
      }
    }
  }

  /// Commits typed text (if the user typed since the last commit) and optionally ends editing.
  ///
  /// Self-managed, PPNumberButton's rules: empty or below the minimum gives the minimum; above the
  /// maximum gives the maximum (with snapping: the last grid value within it) and a limit-reached
  /// effect; numbers beyond `Int64` clamp the same way; invalid text reverts; optional snapping to
  /// the step grid. Controlled: a commit request.
  mutating func commitText(endingEditing: Bool, into effects: inout [StepperEffect]) {
    guard let text = editingText else { return }
    let committing = hasUncommittedText
    if committing {
      hasUncommittedText = false
      let parsed = StepperTextParser.parse(text, configuration: configuration)
      if mode == .controlled {
        effects.append(.commitRequested(text: text, parsed: parsed))
        if let proposal = selfManagedCommit(of: parsed) {
          effects.append(.valueProposed(proposal, source: .text))
          proposedValue = proposal
        }
      } else {
        applyCommitted(parsed, into: &effects)
      }
    }
    if endingEditing {
      editingText = nil
      effects.append(.editingEnded)
    } else {
      editingText = formattedValue
    }
    if committing { effects.append(.interactionEnded(value: value)) }
  }

  /// Applies a parsed commit in self-managed mode.
  mutating func applyCommitted(_ parsed: ParsedNumber, into effects: inout [StepperEffect]) {
    let minimum = configuration.minimum
    let maximum = configuration.maximum
    switch parsed {
    case .invalid:
      return
    case .empty:
      setValue(minimum, source: .text, into: &effects)
    case .overflow(let negative):
      setValue(negative ? minimum : typedMaximum, source: .text, into: &effects)
      if negative {
        effects.append(.announce(.valueAdjusted(minimum)))
      } else {
        reportLimit(.upper, into: &effects)
      }
    case .number(let typed):
      if typed < minimum {
        // The article treats a too-small quantity like an empty one: back to the minimum, no alarm.
        setValue(minimum, source: .text, into: &effects)
        effects.append(.announce(.valueAdjusted(minimum)))
      } else if typed > maximum {
        // Clamping then snapping: what typing the maximum commits (GtkSpinButton with
        // snap-to-ticks does the same), so a snapped commit is always on the grid.
        setValue(typedMaximum, source: .text, into: &effects)
        reportLimit(.upper, into: &effects)
      } else {
        let target = configuration.snapsTypedValueToStep ? snappedToStep(typed) : typed
        setValue(target, source: .text, into: &effects)
        if target != typed { effects.append(.announce(.valueAdjusted(target))) }
      }
    }
  }

  /// What a typed number above the maximum commits to: what typing the maximum itself commits,
  /// so the last grid value within the maximum when typed values snap to the step (issue 25).
  ///
  /// The maximum stays reachable off the grid by +, End and the wheel; only typing snaps.
  var typedMaximum: FixedDecimal {
    configuration.snapsTypedValueToStep
      ? snappedToStep(configuration.maximum) : configuration.maximum
  }

  /// The value a self-managed stepper would commit for `parsed`, or nil when it would keep its
  /// value (invalid text).
  func selfManagedCommit(of parsed: ParsedNumber) -> FixedDecimal? {
    if case .invalid = parsed { return nil }
    var rules = self
    rules.mode = .selfManaged
    var ignored: [StepperEffect] = []
    rules.applyCommitted(parsed, into: &ignored)
    return rules.value
  }
}
