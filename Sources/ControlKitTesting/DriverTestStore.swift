#if canImport(Testing)
public import Testing

/// A driver under exhaustive test, in the shape of TCA's `TestStore` and swift-nio's
/// `EmbeddedEventLoop`: each step asserts the whole new state and presentation, each effect and
/// host call is received in order, and ``finish(sourceLocation:)`` fails on anything left over
/// (an effect or call never received, a timer pending, frames ticking).
///
/// A callback the test needs (an app beginning a task from inside `onEffect`) is set on the
/// driver before the store is made: the store records each effect, then calls it.
///
/// An app tests its own flow through what it sees: the presentation after each step, the effects
/// and the host calls, with `checksState: false` (the core's state fields are written only by the
/// core, so a `changes` closure is for ControlKit's own tests):
///
/// ```swift
/// let host = VirtualHost()
/// let store = DriverTestStore(StepperDriver(value: 1, host: host), host: host, checksState: false)
/// store.send({ $0.activate(.increment) }, presentation: StepperPresentation(displayText: "2"))
/// store.receive(.valueChanged(old: 1, new: 2, source: .button), .interactionEnded(value: 2))
/// store.receiveCalls(.render, .render)
/// store.finish()
/// ```
///
/// Link ControlKitTesting only from test targets: the store reports failures through Swift
/// Testing (it compiles where `Testing` can be imported).
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

  /// Whether each step asserts the whole state (ControlKit's own tests, which name every field
  /// that moves); false asserts the presentation (when given), effects and host calls only.
  public let checksState: Bool

  /// Takes `driver` (run on `host`) as it is now; every effect it reports from here on must be
  /// received.
  ///
  /// - Parameters:
  ///   - driver: the driver under test.
  ///   - host: its virtual clock.
  ///   - checksState: whether each step asserts the whole state (see ``checksState``).
  public init(_ driver: Driver, host: VirtualHost, checksState: Bool = true) {
    self.driver = driver
    self.host = host
    self.checksState = checksState
    state = driver.state
    _ = host.readCalls()
    let previous = driver.onEffect
    driver.onEffect = { [unowned self] effect in
      self.unreceived.append(effect)
      previous?(effect)
    }
  }

  /// Does `action` on the driver (an input, a call of its API) and asserts the whole new state:
  /// the previous one with `changes` applied, so a field that moved without being named fails,
  /// and, when given, the whole `presentation`.
  ///
  /// Effects and host calls of earlier steps must have been received first.
  ///
  /// - Returns: what `action` returned (a token, whether a key was taken).
  @discardableResult
  public func send<Result>(
    _ action: (Driver) -> Result, presentation: Driver.Presentation? = nil,
    changes: (inout Driver.State) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Result {
    expectNothingUnreceived(before: "a step", sourceLocation: sourceLocation)
    let result = action(driver)
    expectState(presentation: presentation, changes: changes, sourceLocation: sourceLocation)
    return result
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

  /// Asserts the whole state now, after a change the store did not make: a step of work run by
  /// the driver itself (`during`'s `Task`) or by a callback.
  ///
  /// Unlike a step, effects and calls still unreceived stay to be received after it.
  public func assert(
    presentation: Driver.Presentation? = nil, changes: (inout Driver.State) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    expectState(presentation: presentation, changes: changes, sourceLocation: sourceLocation)
  }

  /// Receives the next effects, which must be exactly `expected`, in order.
  public func receive(
    _ expected: Driver.Effect..., sourceLocation: SourceLocation = #_sourceLocation
  ) {
    receive(expected, sourceLocation: sourceLocation)
  }

  /// Receives the next effects, which must be exactly `expected`, in order.
  public func receive(
    _ expected: [Driver.Effect], sourceLocation: SourceLocation = #_sourceLocation
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
    receiveCalls(expected, sourceLocation: sourceLocation)
  }

  /// Receives every host call since the last one received, which must be exactly `expected`
  /// (build long runs of frames with ``VirtualHostCall/renders(_:)``).
  public func receiveCalls(
    _ expected: [VirtualHostCall], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.readCalls() == expected, "the host calls", sourceLocation: sourceLocation)
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
    let actual = driver.state
    if checksState {
      var expected = state
      changes(&expected)
      #expect(
        actual == expected,
        "the whole state; fields that differ: \(Self.differences(expected, actual))",
        sourceLocation: sourceLocation)
    }
    state = actual
    if let presentation {
      #expect(driver.presentation == presentation, sourceLocation: sourceLocation)
    }
  }

  /// The stored fields in which `expected` and `actual` differ, each with both values, so a
  /// failing step names what moved instead of printing two whole states.
  static func differences(_ expected: Driver.State, _ actual: Driver.State) -> String {
    let wanted = Mirror(reflecting: expected).children
    let got = Array(Mirror(reflecting: actual).children)
    var lines: [String] = []
    for (index, child) in wanted.enumerated() where index < got.count {
      let (want, have) = (String(describing: child.value), String(describing: got[index].value))
      if want != have { lines.append("\(child.label ?? "?"): expected \(want), got \(have)") }
    }
    return lines.joined(separator: "; ")
  }

  private func expectNothingUnreceived(before step: String, sourceLocation: SourceLocation) {
    #expect(
      unreceived.isEmpty, "effects not received before \(step): \(unreceived)",
      sourceLocation: sourceLocation)
    unreceived.removeAll()
  }
}
#endif
