public import ControlKitTesting
public import Testing

/// A driver under exhaustive test, in the shape of TCA's `TestStore` and swift-nio's
/// `EmbeddedEventLoop`: each step asserts the whole new state and presentation, each effect and
/// host call is received in order, and ``finish(sourceLocation:)`` fails on anything left over
/// (an effect or call never received, a timer pending, frames ticking).
///
/// ```swift
/// let store = DriverTestStore(HUDDriver(host: VirtualHost()))
/// store.send({ $0.begin(.spinner("Saving")) }) {
///   $0.phase = .pendingGrace(showAt: ms(500))
///   …
/// }
/// store.receive(.displayedContentChanged(.spinner("Saving")), .scheduleTimer(at: ms(500)))
/// store.receiveCalls(.scheduleTimer(at: ms(500)), .render)
/// ```
@MainActor
public final class DriverTestStore<Driver: TestableDriver> {
  /// The driver under test.
  public let driver: Driver
  /// Its host: a virtual clock.
  public let host: VirtualHost
  /// The state as last asserted.
  public private(set) var state: Driver.State
  /// The effects reported and not yet received, oldest first.
  private var unreceived: [Driver.Effect] = []

  /// Takes `driver` (run on `host`) as it is now; every effect it reports from here on must be
  /// received.
  public init(_ driver: Driver, host: VirtualHost) {
    self.driver = driver
    self.host = host
    state = driver.state
    _ = host.readCalls()
    let previous = driver.onEffect
    driver.onEffect = { [unowned self] effect in
      previous?(effect)
      self.unreceived.append(effect)
    }
  }

  /// Does `action` on the driver (an input, a call of its API) and asserts the whole new state:
  /// the previous one with `changes` applied, so a field that moved without being named fails,
  /// and, when given, the whole `presentation`.
  ///
  /// Effects and host calls of earlier steps must have been received first.
  public func send(
    _ action: (Driver) -> Void, presentation: Driver.Presentation? = nil,
    changes: (inout Driver.State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectNothingUnreceived(before: "a step", sourceLocation: sourceLocation)
    action(driver)
    expectState(presentation: presentation, changes: changes, sourceLocation: sourceLocation)
  }

  /// Moves the virtual clock by `duration` and asserts the whole new state (see
  /// ``send(_:presentation:changes:sourceLocation:)``).
  public func advance(
    by duration: Duration, presentation: Driver.Presentation? = nil,
    changes: (inout Driver.State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectNothingUnreceived(before: "advancing the clock", sourceLocation: sourceLocation)
    host.advance(by: duration)
    expectState(presentation: presentation, changes: changes, sourceLocation: sourceLocation)
  }

  /// Receives the next effects, which must be exactly `expected`, in order.
  public func receive(
    _ expected: Driver.Effect..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let count = min(expected.count, unreceived.count)
    let next = Array(unreceived.prefix(count))
    unreceived.removeFirst(count)
    #expect(next == expected, "the next effects", sourceLocation: sourceLocation)
  }

  /// Receives every host call since the last one received, which must be exactly `expected`.
  public func receiveCalls(
    _ expected: VirtualHostCall..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.readCalls() == expected, "the host calls", sourceLocation: sourceLocation)
  }

  /// Skips the host calls made so far (for a test about effects and state only).
  public func skipCalls() {
    _ = host.readCalls()
  }

  /// Fails if anything is left: an effect or host call not received, a timer pending, frames
  /// still ticking.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    expectNothingUnreceived(before: "the end", sourceLocation: sourceLocation)
    let leftovers = host.finish()
    #expect(leftovers.isEmpty, "left over: \(leftovers)", sourceLocation: sourceLocation)
  }

  private func expectState(
    presentation: Driver.Presentation?, changes: (inout Driver.State) -> Void,
    sourceLocation: SourceLocation
  ) {
    var expected = state
    changes(&expected)
    #expect(driver.state == expected, "the whole state", sourceLocation: sourceLocation)
    state = driver.state
    if let presentation {
      #expect(driver.presentation == presentation, sourceLocation: sourceLocation)
    }
  }

  private func expectNothingUnreceived(before step: String, sourceLocation: SourceLocation) {
    #expect(
      unreceived.isEmpty, "effects not received before \(step): \(unreceived)",
      sourceLocation: sourceLocation)
    unreceived.removeAll()
  }
}
