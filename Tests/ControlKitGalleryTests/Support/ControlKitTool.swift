#if Cairo
import Foundation

/// Runs the built `controlkit` executable, which SwiftPM puts next to the test bundle
/// (`swift build --build-tests` builds every target, the executable included).
enum ControlKitTool {
  /// What a run printed and how it ended.
  struct Run: Sendable {
    /// The exit status.
    var status: Int32
    /// Standard output.
    var output: String
    /// Standard error.
    var error: String
  }

  /// The executable: in the test bundle's products folder, else in `.build/debug` of the package
  /// this file belongs to; `nil` when neither exists.
  static let path: String? = {
    var candidates: [String] = []
    if let executable = Bundle.main.executableURL {
      candidates.append(
        executable.deletingLastPathComponent().appendingPathComponent("controlkit").path)
    }
    candidates.append(Bundle.main.bundleURL.appendingPathComponent("controlkit").path)
    candidates.append(
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("controlkit").path)
    let package = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    candidates.append(package.appendingPathComponent(".build/debug/controlkit").path)
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
  }()

  /// Runs `controlkit` with `arguments` and waits for it.
  static func run(_ arguments: [String]) throws -> Run {
    guard let path else { throw ToolMissing() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Drain both pipes before waiting so a chatty run cannot fill a pipe and stall.
    let errorData = ErrorCollector(error.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData.wait(), as: UTF8.self))
  }

  /// Thrown when the executable was not built.
  struct ToolMissing: Error, CustomStringConvertible {
    var description: String {
      "controlkit was not found next to the tests; build it with `swift build --build-tests`"
    }
  }
}

/// Reads a pipe to its end on another thread.
final class ErrorCollector: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// The bytes read, once the pipe closed.
  func wait() -> Data {
    done.wait()
    return data
  }
}
#endif
