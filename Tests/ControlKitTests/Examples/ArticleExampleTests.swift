import ControlKit
import ControlKitTesting
import Testing

/// The core examples of the DocC articles (`Sources/ControlKit/ControlKit.docc`), kept here so
/// that they always compile and do what the articles say, and the instants of the HUD timeline
/// picture (`scripts/docs-hud-timeline.py`).
@MainActor
@Suite("DocC article examples")
struct ArticleExampleTests {
  static func priceConfiguration() throws -> StepperConfiguration {
    try StepperConfiguration(range: 0.1...9.9, step: 0.1)
  }

  /// The landing page: a touch press steps at once and asks for the repeat timer 600 ms later.
  @Test func landingPageExample() throws {
    var stepper = StepperState(value: 1, configuration: try StepperConfiguration(range: 1...100))
    let effects = stepper.reduce(.incrementPressed(pointer: .touch, at: .milliseconds(0)))
    #expect(stepper.value == 2)
    #expect(
      effects == [
        .valueChanged(old: 1, new: 2, source: .button), .scheduleTimer(at: .milliseconds(600)),
      ])
  }

  /// "UI emits events, data drives UI": the intent, the proposal, and the owner's answer.
  @Test func controlledPriceBarOnTheCore() throws {
    var bar = StepperState(
      value: 5.0, configuration: try Self.priceConfiguration(), mode: .controlled)
    let effects = bar.reduce(.incrementPressed(pointer: .mouse, at: .milliseconds(0)))
    #expect(
      effects == [
        .increaseRequested(steps: 1, source: .button),
        .valueProposed(FixedDecimal(units: 51, scale: 1), source: .button),
        .scheduleTimer(at: .milliseconds(400)),
      ])
    #expect(bar.value == FixedDecimal(units: 50, scale: 1))
    _ = bar.reduce(.ownerProvidedValue(5.1, at: .milliseconds(5)))
    #expect(bar.value == FixedDecimal(units: 51, scale: 1) && bar.displayText == "5.1")
  }

  /// The owner answering from the session's effect callback (queued, not re-entrant), and 98
  /// steps from 0.1 reading exactly 9.9.
  @Test func controlledPriceBarWithAnOwner() throws {
    let host = VirtualHost()
    var price: FixedDecimal = 0.1
    let session = ControlSession(
      StepperState(value: price, configuration: try Self.priceConfiguration(), mode: .controlled))
    host.drive(session)
    session.onEffect = { [unowned session] effect in
      guard case .valueProposed(let proposed, _) = effect else { return }
      price = proposed
      session.send(.ownerProvidedValue(price, at: host.now))
    }
    for _ in 0..<98 {
      session.send(.incrementPressed(pointer: .mouse, at: host.now))
      session.send(.released(inside: true, at: host.now))
      host.advance(by: .milliseconds(50))
    }
    #expect(price == FixedDecimal(units: 99, scale: 1))
    #expect(session.state.displayText == "9.9")
  }

  /// The HUD article's example with two tokens.
  @Test func hudTokensExample() {
    var hud = HUDState()
    let upload = HUDToken(1)
    let save = HUDToken(2)
    hud.reduce(.taskBegan(upload, .spinner("正在处理中..."), at: .milliseconds(0)))
    #expect(hud.phase == .pendingGrace(showAt: .milliseconds(500)))
    hud.reduce(.taskBegan(save, .spinner("Saving"), at: .milliseconds(300)))
    hud.reduce(.timerFired(at: .milliseconds(500)))
    #expect(hud.phase == .showing(since: .milliseconds(500), minimumUntil: .milliseconds(1000)))
    hud.reduce(.taskEnded(upload, at: .milliseconds(800)))
    #expect(hud.activeTokens == [save] && hud.phase.isOnScreen)
    hud.reduce(.taskEnded(save, at: .milliseconds(1300)))
    #expect(hud.phase == .hiding(since: .milliseconds(1300)))
    hud.reduce(.frameShown(at: .milliseconds(1500)))
    #expect(hud.phase == .hidden)
  }

  /// One row of the HUD timeline picture: when each task ends (tokens start at 0 and 300 ms; no
  /// ends: one task that never ends), an optional 300 ms delayed dismiss requested at
  /// `dismissAt`, and when the HUD starts showing and starts hiding (nil: it never shows).
  struct TimelineRow: Sendable {
    var taskEnds: [Int64]
    var dismissAt: Int64?
    var show: Int64?
    var hide: Int64?
  }

  nonisolated static let timelineRows = [
    TimelineRow(taskEnds: [300], dismissAt: nil, show: nil, hide: nil),
    TimelineRow(taskEnds: [600], dismissAt: nil, show: 500, hide: 1000),
    TimelineRow(taskEnds: [1400], dismissAt: nil, show: 500, hide: 1400),
    TimelineRow(taskEnds: [800, 1300], dismissAt: nil, show: 500, hide: 1300),
    TimelineRow(taskEnds: [], dismissAt: 1000, show: 500, hide: 1300),
  ]

  /// The rows of the HUD timeline picture, on a session and a virtual clock.
  @Test(arguments: timelineRows)
  func hudTimelineRow(_ row: TimelineRow) {
    let host = VirtualHost()
    let session = ControlSession(HUDState())
    host.drive(session)
    var shownAt: Int64?
    var hiddenAt: Int64?
    session.onEffect = { effect in
      switch effect {
      case .beginShowAnimation: shownAt = shownAt ?? host.now.milliseconds
      case .beginHideAnimation: hiddenAt = hiddenAt ?? host.now.milliseconds
      default: break
      }
    }
    let starts: [Int64] = row.taskEnds.count > 1 ? [0, 300] : [0]
    var pending: [(at: Int64, event: (ControlInstant) -> HUDEvent)] = []
    for (index, start) in starts.enumerated() {
      let token = HUDToken(UInt64(index + 1))
      pending.append((start, { .taskBegan(token, .spinner("Task"), at: $0) }))
      if index < row.taskEnds.count {
        pending.append((row.taskEnds[index], { .taskEnded(token, at: $0) }))
      }
    }
    if let dismissAt = row.dismissAt {
      pending.append((dismissAt, { .dismissRequested(after: .milliseconds(300), at: $0) }))
    }
    for (at, event) in pending.sorted(by: { $0.at < $1.at }) {
      host.advance(to: .milliseconds(at))
      session.send(event(host.now))
    }
    host.advance(to: .milliseconds(2500))
    #expect(shownAt == row.show && hiddenAt == row.hide)
    #expect(session.state.phase == .hidden)
  }

  /// The hit-testing article's two trees.
  @Test func hitTestingExamples() {
    let screen = HitTestNode(
      id: "screen", frame: Rect(x: 0, y: 0, width: 320, height: 480),
      children: [
        HitTestNode(
          id: "close", frame: Rect(x: 10, y: 10, width: 28, height: 28),
          touchArea: .minimumSize(TouchArea.recommendedMinimumSize))
      ])
    #expect(HitTester.hitTest(Point(x: 4, y: 4), in: screen) == "close")

    let page = HitTestNode(
      id: "page", frame: Rect(x: 0, y: 0, width: 320, height: 480),
      children: [
        HitTestNode(id: "list", frame: Rect(x: 0, y: 0, width: 320, height: 480)),
        HitTestNode(
          id: "overlay", frame: Rect(x: 0, y: 0, width: 320, height: 480),
          passesTouchesThrough: true,
          children: [HitTestNode(id: "badge", frame: Rect(x: 280, y: 10, width: 30, height: 30))]),
      ])
    #expect(HitTester.hitTest(Point(x: 100, y: 200), in: page) == "list")
    #expect(HitTester.hitTest(Point(x: 290, y: 20), in: page) == "badge")
    // The article's 20 points on every side: CGRectInset's -20 and an outward 20 alike.
    let button = Rect(x: 0, y: 0, width: 20, height: 20)
    let enlarged = Rect(x: -20, y: -20, width: 60, height: 60)
    #expect(TouchArea.expanded(by: Insets(all: -20)).area(for: button) == enlarged)
    #expect(TouchArea.expanded(by: Insets(all: 20)).area(for: button) == enlarged)
  }

  /// The testing article's one-call sequences.
  @Test func tapAndCommitSequences() throws {
    let configuration = try StepperConfiguration(range: 0...10)
    let session = ControlSession(StepperState(value: 1, configuration: configuration))
    session.tapIncrement()
    #expect(session.state.value == 2)
    session.commitText("7")
    #expect(session.state.value == 7)
  }

  /// The testing article's first example.
  @Test func holdingPlusRepeatsAfter400Milliseconds() {
    let host = VirtualHost()
    let session = ControlSession(StepperState(value: 1))
    host.drive(session)
    session.send(.incrementPressed(pointer: .mouse, at: host.now))
    #expect(session.state.value == 2)
    host.advance(by: .milliseconds(399))
    #expect(session.state.value == 2)
    host.advance(by: .milliseconds(1))
    #expect(session.state.value == 3)
    session.send(.released(inside: true, at: host.now))
    #expect(host.timerDeadline == nil)
  }

  /// The testing article's HUD example.
  @Test func aFastSaveNeverShowsTheHUD() {
    let host = VirtualHost()
    let session = ControlSession(HUDState())
    host.drive(session)
    let save = HUDToken(1)
    session.send(.taskBegan(save, .spinner("Saving"), at: host.now))
    host.advance(by: .milliseconds(300))
    session.send(.taskEnded(save, at: host.now))
    host.advance(by: .seconds(2))
    #expect(session.state.phase == .hidden)
    #expect(host.announcements.isEmpty)
  }
}
