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

private let sides: [Double] = [0, 1, 37, 120, 1_000, -5, .nan, .infinity]

private func content(_ reader: inout FuzzByteReader) -> HUDContent {
  let byte = reader.byte()
  let title = titles[Int(byte >> 4) % titles.count]
  let cancellable = byte & 0b1000 != 0
  let base: HUDContent
  switch reader.byte() % 10 {
  case 0, 1: base = .spinner(title)
  case 2: base = .progress(Double(reader.byte()) / 200, title)
  case 3: base = .progress(.nan, title)
  case 4: base = .success(title)
  case 5: base = .error(title)
  case 6: base = .info(title)
  case 7:
    let size = reader.byte()
    base = .image(
      ImageReference(
        name: "image",
        pixelSize: Size(width: sides[Int(size & 7)], height: sides[Int(size >> 3 & 7)])),
      title)
  case 8:
    let size = reader.byte()
    base = .custom(
      size: Size(width: sides[Int(size & 7)], height: sides[Int(size >> 3 & 7)]), title)
  default: base = .text(title)
  }
  // Issue 36's options: a details line, a placement, a progress style, a task's touch policy.
  let options = reader.byte()
  var content = base.cancellable(cancellable)
  if options & 1 != 0 { content = content.detailed(titles[Int(options >> 5) % titles.count]) }
  if options & 2 != 0 {
    let anchor = HUDPlacement.Anchor.allCases[Int(options >> 2) % 3]
    content = content.placed(HUDPlacement(anchor: anchor, offset: Double(reader.byte()) - 128))
  }
  content.progressStyle = HUDProgressStyle.allCases[Int(options >> 3) % 3]
  if options & 0x40 != 0 {
    content = content.blocking(HUDTouchPolicy.allCases[Int(options >> 4) % 3])
  }
  return content
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
      case .announce, .cancelTask, .playHaptic, .sampleProgress:
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
/// the fade's end while showing or hiding, status expiry, delayed dismiss, the next progress
/// sample.
private func expectedTimer(_ hud: HUDState) -> ControlInstant? {
  let wanted = hud.isInWindow && (!hud.activeTokens.isEmpty || hud.status != nil)
  var deadlines: [ControlInstant] = []
  switch hud.phase {
  case .pendingGrace(let showAt): deadlines.append(showAt)
  case .showing(_, let until):
    if !wanted { deadlines.append(until) }
    if let fade = hud.fade { deadlines.append(fade.end) }
  case .visible(_, let until): if !wanted { deadlines.append(until) }
  case .hiding: if let fade = hud.fade { deadlines.append(fade.end) }
  case .hidden: break
  }
  if let status = hud.status { deadlines.append(status.until) }
  if let dismissAt = hud.dismissAt { deadlines.append(dismissAt) }
  if let nextSample = hud.nextSampleAt { deadlines.append(nextSample) }
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

/// The progress-sampling rule: only running tasks are followed, a sample is due later while any
/// is and never otherwise, and one reduction asks for one sample at most.
private func checkSampling(_ hud: HUDState, effects: [HUDEffect], at now: ControlInstant) {
  check(
    hud.followedTokens.allSatisfy(hud.activeTokens.contains),
    "followed \(hud.followedTokens), running \(hud.activeTokens)")
  check(
    (hud.nextSampleAt == nil) == hud.followedTokens.isEmpty,
    "next sample \(String(describing: hud.nextSampleAt)) with \(hud.followedTokens) followed")
  // Not overdue (equal only where instants saturate, at the ends of their range).
  if let next = hud.nextSampleAt { check(next >= now, "a sample overdue at \(now): \(next)") }
  let samples = effects.filter { $0 == .sampleProgress }.count
  check(samples <= 1, "\(samples) samples in one reduction")
}

/// The Cancel and haptic rules: a cancel ends exactly the cancelled token (the others keep
/// running unless a due dismiss ended them too), reports it once, and a cancelled task never
/// appears in that reduction; a haptic plays only for a success or error status on screen with
/// haptics on; a Cancel button shows only on a task while the HUD is up.
private func checkCancelAndHaptics(
  _ event: HUDEvent, before: HUDState, after hud: HUDState, effects: [HUDEffect]
) {
  var cancelled: [HUDToken] = []
  for effect in effects {
    switch effect {
    case .cancelTask(let token):
      cancelled.append(token)
      check(before.activeTokens.contains(token), "cancelled \(token), not running: \(effects)")
      check(!hud.activeTokens.contains(token), "cancelled \(token) still running")
    case .playHaptic(let haptic):
      check(hud.playsStatusHaptics, "a haptic while switched off")
      check(hud.isPresented, "a haptic off screen in \(hud.phase)")
      check(
        hud.status?.content.indicator.statusHaptic == haptic,
        "haptic \(haptic) for \(String(describing: hud.status))")
    default:
      break
    }
  }
  check(cancelled.count <= 1, "more than one cancel in one reduction: \(effects)")
  switch event {
  case .cancelPressed, .taskCancelled:
    let dismissDue = before.dismissAt.map { $0 <= event.instant } ?? false
    if !dismissDue {
      check(
        hud.activeTokens == before.activeTokens.filter { !cancelled.contains($0) },
        "a cancel touched other tokens: \(before.activeTokens) → \(hud.activeTokens)")
    }
    if case .taskCancelled(let token, _) = event, before.activeTokens.contains(token), !dismissDue {
      check(cancelled == [token], "taskCancelled(\(token)) reported \(cancelled)")
    }
    if case .pendingGrace(let showAt) = before.phase, showAt > event.instant,
      before.activeTokens == cancelled
    {
      check(hud.phase == .hidden, "a task cancelled in its grace period is \(hud.phase)")
      check(
        !effects.contains { if case .beginShowAnimation = $0 { true } else { false } },
        "a task cancelled in its grace period flashed")
    }
  default:
    check(cancelled.isEmpty, "\(event) cancelled \(cancelled)")
  }
  if let token = hud.cancellableToken {
    check(hud.isPresented && hud.status == nil, "a Cancel button on \(hud.phase) with a status")
    check(hud.content(of: token)?.showsCancelButton == true, "a Cancel button for \(token)")
  }
}

/// Lays the displayed content out in a phone-sized container and checks every frame is finite
/// and the indicator and Cancel button fit inside the box.
private func checkLayout(_ hud: HUDState, styleBits: UInt8) {
  guard let content = hud.displayedContent else { return }
  var style = HUDStyle()
  style.isSquare = styleBits & 1 != 0
  style.minimumSize = Size(width: Double(styleBits & 0xF0), height: Double(styleBits & 0x0E) * 20)
  let container = Rect(x: 0, y: 0, width: 375, height: 667)
  let layout = HUDLayout(
    content: content, container: container,
    keyboardFrame: styleBits & 0x80 != 0 ? Rect(x: 0, y: 400, width: 375, height: 267) : nil,
    direction: styleBits & 0x40 != 0 ? .rightToLeft : .leftToRight, style: style,
    measure: FixedAdvanceTextMeasurer())
  let margin = style.containerMargin
  check(
    layout.box.minY >= layout.availableArea.minY + margin - 1e-9
      && layout.box.maxY <= layout.availableArea.maxY - margin + 1e-9,
    "box \(layout.box) outside the margins of \(layout.availableArea) for \(content)")
  let frames = [layout.box, layout.indicator, layout.title, layout.details, layout.cancelButton]
  for frame in frames.compactMap({ $0 }) {
    check(
      [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
      "a non-finite frame \(frame) for \(content)")
    check(frame.width >= 0 && frame.height >= 0, "a negative frame \(frame) for \(content)")
  }
  if let indicator = layout.indicator {
    check(
      indicator.width <= layout.box.width && indicator.height <= layout.box.height,
      "indicator \(indicator) larger than box \(layout.box)")
  }
  check((layout.cancelButton != nil) == content.showsCancelButton, "Cancel button laid out wrongly")
  _ = HUDDrawing.drawing(layout, theme: .light)
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
    switch reader.byte() % 19 {
    case 0: event = .taskBegan(token, content(&reader), at: now)
    case 1: event = .contentChanged(token, content(&reader), at: now)
    case 2: event = .taskEnded(token, at: now)
    case 3: event = .statusPosted(content(&reader), at: now)
    case 4: event = .dismissRequested(after: reader.duration(), at: now)
    case 5: event = .dismissCancelled(at: now)
    // A front-end that fires its timer when asked, as most do.
    case 6, 7: event = .timerFired(at: frontEnd.timer ?? now)
    case 8: event = .timerFired(at: now)
    case 9, 10: event = .frameShown(at: now)
    case 11: event = .removedFromWindow(at: now)
    case 12, 13: event = .cancelPressed(at: now)
    case 14: event = .taskCancelled(token, at: now)
    case 15: event = .statusHapticsChanged(reader.byte() & 1 == 0, at: now)
    case 16: event = .taskFollowsProgress(token, at: now)
    case 17: event = .reduceMotionChanged(reader.byte() & 1 == 0, at: now)
    default: event = .addedToWindow(at: now)
    }
    // A one-shot timer is gone once it fires at or after its deadline.
    if case .timerFired(let at) = event, let timer = frontEnd.timer, timer <= at {
      frontEnd.timer = nil
    }
    let before = hud
    let effects = hud.reduce(event)
    frontEnd.carryOut(effects)
    checkInvariants(hud, frontEnd)
    checkCancelAndHaptics(event, before: before, after: hud, effects: effects)
    checkLayout(hud, styleBits: reader.byte())
    let presentation = hud.presentation(at: event.instant)
    check(
      (0.5...1).contains(presentation.scale)
        && (hud.reducesMotion ? presentation.scale == 1 : true),
      "scale \(presentation.scale) with reduce motion \(hud.reducesMotion)")
    let lingering =
      hud.activeTokens.isEmpty && hud.status == nil ? hud.displayedContent?.touchPolicy : nil
    let policies =
      hud.activeTokens.map { hud.content(of: $0)?.touchPolicy ?? hud.touchPolicy }
      + [hud.status?.content.touchPolicy, lingering].compactMap { $0 }
    check(
      hud.activeTouchPolicy.strictness
        == (policies.map(\.strictness).max() ?? hud.touchPolicy.strictness),
      "touch policy \(hud.activeTouchPolicy) of \(policies)")
    checkSampling(hud, effects: effects, at: event.instant)
    _ = hud.accessibilityElement
    _ = hud.cancelButtonAccessibilityElement(cancelTitle: "Cancel")
  }
  return 0
}
