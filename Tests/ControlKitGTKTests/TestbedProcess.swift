#if GTK
import Foundation

/// A running `controlkit-gtk-testbed`, with its stdout collected line by line.
final class TestbedProcess {
  /// The testbed's output lines so far.
  let output = LineBuffer()
  /// The testbed's standard error lines so far.
  let errors = LineBuffer()
  private let process = Process()

  /// Starts the testbed (or another GTK program: `executable`) on `session`'s display with
  /// `arguments`, and `environment` added to the session's.
  init(
    session: XSession, executable: URL = XSession.testbed, arguments: [String] = [],
    environment: [String: String] = [:]
  ) throws {
    process.executableURL = executable
    process.arguments = arguments
    process.environment = session.environment.merging(environment) { _, added in added }
    let pipe = Pipe()
    process.standardOutput = pipe
    let errorPipe = Pipe()
    process.standardError = errorPipe
    for (pipe, buffer) in [(pipe, output), (errorPipe, errors)] {
      pipe.fileHandleForReading.readabilityHandler = { handle in
        let data = handle.availableData
        if data.isEmpty {
          handle.readabilityHandler = nil
        } else {
          buffer.append(String(decoding: data, as: UTF8.self))
        }
      }
    }
    try process.run()
  }

  deinit {
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)  // SIGTERM is blocked in children (see XSession)
    }
    process.waitUntilExit()
  }

  /// Waits (wall clock, up to `timeout`) until a line satisfies `predicate`; returns it.
  func waitForLine(
    timeout: Duration = .seconds(20), where predicate: (String) -> Bool
  ) async throws -> String {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: timeout)
    while clock.now < end {
      if let line = output.lines.first(where: predicate) { return line }
      if !process.isRunning, let line = output.lines.first(where: predicate) { return line }
      try await Task.sleep(for: .milliseconds(20))  // polls the predicate until the timeout
    }
    throw XSessionError("timed out; testbed printed:\n" + output.lines.joined(separator: "\n"))
  }

  /// Waits until the process exits; returns its status.
  func waitForExit(timeout: Duration = .seconds(120)) async throws -> Int32 {
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: timeout)
    while process.isRunning && clock.now < end {
      try await Task.sleep(for: .milliseconds(50))  // polls for the exit until the timeout
    }
    guard !process.isRunning else { throw XSessionError("testbed did not exit") }
    try await Task.sleep(for: .milliseconds(50))  // let the reader take the last bytes
    return process.terminationStatus
  }
}
#endif
