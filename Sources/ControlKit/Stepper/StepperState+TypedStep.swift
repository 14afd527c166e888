extension StepperState {
  /// Ends or refreshes typing before a press or key steps, and returns the text the user typed
  /// since the last commit, if any.
  ///
  /// The text is not committed on its own: the step that follows starts from it, so the press or
  /// key stays one interaction with one change, one ``StepperEffect/interactionEnded(value:)``
  /// and no "adjusted" announcement of a value replaced at once (issue 25).
  mutating func takePendingText(endingEditing: Bool, into effects: inout [StepperEffect])
    -> StepperPendingText?
  {
    guard let text = editingText else { return nil }
    let pending =
      hasUncommittedText
      ? StepperPendingText(
        text: text, parsed: StepperTextParser.parse(text, configuration: configuration))
      : nil
    hasUncommittedText = false
    if endingEditing {
      editingText = nil
      effects.append(.editingEnded)
    }
    return pending
  }

  /// The number a step starts from while `parsed` is typed: the typed number itself, even off the
  /// grid or outside the range (``stepTarget(_:steps:from:)`` handles both); empty or overflowing
  /// text starts from what it commits to; nil for text that a commit would refuse.
  func typedBase(of parsed: ParsedNumber) -> FixedDecimal? {
    switch parsed {
    case .invalid: nil
    case .number(let typed): typed
    case .empty, .overflow: selfManagedCommit(of: parsed)
    }
  }

  /// Steps from the number the user typed, as GtkSpinButton and react-aria's NumberField do:
  /// typed "2" with step 5, + gives 5; typed "3" in 2…21 by 3, − gives 2.
  ///
  /// Self-managed, the step is the one change (``StepperEffect/valueChanged(old:new:source:)``
  /// with the press's or key's source). Where the step cannot move (the typed number sits at or
  /// beyond the limit it moves toward), the typed text's commit is the change (source
  /// ``StepperChangeSource/text``), and only when that commit would leave the value where it was
  /// or move it against the press is the push a limit alarm, with the value kept: a press or key
  /// that moves the value never also alarms, and + never lowers it. Controlled,
  /// the owner gets the commit request and its proposal, then the step's request with a proposal
  /// computed from the typed number. Refused text reverts and the step starts from the value.
  @discardableResult
  mutating func stepFromTyped(
    _ direction: StepperDirection, steps: Int64, source: StepperChangeSource,
    pending: StepperPendingText, into effects: inout [StepperEffect]
  ) -> Bool {
    guard let base = typedBase(of: pending.parsed),
      let committed = selfManagedCommit(of: pending.parsed)
    else { return step(direction, steps: steps, source: source, into: &effects) }
    if mode == .controlled {
      effects.append(.commitRequested(text: pending.text, parsed: pending.parsed))
      effects.append(.valueProposed(committed, source: .text))
      proposedValue = committed
    }
    switch stepTarget(direction, steps: steps, from: base) {
    case .blocked(let limit):
      // The text's commit is the change unless it leaves the value where it was or moves it
      // against the press (typed 11 in 0…10 by 3 at 10: + must not lower it to 9); then the push
      // moved nothing and is the limit alarm.
      let against = direction == .increment ? committed < value : committed > value
      if committed == value || against {
        reportLimit(limit, into: &effects)
      } else if mode == .selfManaged {
        setValue(committed, source: .text, into: &effects)
      }
      return false
    case .moved(let target):
      move(direction, steps: steps, source: source, to: target, into: &effects)
      return true
    }
  }
}
