#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

/// A ``ControlHost`` that a SwiftUI control's driver can hand its ``ControlSession`` to:
/// ``TaskHost`` in an app, a virtual clock in tests (ControlKitTesting's `VirtualHost` conforms
/// as it is).
///
/// `drive(_:)` routes the host's timer and frame ticks back to the session. The driver wraps the
/// host so that every ``ControlHost/render()`` also tells SwiftUI to read the view again.
@MainActor
public protocol SwiftUISessionHost: ControlHost {
  /// Runs `session` on this host: its timer and frames come back to it.
  func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>)
}
#endif
