/// A host that can run a session: it installs itself as the session's host and feeds it its
/// timer fires and frames (a platform's host, or a test's virtual clock).
///
/// Front-ends take one of these, so tests inject `VirtualHost` where the app gets the platform's.
@MainActor
public protocol SessionHost: ControlHost {
  /// Runs `session` on this host: its timer and frames come back to it.
  func drive<Machine: ControlMachine>(_ session: ControlSession<Machine>)
}
