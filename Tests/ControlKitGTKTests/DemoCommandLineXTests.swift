import Foundation
import Testing

extension DemoXTests {
  /// Issue 9, item 7: the demo says what went wrong instead of failing silently or with GTK's raw
  /// warning.
  @Suite struct CommandLine {
    @Test func aMissingImageIsReportedAndThePlaceholderShows() async throws {
      let missing = "/nonexistent/controlkit-photo.jpg"
      let demo = try await DemoWindow.open(arguments: ["--image", missing])
      #expect(demo.frames["circle"] != nil, "the window still opens")
      #expect(
        demo.process.errors.lines.contains {
          $0.hasPrefix("controlkit demo: cannot read the image \(missing)")
        }, "stderr: \(demo.process.errors.lines)")
    }

    @Test func aFileThatIsNotAnImageIsReported() async throws {
      let path = NSTemporaryDirectory() + "controlkit-not-an-image-\(getpid()).jpg"
      try Data("plain text, not a JPEG".utf8).write(to: URL(fileURLWithPath: path))
      defer { try? FileManager.default.removeItem(atPath: path) }
      let demo = try await DemoWindow.open(arguments: ["--image", path])
      #expect(
        demo.process.errors.lines.contains {
          $0 == "controlkit demo: \(path) is not an image GdkPixbuf can read: "
            + "the circle image shows its placeholder"
        }, "stderr: \(demo.process.errors.lines)")
    }

    @Test func withoutADisplayTheDemoSaysWhatItNeeds() throws {
      let process = Process()
      process.executableURL = DemoXTests.executable
      process.arguments = ["demo"]
      var environment = ProcessInfo.processInfo.environment
      environment["DISPLAY"] = nil
      environment["WAYLAND_DISPLAY"] = nil
      environment["GDK_BACKEND"] = nil
      process.environment = environment
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: data, as: UTF8.self)
      #expect(process.terminationStatus == 1)
      #expect(text.contains("controlkit demo: no display to open the window on."), "\(text)")
      #expect(text.contains("xvfb-run -a controlkit demo"))
    }
  }
}
