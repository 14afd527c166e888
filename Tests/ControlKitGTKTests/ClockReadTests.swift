#if GTK
import Foundation
import Testing

/// Time only from the host (issue 35): ControlKitGTK reads a clock in `GTKControlHost` alone.
///
/// The host reads GLib's monotonic clock through `MonotonicClock` and each tick's frame-clock
/// time, so every widget runs on an injected `VirtualHost`'s time. This suite reads the module's
/// sources (found from this file's path) and fails on a clock read anywhere else.
@Suite
struct ClockReadTests {
  /// The calls that read a clock.
  static let clockReads = [
    "g_get_monotonic_time", "g_get_real_time", "g_source_get_time",
    "gdk_frame_clock_get_frame_time", "gdk_frame_clock_get_frame_counter",
    "MonotonicClock.now", "MonotonicClock.instant", "currentInstant(", ".frameTime",
    "clock_gettime", "gettimeofday", "ContinuousClock", "SuspendingClock", "DispatchTime.now",
    "Date()", "ProcessInfo.processInfo.systemUptime",
  ]
  /// Where a read is allowed: the host, the clock it reads, and the main-loop runner (the
  /// testbed's and tests' wait on real time, which asks the host's `currentInstant()`).
  static let allowed: Set<String> = [
    "Runtime/GTKControlHost.swift", "Support/MonotonicClock.swift", "Support/MainLoopRunner.swift",
  ]

  /// Sources/ControlKitGTK, from this file's path.
  static var moduleDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/ControlKitGTK")
  }

  /// Every Swift file of the module, by its path inside the module, with its code lines (comment
  /// lines dropped: they may name the calls).
  static func sources() throws -> [(path: String, lines: [Substring])] {
    let root = moduleDirectory.standardizedFileURL
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var sources: [(String, [Substring])] = []
    while let file = files?.nextObject() as? URL {
      guard file.pathExtension == "swift" else { continue }
      let path = String(file.standardizedFileURL.path.dropFirst(root.path.count + 1))
      let text = try String(contentsOf: file, encoding: .utf8)
      let code = text.split(separator: "\n").filter {
        !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//")
      }
      sources.append((path, code))
    }
    return sources
  }

  @Test func noSourceOutsideTheHostReadsAClock() throws {
    let sources = try Self.sources()
    #expect(sources.count > 40, "found \(sources.count) files under \(Self.moduleDirectory.path)")
    #expect(sources.contains { $0.path == "Runtime/GTKControlHost.swift" })
    var reads: [String] = []
    for (path, lines) in sources where !Self.allowed.contains(path) {
      for line in lines {
        for call in Self.clockReads where line.contains(call) {
          reads.append("\(path): \(call): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(reads.isEmpty, "clock reads outside GTKControlHost:\n\(reads.joined(separator: "\n"))")
  }

  @Test func theHostIsWhereTheClocksAreRead() throws {
    let host = try #require(try Self.sources().first { $0.path == "Runtime/GTKControlHost.swift" })
    #expect(host.lines.contains { $0.contains("gdk_frame_clock_get_frame_time") })
    #expect(host.lines.contains { $0.contains("MonotonicClock.now()") })
  }
}
#endif
