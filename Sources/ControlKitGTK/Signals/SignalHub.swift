#if GTK
import CGtk
import Synchronization

/// One box shared by all the signal handlers of one wrapper (up to ``capacity``), instead of a
/// box, a closure and a `SignalConnection` per signal.
///
/// Each handler is connected with the hub's address plus its slot (0…15, in the low bits a Swift
/// object's 16-byte alignment leaves free: Swift allocates objects with `malloc`, which aligns to
/// 16 bytes on 64-bit glibc; `connect` checks it) as `user_data`; the thunk of the signal's C signature
/// (`SignalSignature`) finds the hub and the slot there and calls the target's
/// ``SignalHubTarget/handleSignal(_:_:)``. The ownership rule holds per handler: every connection
/// retains the hub once, and that handler's destroy-notify releases it once (and marks the slot
/// gone), so the hub lives exactly as long as GLib can call one of its handlers.
/// ``disconnectAll()`` (on "destroy") disconnects the slots GLib still holds; a slot whose
/// instance was already finalized is skipped, as its notify has run.
///
/// ```swift
/// let hub = SignalHub(target: self, slots: 1)
/// hub.connect(button, "clicked", .void, slot: 0)
/// hub.disconnectAll()
/// ```
@MainActor
final class SignalHub {
  /// The most handlers one hub can carry (the slot travels in 4 low pointer bits).
  static let capacity = 16
  /// The mask of the slot bits in `user_data`.
  nonisolated static let slotMask = 15

  /// The object the signals are dispatched to; nil once torn down.
  weak var target: (any SignalHubTarget)?
  /// A target nothing else holds (a ``SignalConnection``'s closure), kept alive as long as the
  /// hub, that is as long as GLib holds one of its handlers.
  var retainedTarget: (any SignalHubTarget)?
  /// One bit per slot: set while GLib holds that handler (cleared by its destroy-notify).
  nonisolated let live = Atomic<UInt16>(0)
  /// Slot 0's instance and handler id, kept inline: a one-handler hub (every
  /// ``SignalConnection``) allocates no table.
  private var firstHandler: (instance: gpointer?, id: gulong) = (nil, 0)
  /// The instance and handler id of slots 1 and up, indexed by slot - 1 (grown as slots are
  /// used).
  private var otherHandlers: [(instance: gpointer?, id: gulong)] = []
  private let token = LiveObjectToken(.signalHandler)

  /// A hub dispatching to `target`, with room for `slots` handlers at first (more grow the table,
  /// so a stepper's three hubs do not carry 16 empty rows each).
  init(target: any SignalHubTarget, slots: Int) {
    self.target = target
    if slots > 1 { otherHandlers.reserveCapacity(slots - 1) }
  }

  /// The instance and handler id connected as slot `index`, or `(nil, 0)`.
  private func handler(at index: Int) -> (instance: gpointer?, id: gulong) {
    if index == 0 { return firstHandler }
    return index - 1 < otherHandlers.count ? otherHandlers[index - 1] : (nil, 0)
  }

  /// Records slot `index`'s instance and handler id.
  private func setHandler(_ handler: (instance: gpointer?, id: gulong), at index: Int) {
    guard index > 0 else {
      firstHandler = handler
      return
    }
    if index - 1 >= otherHandlers.count {
      let empty: (instance: gpointer?, id: gulong) = (nil, 0)
      otherHandlers.append(
        contentsOf: repeatElement(empty, count: index - otherHandlers.count))
    }
    otherHandlers[index - 1] = handler
  }

  /// Connects `signal` of `instance` through the thunk for `signature`, dispatched as `slot`.
  ///
  /// - Parameters:
  ///   - instance: the GObject emitting the signal (not retained).
  ///   - signal: the detailed signal name.
  ///   - signature: the signal's C signature.
  ///   - slot: 0..<``capacity``, unique per hub: what the target is told.
  ///   - after: run after the class handler (`G_CONNECT_AFTER`).
  func connect(
    _ instance: gpointer, _ signal: StaticString, _ signature: SignalSignature, slot: UInt8,
    after: Bool = false
  ) {
    let name = UnsafeRawPointer(signal.utf8Start).assumingMemoryBound(to: CChar.self)
    connect(instance, name: name, signature, slot: slot, after: after)
  }

  /// Connects `signal` (a name made at run time) of `instance` as `slot`; see the
  /// `StaticString` variant.
  func connect(
    _ instance: gpointer, _ signal: String, _ signature: SignalSignature, slot: UInt8,
    after: Bool = false
  ) {
    signal.withCString { connect(instance, name: $0, signature, slot: slot, after: after) }
  }

  /// Whether GLib still holds the handler connected as `slot`.
  func isLive(slot: UInt8) -> Bool {
    live.load(ordering: .relaxed) & (UInt16(1) << UInt16(slot)) != 0
  }

  private func connect(
    _ instance: gpointer, name: UnsafePointer<CChar>, _ signature: SignalSignature, slot: UInt8,
    after: Bool
  ) {
    let index = Int(slot)
    assert(index < Self.capacity, "slot too large")
    guard index < Self.capacity else { return }
    assert(handler(at: index).instance == nil, "slot in use")
    let box = retainedBox(self)
    precondition(Int(bitPattern: box) & Self.slotMask == 0, "SignalHub needs 16-byte alignment")
    let data = box + index
    _ = live.bitwiseOr(UInt16(1) << UInt16(slot), ordering: .relaxed)
    let id = ck_signal_connect(
      instance, name, signature.thunk, data, releaseHubSlotNotify, after ? 1 : 0)
    setHandler((instance, id), at: index)
  }

  /// Disconnects every handler GLib still holds and stops dispatching.
  ///
  /// GLib then calls each destroy-notify (right away, or after a running emission finishes).
  func disconnectAll() {
    target = nil
    for index in 0...otherHandlers.count {
      let connected = handler(at: index)
      guard let instance = connected.instance else { continue }
      let bit = UInt16(1) << UInt16(index)
      let (before, _) = live.bitwiseAnd(~bit, ordering: .relaxed)
      if before & bit != 0 {
        g_signal_handler_disconnect(instance, connected.id)
      }
      setHandler((nil, 0), at: index)
    }
  }

  /// The hub and slot behind a thunk's `user_data` (no retain-count change).
  nonisolated static func unpack(_ data: gpointer) -> (hub: SignalHub, slot: UInt8) {
    let bits = Int(bitPattern: data)
    let slot = UInt8(bits & slotMask)
    let base = data - Int(slot)
    return (Unmanaged<SignalHub>.fromOpaque(base).takeUnretainedValue(), slot)
  }
}

/// `GClosureNotify` of every hub handler: marks the slot gone and releases the hub once.
private let releaseHubSlotNotify: GClosureNotify = { data, _ in
  guard let data else { return }
  let (hub, slot) = SignalHub.unpack(data)
  _ = hub.live.bitwiseAnd(~(UInt16(1) << UInt16(slot)), ordering: .relaxed)
  releaseRetainedBox(data - Int(slot))
}
#endif
