#if canImport(UIKit)
  public import ControlKit

  /// A ``ControlHost`` that a UIKit control can hand its ``ControlSession`` to: ``UIKitHost`` in
  /// an app, a virtual clock in tests (ControlKitTesting's `VirtualHost` conforms as it is).
  ///
  /// `drive(_:)` routes the host's timer and frame ticks back to the session. The control wraps
  /// the host so that every ``ControlHost/render()`` also redraws the control.
  @MainActor
  public protocol UIKitSessionHost: ControlHost {
    /// Runs `session` on this host: its timer and frames come back to it.
    func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>)
  }
#endif
