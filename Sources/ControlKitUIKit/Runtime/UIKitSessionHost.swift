#if canImport(UIKit)
public import ControlKit

/// The host a UIKit control hands its ``ControlSession`` to.
///
/// ``UIKitHost`` in an app, a virtual clock in tests (ControlKitTesting's `VirtualHost`). The core's `SessionHost`, by the
/// name UIKit code reads; the control puts a `ForwardingHost` in front of it so that every render
/// also redraws the control.
public typealias UIKitSessionHost = SessionHost
#endif
