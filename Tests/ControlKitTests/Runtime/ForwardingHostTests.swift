import ControlKitTestSupport
import ControlKitTesting
import Testing

@testable import ControlKit

/// The host every Apple front-end puts in front of the platform's: it forwards everything and
/// reports renders and limit feedback after the base host handled them.
@MainActor
@Suite("ForwardingHost")
struct ForwardingHostTests {
  @Test func everyCallReachesTheBaseAndRendersAndFeedbackAreReportedAfterIt() throws {
    let base = VirtualHost()
    let host = ForwardingHost(base: base)
    var reported: [String] = []
    host.onRender = { reported.append("render after \(base.calls.filter { $0 == .render }.count)") }
    host.onLimitFeedback = { feedback, limit in reported.append("limit \(limit)") }
    let session = ControlSession(
      StepperState(value: 9, configuration: try StepperConfiguration(range: 0...10, step: 1)),
      at: base.now)
    host.drive(session)
    #expect(session.host === host)

    // A press that reaches the limit renders once and, at the next press, plays the limit.
    session.send(.incrementPressed(pointer: .mouse, at: base.now))
    session.send(.released(inside: true, at: base.now))
    session.send(.incrementPressed(pointer: .mouse, at: base.now))
    #expect(reported.first == "render after 1")
    #expect(reported.contains("limit upper"))
    #expect(base.calls.contains { if case .limitFeedback = $0 { true } else { false } })
    // The timer and frames still come back to the session through the base.
    base.advance(by: .seconds(1))
    #expect(session.state.shakeStartedAt == nil)
    #expect(host.now == base.now)
  }
}
