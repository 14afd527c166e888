#if GTK
import CGtk
import ControlKit
import Testing

@testable import ControlKitGTK

/// In-process tests of the GLib pieces; they need no display (GLib and GObject signals only) and
/// never sleep: timers are set to deadlines already past, or far in the future and cancelled.
@Suite(.serialized)
@MainActor
struct GLibInfrastructureTests {
  /// Runs every ready GLib source once or more without blocking.
  private func drainMainContext() {
    while g_main_context_iteration(nil, 0) != 0 {}
  }

  @Test(arguments: [Int64(0), 1, 999, 1_000_000, 123_456_789_012])
  func monotonicClockRoundTripsMicroseconds(_ microseconds: Int64) {
    let instant = MonotonicClock.instant(microseconds: microseconds)
    #expect(MonotonicClock.microseconds(of: instant) == microseconds)
    #expect(instant.sinceOrigin == .microseconds(microseconds))
  }

  @Test func everyLiveObjectKindHasItsOwnSlotInDeclarationOrder() {
    #expect(LiveObjectKind.allCases.map(\.index) == Array(LiveObjectKind.allCases.indices))
  }

  @Test func monotonicClockRoundsPartialMicrosecondsUp() {
    let instant = ControlInstant(sinceOrigin: .microseconds(10) + .nanoseconds(1))
    #expect(MonotonicClock.microseconds(of: instant) == 11)
  }

  @Test func monotonicClockFollowsGLib() {
    let before = Int64(g_get_monotonic_time())
    let now = MonotonicClock.microseconds(of: MonotonicClock.now())
    let after = Int64(g_get_monotonic_time())
    #expect(before <= now && now <= after)
  }

  @Test func timerAtAPastDeadlineFiresOnceWithItsDeadline() {
    let baseline = LiveObjects.count(.glibSource)
    var fired: [ControlInstant] = []
    let timer = GLibTimer { fired.append($0) }
    let deadline = MonotonicClock.now().advanced(by: .milliseconds(-1))
    timer.schedule(at: deadline)
    #expect(timer.isScheduled)
    #expect(timer.deadline == deadline)
    #expect(LiveObjects.count(.glibSource) == baseline + 1)
    drainMainContext()
    #expect(fired == [deadline])
    #expect(!timer.isScheduled)
    #expect(timer.deadline == nil)
    #expect(LiveObjects.count(.glibSource) == baseline)
  }

  @Test func timerAtAFutureDeadlineWaitsAndCancelRemovesTheSource() {
    let baseline = LiveObjects.count(.glibSource)
    var fired = 0
    let timer = GLibTimer { _ in fired += 1 }
    timer.schedule(at: MonotonicClock.now().advanced(by: .seconds(3600)))
    let id = timer.sourceID
    drainMainContext()
    #expect(fired == 0)
    #expect(g_main_context_find_source_by_id(nil, id) != nil)
    timer.cancel()
    #expect(!timer.isScheduled)
    #expect(g_main_context_find_source_by_id(nil, id) == nil)
    #expect(LiveObjects.count(.glibSource) == baseline)
  }

  @Test func schedulingAgainReplacesThePendingDeadline() {
    let baseline = LiveObjects.count(.glibSource)
    var fired: [ControlInstant] = []
    let timer = GLibTimer { fired.append($0) }
    timer.schedule(at: MonotonicClock.now().advanced(by: .seconds(3600)))
    let first = timer.sourceID
    let soon = MonotonicClock.now().advanced(by: .milliseconds(-1))
    timer.schedule(at: soon)
    #expect(g_main_context_find_source_by_id(nil, first) == nil)
    #expect(LiveObjects.count(.glibSource) == baseline + 1)
    drainMainContext()
    #expect(fired == [soon])
  }

  @Test func aHandlerMayRescheduleItsOwnTimer() {
    final class Holder {
      var timer: GLibTimer?
    }
    let holder = Holder()
    var fired: [ControlInstant] = []
    let first = MonotonicClock.now().advanced(by: .milliseconds(-10))
    let second = first.advanced(by: .milliseconds(5))
    holder.timer = GLibTimer { [holder] deadline in
      fired.append(deadline)
      if fired.count == 1 { holder.timer?.schedule(at: second) }
    }
    holder.timer?.schedule(at: first)
    drainMainContext()
    #expect(fired == [first, second])
    #expect(holder.timer?.isScheduled == false)
    holder.timer = nil
  }

  @Test func droppingATimerRemovesItsSource() {
    let baseline = (LiveObjects.count(.glibSource), LiveObjects.count(.timer))
    var id: guint = 0
    do {
      let timer = GLibTimer { _ in }
      timer.schedule(at: MonotonicClock.now().advanced(by: .seconds(3600)))
      id = timer.sourceID
      #expect(LiveObjects.count(.timer) == baseline.1 + 1)
    }
    drainMainContext()
    #expect(g_main_context_find_source_by_id(nil, id) == nil)
    #expect(LiveObjects.count(.glibSource) == baseline.0)
    #expect(LiveObjects.count(.timer) == baseline.1)
  }

  @Test func aSignalHandlerRunsAndDisconnectReleasesItsBox() {
    let baseline = LiveObjects.count(.signalHandler)
    let cancellable: UnsafeMutablePointer<GCancellable> = g_cancellable_new()
    var calls = 0
    let connection = SignalConnection.connect(cancellable, "cancelled") { calls += 1 }
    #expect(connection.isConnected)
    #expect(LiveObjects.count(.signalHandler) == baseline + 1)
    g_cancellable_cancel(cancellable)
    #expect(calls == 1)
    connection.disconnect()
    #expect(!connection.isConnected)
    #expect(LiveObjects.count(.signalHandler) == baseline)
    connection.disconnect()  // a second disconnect is a no-op, not a GLib warning
    g_object_unref(cancellable)
  }

  @Test func finalizingTheInstanceReleasesTheBoxAndTheConnectionKnows() {
    let baseline = LiveObjects.count(.signalHandler)
    let cancellable: UnsafeMutablePointer<GCancellable> = g_cancellable_new()
    let connection = SignalConnection.connect(cancellable, "cancelled") {}
    g_object_unref(cancellable)
    #expect(!connection.isConnected)
    #expect(LiveObjects.count(.signalHandler) == baseline)
    connection.disconnect()  // must not touch the finalized instance
  }

  @Test func widgetLifetimeReleasesABoundObjectWithItsOwner() {
    final class Probe {}
    weak var weakProbe: Probe?
    let owner: UnsafeMutablePointer<GCancellable> = g_cancellable_new()
    do {
      let probe = Probe()
      weakProbe = probe
      WidgetLifetime.bind(probe, to: owner)
    }
    #expect(weakProbe != nil)
    g_object_unref(owner)
    #expect(weakProbe == nil)
  }
}
#endif
