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
          buffer.close()
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
    var found: String?
    _ = try await ConditionWait.until(timeout: timeout) {
      found = output.lines.first(where: predicate)
      return found != nil
    }
    guard let found else {
      throw XSessionError("timed out; testbed printed:\n" + output.lines.joined(separator: "\n"))
    }
    return found
  }

  /// Waits until the process exits and its output has been read to the end; returns its
  /// status.
  func waitForExit(timeout: Duration = .seconds(120)) async throws -> Int32 {
    let exited = try await ConditionWait.until(timeout: timeout, interval: .milliseconds(50)) {
      !process.isRunning && output.isClosed && errors.isClosed
    }
    guard exited else { throw XSessionError("testbed did not exit") }
    return process.terminationStatus
  }
}
#endif
