// libFuzzer target for the stepper core: turns bytes into a configuration, edits and events, and
// checks the core's invariants after every step. Built by `make fuzz` together with the core's
// sources into one module (see scripts/fuzz.sh); any trap is a finding.
//
// Byte format: [config selector] then repeated [op] [operands...]. Text operands are a length byte
// followed by that many bytes decoded as UTF-8 (invalid sequences become U+FFFD), so the seed corpus
// can carry full-width digits, Arabic-Indic digits, emoji, RTL marks and NUL. A selector with bit
// 0x40 set reads random number symbols next (issue 34).

private let configurations: [StepperConfiguration] = [
  .default,
  try? StepperConfiguration(
    minimum: FixedDecimal(units: 1, scale: 1), maximum: FixedDecimal(units: 99, scale: 1),
    step: FixedDecimal(units: 1, scale: 1)),
  try? StepperConfiguration(
    minimum: -50, maximum: 50, step: FixedDecimal(units: 25, scale: 2), wraps: true,
    numberSymbols: (try? NumberSymbols(decimalSeparator: ",")) ?? .plain),
  try? StepperConfiguration(
    minimum: FixedDecimal(Int64.min), maximum: FixedDecimal(Int64.max), step: 1,
    maximumInputLength: 40),
  try? StepperConfiguration(
    minimum: 0, maximum: 10, step: 3, hidesDecrementAtMinimum: true, snapsTypedValueToStep: true),
].compactMap { $0 }

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { preconditionFailure("invariant violated: \(message())") }
}

/// Issue 25's rules for one reduction: one interaction ends once (a press begins one, so it ends
/// none unless it replaces a hold), a press, key, wheel notch or accessibility action that moves
/// the value is never also a limit alarm, and with snapping every typed commit is on the grid.
private func checkInteraction(
  _ event: StepperEvent, effects: [StepperEffect], wasHolding: Bool,
  configuration: StepperConfiguration
) {
  var ends = 0
  var moved = false
  var alarmed = false
  for effect in effects {
    switch effect {
    case .interactionEnded: ends += 1
    case .limitReached: alarmed = true
    case .valueChanged(_, let new, let source):
      moved = true
      if source == .text, configuration.snapsTypedValueToStep {
        let offset = new.units &- configuration.minimum.units
        check(offset % configuration.step.units == 0, "typed commit \(new) off the grid")
      }
    default: break
    }
  }
  check(ends <= 1, "\(event) ended \(ends) interactions: \(effects)")
  switch event {
  case .incrementPressed, .decrementPressed:
    if !wasHolding { check(ends == 0, "\(event) ended an interaction it began: \(effects)") }
    check(!(moved && alarmed), "\(event) moved and alarmed: \(effects)")
  case .keyPressed, .scrolled, .accessibilityIncremented, .accessibilityDecremented:
    check(!(moved && alarmed), "\(event) moved and alarmed: \(effects)")
  default: break
  }
}

/// Number symbols from the next bytes (issue 34): separators, grouping sizes, minus signs, digits,
/// affixes and multipliers (a percent's 100, issue 45) of real locales, mixed at random; nil when the mix is invalid (which
/// ``NumberSymbols`` must report by throwing, never by trapping).
private func randomSymbols(_ reader: inout FuzzByteReader) -> NumberSymbols? {
  func pick<T>(_ options: [T]) -> T { options[Int(reader.byte()) % options.count] }
  let decimals: [Character] = [".", ",", "\u{066B}", "'", "·", "\u{FF0E}", " "]
  let groupings: [Character?] = [
    nil, ",", ".", "\u{202F}", "\u{00A0}", " ", "\u{066C}", "\u{2019}", "-",
  ]
  let minus = ["-", "\u{061C}-", "\u{2212}", "\u{200E}-", "--", ""]
  let zeros: [Unicode.Scalar] = ["0", "\u{0660}", "\u{0966}", "\u{FF10}", "\u{3007}", "1"]
  let affixes = ["", "$", "\u{00A0}€", "\u{00A0}%", " kg", "US$", "1"]
  return try? NumberSymbols(
    decimalSeparator: pick(decimals), groupingSeparator: pick(groupings),
    groupingSize: Int(reader.byte() % 5), secondaryGroupingSize: Int(reader.byte() % 5),
    minimumGroupingDigits: Int(reader.byte() % 4), minusSign: pick(minus),
    zeroDigit: pick(zeros), prefix: pick(affixes), suffix: pick(affixes),
    multiplier: pick([1, 1, 100, 1000, 10, 50, 0]))
}

/// libFuzzer's entry point: runs one input through the parser and the reducer, trapping on a broken
/// invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStepper(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var reader = FuzzByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  let selector = reader.byte()
  var configuration = configurations[Int(selector) % configurations.count]
  if selector & 0x40 != 0, let symbols = randomSymbols(&reader) {
    configuration.numberSymbols = symbols
  }
  let mode: StepperMode = selector & 0x80 == 0 ? .selfManaged : .controlled
  var state = StepperState(value: 0, configuration: configuration, mode: mode)
  var now = ControlInstant.zero
  var effects: [StepperEffect] = []
  var steps = 0
  while !reader.isAtEnd && steps < 500 {
    steps += 1
    now = now.advanced(by: .milliseconds(Int64(reader.byte())))
    let event: StepperEvent
    switch reader.byte() % 20 {
    case 0: event = .incrementPressed(pointer: reader.byte() & 1 == 0 ? .mouse : .touch, at: now)
    case 1: event = .decrementPressed(pointer: reader.byte() & 1 == 0 ? .touch : .keyboard, at: now)
    case 2: event = .released(inside: reader.byte() & 1 == 0, at: now)
    case 3: event = .pointerCancelled(at: now)
    case 4: event = .repeatTimerFired(at: state.pendingTimerDeadline ?? now)
    case 5:
      let keys: [StepperKey] = [.up, .down, .pageUp, .pageDown, .home, .end]
      event = .keyPressed(keys[Int(reader.byte()) % keys.count], at: now)
    case 6: event = .scrolled(steps: Int(Int8(bitPattern: reader.byte())), at: now)
    case 7: event = .editingBegan(at: now)
    case 8:
      let text = reader.text()
      // The parser on its own must be total for any text.
      _ = StepperTextParser.parse(text, configuration: configuration)
      _ = StepperTextParser.filter(
        text, previous: state.editingText ?? "", configuration: configuration)
      event = .textChanged(text, at: now)
    case 9: event = .textSubmitted(at: now)
    case 10: event = .editingEnded(at: now)
    case 11:
      event = .valueSetProgrammatically(
        FixedDecimal(units: reader.int64(), scale: reader.byte() % 20), at: now)
    case 12: event = .enabledChanged(reader.byte() & 1 == 0, at: now)
    case 13: event = .accessibilityIncremented(at: now)
    case 14: event = .accessibilityDecremented(at: now)
    case 15:
      event = .ownerProvidedValue(
        FixedDecimal(units: reader.int64(), scale: reader.byte() % 20), at: now)
    case 16: event = .dragExited(at: now)
    case 17: event = .dragEntered(at: now)
    case 18: event = .reduceMotionChanged(reader.byte() & 1 == 0, at: now)
    default: event = .repeatTimerFired(at: now)
    }
    effects.removeAll(keepingCapacity: true)
    let wasHolding = state.hold != nil
    state.reduce(event, into: &effects)
    checkInteraction(event, effects: effects, wasHolding: wasHolding, configuration: configuration)

    if mode == .selfManaged {
      check(
        state.value >= configuration.minimum && state.value <= configuration.maximum,
        "value \(state.value) outside \(configuration.minimum)...\(configuration.maximum)")
    }
    if let text = state.editingText {
      check(
        StepperTextParser.digitCount(of: text, configuration: configuration)
          <= max(configuration.maximumInputLength, 40), "editing text too long: \(text)")
    }
    if !state.isEditing, mode == .selfManaged {
      let parsed = StepperTextParser.parse(state.displayText, configuration: configuration)
      check(parsed == .number(state.value), "display text \(state.displayText) does not parse back")
    }
    if state.hold?.isPointerInside != true {
      check(state.pendingTimerDeadline == nil, "a timer is pending with no hold or a paused one")
    }
    _ = state.accessibilityElement()
  }
  return 0
}
