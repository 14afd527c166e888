#if GTK
import Foundation
import Synchronization

/// An X display for the GTK tests.
///
/// `$DISPLAY` if set, otherwise a private Xvfb on the first free display number from :99.
/// Wall-clock waiting is allowed here only.
final class XSession {
  /// The display name, as `:99`.
  let display: String
  private let server: Process?

  /// Where the testbed binary lives: next to this test executable.
  static let binDirectory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    .deletingLastPathComponent()
  /// The testbed executable.
  static let testbed = binDirectory.appendingPathComponent("controlkit-gtk-testbed")
  /// Where screenshots are kept for people to look at (`.build/gtk-screenshots`).
  static let screenshots = binDirectory.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("gtk-screenshots")
  /// Whether a missing display fails the tests instead of skipping them (`make test` sets it).
  static let required = ProcessInfo.processInfo.environment["CONTROLKIT_REQUIRE_GTK_TESTS"] == "1"

  /// Display numbers claimed by sessions of this process: suites run in parallel, and two of them
  /// must not pick the same free number before either Xvfb has created its lock file.
  private static let claimed = Mutex<Set<Int>>([])

  private init(display: String, server: Process?) {
    self.display = display
    self.server = server
  }

  deinit {
    guard let server else { return }
    // SIGKILL, not terminate(): children spawned from Swift's worker threads inherit a signal mask
    // that blocks SIGTERM (measured: Xvfb ignored it and waitUntilExit never returned). A killed
    // Xvfb leaves its lock and socket behind, so remove them.
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
    let number = display.dropFirst()
    if let claimed = Int(number) { _ = Self.claimed.withLock { $0.remove(claimed) } }
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
  }

  /// Opens a session, or throws with the reason GTK cannot have a display.
  static func start(attempt: Int = 1) async throws -> XSession {
    if let display = ProcessInfo.processInfo.environment["DISPLAY"], !display.isEmpty {
      return XSession(display: display, server: nil)
    }
    let xvfb = "/usr/bin/Xvfb"
    guard FileManager.default.isExecutableFile(atPath: xvfb) else {
      throw XSessionError("no DISPLAY and no \(xvfb) (install xvfb, or run `make test`)")
    }
    let free = claimed.withLock { claimed -> Int? in
      let number = (99...140).first { !isTaken($0) && !claimed.contains($0) }
      if let number { claimed.insert(number) }
      return number
    }
    guard let number = free else {
      throw XSessionError("no free X display number in :99...:140")
    }
    let server = Process()
    server.executableURL = URL(fileURLWithPath: xvfb)
    server.arguments = [":\(number)", "-screen", "0", "1024x768x24", "-nolisten", "tcp"]
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    try server.run()
    let socket = "/tmp/.X11-unix/X\(number)"
    // Wait for the socket while the server runs, up to `startTimeout`: with both cores busy (other
    // builds, parallel suites) Xvfb once took more than 10 s to create it. A server that exited
    // has lost the race for the number (the lock check below) or failed.
    _ = try await ConditionWait.until(timeout: startTimeout, interval: .milliseconds(50)) {
      FileManager.default.fileExists(atPath: socket) || !server.isRunning
    }
    // Suites run in parallel: another session may have taken the same number between the check
    // and the start. The lock file names the server that won; if it is not ours, ours has exited
    // (or will): leave the other's lock and socket alone and try the next free number.
    let lock = (try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8)) ?? ""
    if Int(lock.trimmingCharacters(in: .whitespacesAndNewlines)) != Int(server.processIdentifier) {
      kill(server.processIdentifier, SIGKILL)
      server.waitUntilExit()
      guard attempt < maximumStartAttempts else {
        throw XSessionError("Xvfb lost the race for a display number \(attempt) times")
      }
      return try await start(attempt: attempt + 1)
    }
    let session = XSession(display: ":\(number)", server: server)
    guard FileManager.default.fileExists(atPath: socket) else {
      throw XSessionError("Xvfb :\(number) did not start within \(startTimeout)")
    }
    return session
  }

  /// How often `start` tries another display number after losing one to a parallel suite.
  static let maximumStartAttempts = 5
  /// How long `start` waits for Xvfb's socket: generous, as a loaded machine (both cores busy
  /// with other builds) was seen to need more than 10 s; a healthy start takes well under 1 s.
  static let startTimeout: Duration = .seconds(60)

  /// Whether GTK can open this session's display (`controlkit-gtk-testbed --probe`).
  func gtkCanOpenDisplay() throws -> Bool {
    try run(Self.testbed.path, ["--probe"]).status == 0
  }

  /// Runs a tool with this session's display and returns its exit status and stdout.
  @discardableResult
  func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The environment for GTK children: this display, the cairo renderer (exact pixels), no
  /// accessibility bus (there is no D-Bus session under Xvfb), and every GLib critical fatal, so
  /// a critical fails the test that caused it.
  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = display
    environment["GDK_BACKEND"] = "x11"
    environment["GSK_RENDERER"] = "cairo"
    environment["GTK_A11Y"] = "none"
    environment["G_DEBUG"] = "fatal-criticals"
    return environment
  }

  private static func isTaken(_ number: Int) -> Bool {
    FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
      || FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
  }

  /// Whether the GTK tests can run: a display opens and GTK connects to it (always true when
  /// `CONTROLKIT_REQUIRE_GTK_TESTS=1`, so a broken setup fails instead of skipping).
  static func isUsable() async -> Bool {
    if required { return true }
    guard let session = try? await start() else { return false }
    return (try? session.gtkCanOpenDisplay()) ?? false
  }
}
#endif
