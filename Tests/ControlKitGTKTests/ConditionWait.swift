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

  /// A part of the screen, in screen pixels.
  struct Region {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
  }

  /// Takes screenshots with `take` until two in a row show the same pixels in `region` (nothing
  /// there moves any more: an animation ended, a frame was drawn) and `condition` holds for the
  /// last; returns it, or nil after `timeout`.
  ///
  /// A screenshot takes longer than a frame, so a running animation (the stepper's shake, the
  /// arc's stroke) shows in two shots as different pixels.
  static func settledScreenshot(
    timeout: Duration, region: Region, take: () throws -> Screenshot,
    until condition: (Screenshot) -> Bool = { _ in true }
  ) async throws -> Screenshot? {
    var previous: [[Int]]?
    var settled: Screenshot?
    _ = try await until(timeout: timeout) {
      let shot = try take()
      var pixels: [[Int]] = []
      for y in max(0, region.y)..<min(shot.height, region.y + region.height) {
        for x in max(0, region.x)..<min(shot.width, region.x + region.width) {
          pixels.append(shot.pixel(x: x, y: y))
        }
      }
      defer { previous = pixels }
      guard pixels == previous, condition(shot) else { return false }
      settled = shot
      return true
    }
    return settled
  }
}
#endif
