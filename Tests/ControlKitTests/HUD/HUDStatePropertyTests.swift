import PropertyBased
import Testing

@testable import ControlKit

/// A front-end that runs the controller's timers and animations faithfully and checks every
/// reduction against the HUD's invariants.
private struct SimulatedFrontEnd {
  var hud: HUDState
  var now: Int64 = 0
  var timer: ControlInstant?
  var animationEnd: (isShow: Bool, at: ControlInstant)?
  var spinnerOn = false
  var onScreenEpisode = false
  var lastShowStart: ControlInstant?

  init(timing: HUDTiming) {
    hud = HUDState(timing: timing)
  }

  /// Lets `milliseconds` pass, delivering due timers and animation ends in time order.
  mutating func wait(_ milliseconds: Int64) {
    let target = ControlInstant.milliseconds(now + milliseconds)
    while true {
      let timerDue = timer.flatMap { $0 <= target ? $0 : nil }
      let animationDue = animationEnd.flatMap { $0.at <= target ? $0 : nil }
      if let due = timerDue, animationDue.map({ due <= $0.at }) ?? true {
        timer = nil
        send(.timerFired(at: due))
      } else if let animation = animationDue {
        animationEnd = nil
        send(.frameShown(at: animation.at))
      } else {
        break
      }
    }
    now = target.milliseconds
  }

  mutating func send(_ event: HUDEvent) {
    let effects = hud.reduce(event)
    let instant = event.instant
    var announced = false
    for effect in effects {
      switch effect {
      case .startSpinner:
        #expect(!spinnerOn, "startSpinner while running")
        spinnerOn = true
      case .stopSpinner:
        #expect(spinnerOn, "stopSpinner while stopped")
        spinnerOn = false
      case .scheduleTimer(let at):
        #expect(at > instant, "timer in the past")
        timer = at
      case .cancelTimer:
        #expect(timer != nil, "cancelling no timer")
        timer = nil
      case .beginShowAnimation(let duration):
        onScreenEpisode = true
        animationEnd = (true, instant.advanced(by: duration))
        lastShowStart = instant
      case .beginHideAnimation(let duration):
        #expect(onScreenEpisode)
        animationEnd = (false, instant.advanced(by: duration))
        if let start = lastShowStart {
          #expect(start.duration(to: instant) >= hud.timing.minimumShown, "minimum violated")
        }
      case .hidden:
        #expect(onScreenEpisode, "hidden without a show")
        onScreenEpisode = false
        animationEnd = nil
      case .shown:
        #expect(onScreenEpisode)
      case .announce:
        #expect(!announced, "two announcements in one reduction")
        announced = true
      case .displayedContentChanged, .cancelTask, .playHaptic, .sampleProgress:
        break
      }
    }
    if announced {
      let showed = effects.contains { if case .beginShowAnimation = $0 { true } else { false } }
      let posted: Bool
      if case .statusPosted = event { posted = true } else { posted = false }
      #expect(showed || posted, "announced without a show or a status")
    }
    #expect(spinnerOn == hud.isSpinnerRunning)
    #expect(timer == hud.scheduledTimer)
    if !hud.phase.isOnScreen {
      #expect(!hud.isSpinnerRunning, "spinner running while hidden")
    }
    if hud.isSpinnerRunning {
      #expect(hud.displayedContent?.indicator == .spinner)
    }
    if hud.phase == .hidden && hud.activeTokens.isEmpty && hud.status == nil {
      #expect(hud.scheduledTimer == nil, "timer left while idle")
    }
    #expect(hud.phase.isOnScreen == onScreenEpisode)
  }

  /// Decodes one random number into an operation and runs it.
  mutating func perform(_ code: Int) {
    let token = HUDToken(UInt64(code / 12 % 3))
    let delta = Int64(code / 36 % 400)
    let contents: [HUDContent] = [
      .spinner("Loading"), .progress(Double(code % 7) / 5, "Up"), .text("Wait"),
      .success("OK"), .spinner(),
    ]
    let content = contents[code / 14_400 % contents.count]
    wait(delta)
    let at = ControlInstant.milliseconds(now)
    switch code % 12 {
    case 0, 1: send(.taskBegan(token, content, at: at))
    case 2, 3: send(.taskEnded(token, at: at))
    case 4: send(.contentChanged(token, content, at: at))
    case 5: send(.statusPosted(content, at: at))
    case 6: send(.dismissRequested(after: .milliseconds(delta * 3), at: at))
    case 7: send(.dismissCancelled(at: at))
    case 8: send(.removedFromWindow(at: at))
    case 9: send(.addedToWindow(at: at))
    default: break
    }
  }
}

@Suite("HUD properties")
struct HUDStatePropertyTests {
  static let timings = [
    HUDTiming(),
    HUDTiming(showAnimation: .zero, hideAnimation: .zero),
    HUDTiming(gracePeriod: .zero, minimumShown: .milliseconds(100)),
    HUDTiming(minimumShown: .milliseconds(50), showAnimation: .milliseconds(300)),
  ]

  @Test(arguments: 0..<timings.count)
  func invariantsHoldOverRandomEventSequences(timingIndex: Int) async {
    let codes = Gen.int(in: 0...999_999).array(of: 0...60)
    await propertyCheck(count: 200, input: codes) { codes in
      var frontEnd = SimulatedFrontEnd(timing: Self.timings[timingIndex])
      for code in codes { frontEnd.perform(code) }
      // Every task ends and time passes: the HUD must come to rest, hidden, with no timer.
      for index in 0..<3 {
        frontEnd.send(
          .taskEnded(HUDToken(UInt64(index)), at: .milliseconds(frontEnd.now)))
      }
      frontEnd.send(.addedToWindow(at: .milliseconds(frontEnd.now)))
      frontEnd.wait(10_000)
      #expect(frontEnd.hud.phase == .hidden)
      #expect(frontEnd.hud.scheduledTimer == nil)
      #expect(!frontEnd.hud.isSpinnerRunning)
    }
  }

  @Test func tasksShorterThanGraceNeverShow() async {
    await propertyCheck(count: 200, input: Gen.int(in: 0...499).array(of: 1...5)) { lengths in
      var frontEnd = SimulatedFrontEnd(timing: HUDTiming())
      for (index, length) in lengths.enumerated() {
        let token = HUDToken(UInt64(index))
        frontEnd.send(.taskBegan(token, .spinner(), at: .milliseconds(frontEnd.now)))
        frontEnd.wait(Int64(length))
        frontEnd.send(.taskEnded(token, at: .milliseconds(frontEnd.now)))
        #expect(frontEnd.hud.phase == .hidden)
        frontEnd.wait(1000)
      }
      #expect(frontEnd.lastShowStart == nil)
    }
  }
}
