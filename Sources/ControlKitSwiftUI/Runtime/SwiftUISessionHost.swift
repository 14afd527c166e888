#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

/// The host a SwiftUI control's driver hands its ``ControlSession`` to.
///
/// ``TaskHost`` in an app, a virtual clock in tests (ControlKitTesting's `VirtualHost`). The core's `SessionHost`,
/// by the name SwiftUI code reads; the driver puts a `ForwardingHost` in front of it so that
/// every render also tells SwiftUI to read the view again.
public typealias SwiftUISessionHost = SessionHost
#endif
