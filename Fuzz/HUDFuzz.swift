// libFuzzer target for the HUD core: turns bytes into timing rules and an arbitrary sequence of
// HUD events at arbitrary instants (equal, backwards, huge gaps, sub-millisecond), runs them
// through `HUDState`, models the front-end from the effects, and traps on a broken
// invariant after every event. Built by `make fuzz` together with the core's sources into one
// module (see scripts/fuzz.sh); any trap is a finding.
//
// Byte format: [timing selector] [status selector] then repeated [time op] [time operand] [event]
// [operands...]. Instants and durations come from `FuzzByteReader`
// (Fuzz/Support), extremes at the ends of `Duration`'s range included.

private let durationTable: [Duration] = [
  .zero, .milliseconds(1), .milliseconds(200), .milliseconds(500), .seconds(10),
  .milliseconds(-5),
]

private let titles = ["", "Loading", "正在处理中...", String(repeating: "长", count: 90), "✅ Done"]

/// Traps when an invariant is broken.
///
/// `fatalError` rather than `preconditionFailure`, whose
/// message -O builds drop: the message names the broken invariant in the fuzzer's log.
private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant violated: \(message())") }
}

private func timing(_ reader: inout FuzzByteReader) -> HUDTiming {
  let selector = reader.byte()
  let status = reader.byte()
  func pick(_ shift: UInt8) -> Duration {
    durationTable[Int((selector >> shift) & 0b111) % durationTable.count]
  }
  let statusDuration: HUDStatusDuration
  switch status % 4 {
  case 0: statusDuration = HUDStatusDuration()
  case 1: statusDuration = HUDStatusDuration(base: .zero, perCharacter: .zero, minimum: .zero)
  case 2:
    statusDuration = HUDStatusDuration(
      base: reader.duration(), perCharacter: reader.duration(), minimum: reader.duration(),
      maximum: reader.duration())
  default: statusDuration = HUDStatusDuration(minimum: .seconds(10), maximum: .seconds(1))
  }
  return HUDTiming(
    gracePeriod: pick(0), minimumShown: pick(2), showAnimation: pick(4), hideAnimation: pick(6),
    statusDuration: statusDuration)
}

private func content(_ reader: inout FuzzByteReader) -> HUDContent {
  let byte = reader.byte()
  let title = titles[Int(byte >> 4) % titles.count]
  switch byte % 8 {
  case 0, 1: return .spinner(title)
  case 2: return .progress(Double(reader.byte()) / 200, title)
  case 3: return .progress(.nan, title)
  case 4: return .success(title)
  case 5: return .error(title)
  case 6: return .info(title)
  default: return .text(title)
  }
}

/// The front-end as the effects describe it: what is on screen, the spinner, the one timer.
private struct FrontEnd {
  var isOnScreen = false
  var isSpinnerRunning = false
  var timer: ControlInstant?

  mutating func carryOut(_ effects: [HUDEffect]) {
    for (index, effect) in effects.enumerated() {
      switch effect {
      case .displayedContentChanged:
        check(index == 0, "displayedContentChanged not first in \(effects)")
      case .beginShowAnimation:
        isOnScreen = true
      case .beginHideAnimation:
        check(isOnScreen, "a hide animation began while nothing was shown: \(effects)")
      case .shown:
        check(isOnScreen, "shown without a show: \(effects)")
      case .hidden:
        check(isOnScreen, "hidden without an earlier show: \(effects)")
        isOnScreen = false
      case .startSpinner:
        check(!isSpinnerRunning, "startSpinner while running: \(effects)")
        isSpinnerRunning = true
      case .stopSpinner:
        check(isSpinnerRunning, "stopSpinner while stopped: \(effects)")
        isSpinnerRunning = false
      case .announce:
        break
      case .scheduleTimer(let at):
        check(index == effects.count - 1, "the timer effect is not last in \(effects)")
        timer = at
      case .cancelTimer:
        check(index == effects.count - 1, "the timer effect is not last in \(effects)")
        check(timer != nil, "cancelTimer with no timer: \(effects)")
        timer = nil
      }
    }
  }
}

/// The deadlines the controller's public state implies: grace, minimum shown while unwanted,
/// status expiry, delayed dismiss.
private func expectedTimer(_ hud: HUDState) -> ControlInstant? {
  let wanted = hud.isInWindow && (!hud.activeTokens.isEmpty || hud.status != nil)
  var deadlines: [ControlInstant] = []
  switch hud.phase {
  case .pendingGrace(let showAt): deadlines.append(showAt)
  case .showing(_, let until), .visible(_, let until): if !wanted { deadlines.append(until) }
  case .hidden, .hiding: break
  }
  if let status = hud.status { deadlines.append(status.until) }
  if let dismissAt = hud.dismissAt { deadlines.append(dismissAt) }
  return deadlines.min()
}

private func checkInvariants(_ hud: HUDState, _ frontEnd: FrontEnd) {
  let phase = hud.phase
  check(
    hud.isSpinnerRunning == (phase.isOnScreen && hud.displayedContent?.indicator == .spinner),
    "spinner running \(hud.isSpinnerRunning) in \(phase) showing \(String(describing: hud.displayedContent))"
  )
  check(!hud.isSpinnerRunning || phase.isOnScreen, "the spinner runs off screen in \(phase)")
  check(frontEnd.isSpinnerRunning == hud.isSpinnerRunning, "spinner effects disagree with state")
  check(frontEnd.isOnScreen == phase.isOnScreen, "show/hide effects disagree with \(phase)")
  check(
    hud.scheduledTimer == expectedTimer(hud),
    "timer \(String(describing: hud.scheduledTimer)) but deadlines give \(String(describing: expectedTimer(hud)))"
  )
  check(frontEnd.timer == hud.scheduledTimer, "timer effects disagree with scheduledTimer")
  check(hud.isInWindow || phase == .hidden, "out of the window but \(phase)")
  let wanted = hud.isInWindow && (!hud.activeTokens.isEmpty || hud.status != nil)
  switch phase {
  case .hidden, .hiding: check(!wanted, "wanted but \(phase)")
  case .pendingGrace: check(wanted, "pending grace while unwanted")
  case .showing, .visible: break
  }
  check(
    Set(hud.activeTokens).count == hud.activeTokens.count, "duplicate tokens \(hud.activeTokens)")
  for token in hud.activeTokens {
    check(hud.content(of: token) != nil, "running token \(token) without content")
  }
}

/// libFuzzer's entry point: runs one input through the HUD controller, trapping on a broken
/// invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHUD(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var reader = FuzzByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
  var hud = HUDState(timing: timing(&reader), announcesTitleChanges: reader.byte() & 1 == 0)
  var frontEnd = FrontEnd()
  var now = ControlInstant.zero
  var events = 0
  while !reader.isAtEnd && events < 500 {
    events += 1
    now = reader.instant(after: now)
    let token = HUDToken(UInt64(reader.byte() % 4) + 1)
    let event: HUDEvent
    switch reader.byte() % 13 {
    case 0: event = .taskBegan(token, content(&reader), at: now)
    case 1: event = .contentChanged(token, content(&reader), at: now)
    case 2: event = .taskEnded(token, at: now)
    case 3: event = .statusPosted(content(&reader), at: now)
    case 4: event = .dismissRequested(after: reader.duration(), at: now)
    case 5: event = .dismissCancelled(at: now)
    // A front-end that fires its timer when asked, as most do.
    case 6, 7: event = .timerFired(at: frontEnd.timer ?? now)
    case 8: event = .timerFired(at: now)
    case 9: event = .showAnimationFinished(at: now)
    case 10: event = .hideAnimationFinished(at: now)
    case 11: event = .removedFromWindow(at: now)
    default: event = .addedToWindow(at: now)
    }
    // A one-shot timer is gone once it fires at or after its deadline.
    if case .timerFired(let at) = event, let timer = frontEnd.timer, timer <= at {
      frontEnd.timer = nil
    }
    let effects = hud.reduce(event)
    frontEnd.carryOut(effects)
    checkInvariants(hud, frontEnd)
    _ = hud.accessibilityElement
  }
  return 0
}
