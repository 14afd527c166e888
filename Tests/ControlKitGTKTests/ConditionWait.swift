#if GTK
/// Waits on a condition with a timeout, the one way X tests wait: never a fixed sleep.
///
/// A window, a process or a server changes on its own time, so a test polls what it waits for
/// (a line printed, a pixel drawn, a socket made) and gives up after `timeout`.
enum ConditionWait {
  /// Polls `condition` every `interval` until it holds (true) or `timeout` passes (false).
  static func until(
    timeout: Duration, interval: Duration = .milliseconds(20),
    _ condition: () throws -> Bool
  ) async throws -> Bool {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: timeout)
    while true {
      if try condition() { return true }
      guard clock.now < end else { return false }
      // X condition: whatever `condition` reads (the child's output, the screen, a socket).
      try await Task.sleep(for: interval)
    }
  }
}
#endif
