import Foundation
import Testing

/// A running `controlkit demo --trace` on its own X display, with the frames it printed.
final class DemoWindow {
  /// A widget's frame in the X window's pixels.
  struct Frame: Equatable, CustomStringConvertible {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// The frame as `x,y widthxheight`.
    var description: String { "\(x),\(y) \(width)x\(height)" }
  }

  /// The X display.
  let session: XSession
  /// The demo process and its output.
  let process: TestbedProcess
  /// The X window id.
  let window: String
  /// The window's top-left corner on the screen.
  let origin: (x: Int, y: Int)
  /// Every `layout name=...` line, by name.
  let frames: [String: Frame]

  private init(
    session: XSession, process: TestbedProcess, window: String, origin: (x: Int, y: Int),
    frames: [String: Frame]
  ) {
    self.session = session
    self.process = process
    self.window = window
    self.origin = origin
    self.frames = frames
  }

  /// Starts Xvfb (unless DISPLAY is set) and the demo with `arguments` after `--trace`, and
  /// `environment` added (for example `GTK_THEME`); returns once it printed `ready`.
  static func open(
    arguments: [String] = [], environment: [String: String] = [:]
  ) async throws -> DemoWindow {
    let session = try await XSession.start()
    guard try session.gtkCanOpenDisplay() else {
      throw XSessionError("GTK cannot open display \(session.display)")
    }
    let process = try TestbedProcess(
      session: session, executable: DemoXTests.executable,
      arguments: ["demo", "--trace"] + arguments,
      environment: environment)
    _ = try await process.waitForLine { $0.hasPrefix("ready ") }
    let search = try session.run(
      "/usr/bin/xdotool", ["search", "--sync", "--name", "^ControlKit demo$"])
    let window = search.output.split(separator: "\n").first.map(String.init) ?? ""
    try #require(search.status == 0 && !window.isEmpty, "xdotool did not find the demo window")
    var frames: [String: Frame] = [:]
    for line in process.output.lines where line.hasPrefix("layout ") {
      let fields = Self.fields(line)
      guard let name = fields["name"], let x = fields["x"].flatMap({ Int($0) }),
        let y = fields["y"].flatMap({ Int($0) }), let width = fields["width"].flatMap({ Int($0) }),
        let height = fields["height"].flatMap({ Int($0) })
      else { continue }
      frames[name] = Frame(x: x, y: y, width: width, height: height)
    }
    let geometry = try session.run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", window])
    let values = fields(geometry.output.replacingOccurrences(of: "\n", with: " "))
    let origin = (values["X"].flatMap { Int($0) } ?? 0, values["Y"].flatMap { Int($0) } ?? 0)
    return DemoWindow(
      session: session, process: process, window: window, origin: origin, frames: frames)
  }

  /// The `key=value` fields of a trace line.
  static func fields(_ line: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in line.split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
  }

  /// Every output line so far.
  var lines: [String] { process.output.lines }

  /// Runs xdotool with `arguments`.
  func xdotool(_ arguments: [String]) throws {
    let result = try session.run("/usr/bin/xdotool", arguments)
    guard result.status == 0 else { throw XSessionError("xdotool \(arguments) failed") }
  }

  /// Moves the pointer to (`x`, `y`) in window pixels.
  func move(to x: Int, _ y: Int) throws {
    try xdotool(["mousemove", "--window", window, "\(x)", "\(y)"])
  }

  /// Clicks the centre of the widget printed as `name`.
  func click(_ name: String) throws {
    let frame = try #require(frames[name], "no frame for \(name)")
    try move(to: frame.x + frame.width / 2, frame.y + frame.height / 2)
    try xdotool(["click", "1"])
  }

  /// Takes a screenshot; `pixel(_:_:)` coordinates are then window pixels.
  func screenshot(_ name: String) throws -> Screenshot {
    try Screenshot.capture(session, name: name)
  }

  /// The colour at window pixel (`x`, `y`) in `shot`.
  func pixel(_ shot: Screenshot, _ x: Int, _ y: Int) -> [Int] {
    shot.pixel(x: origin.x + x, y: origin.y + y)
  }
}
