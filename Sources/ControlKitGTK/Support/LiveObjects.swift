#if GTK
import Synchronization

/// A debug registry counting the Swift objects and GLib sources ControlKitGTK has alive.
///
/// Every signal-handler box, timer source, timer, wrapper and widget this module creates is
/// counted until it is destroyed (see the ownership rule in `Ownership.swift`). Tests create and
/// destroy widgets, then assert that `total` is back to zero.
///
/// The counts are guarded by a mutex because deinit and destroy-notifies are not actor-isolated.
///
/// Debug builds only (the leak tests and the testbed's checks run the debug build): in a release
/// build `LiveObjectToken` is empty and nothing is counted, so every count reads 0.
package enum LiveObjects {
  /// One count per kind, indexed by `LiveObjectKind.index` (an array: no hashing per object).
  private static let counts = Mutex<[Int]>(
    Array(repeating: 0, count: LiveObjectKind.allCases.count))

  /// How many objects of `kind` are alive now.
  package static func count(_ kind: LiveObjectKind) -> Int {
    counts.withLock { $0[kind.index] }
  }

  /// How many counted objects of every kind are alive now.
  package static var total: Int {
    counts.withLock { $0.reduce(0, +) }
  }

  /// Every kind's count, as `kind=n` pairs in declaration order (for logs and test messages).
  package static var summary: String {
    LiveObjectKind.allCases.map { "\($0)=\(count($0))" }.joined(separator: " ")
  }

  static func adjust(_ kind: LiveObjectKind, by delta: Int) {
    counts.withLock { $0[kind.index] += delta }
  }
}
#endif
