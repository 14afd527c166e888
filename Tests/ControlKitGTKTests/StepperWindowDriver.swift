#if GTK
import Foundation
import Testing

/// The testbed's `--stepper` window under test: its process, its place on the screen, the parts'
/// frames it reported, and helpers to click, type and read its state lines.
final class StepperWindowDriver {
  /// A part's frame in window coordinates.
  struct Frame {
    let x: Int
    let y: Int
    let width: Int
    let height: Int
  }

  let session: XSession
  let testbed: TestbedProcess
  let window: String
  let origin: (x: Int, y: Int)
  let minus: Frame
  let field: Frame
  let plus: Frame

  private init(
    session: XSession, testbed: TestbedProcess, window: String, origin: (x: Int, y: Int),
    parts: [String: Frame]
  ) throws {
    self.session = session
    self.testbed = testbed
    self.window = window
    self.origin = origin
    minus = try #require(parts["minus"])
    field = try #require(parts["field"])
    plus = try #require(parts["plus"])
  }

  /// Starts Xvfb (if needed) and the `--stepper` window, with `environment` added to the
  /// session's (for example `GTK_IM_MODULE`); waits until it reported its layout.
  static func open(environment: [String: String] = [:]) async throws -> StepperWindowDriver {
    let session = try await XSession.start()
    guard try session.gtkCanOpenDisplay() else {
      throw XSessionError("GTK cannot open display \(session.display)")
    }
    let testbed = try TestbedProcess(
      session: session, arguments: ["--stepper"], environment: environment)
    let ready = try await testbed.waitForLine { $0.hasPrefix("ready ") }
    let search = try session.run(
      "/usr/bin/xdotool", ["search", "--sync", "--name", "^ControlKit stepper testbed$"])
    let window = search.output.split(separator: "\n").first.map(String.init) ?? ""
    try #require(search.status == 0 && !window.isEmpty, "xdotool did not find the window")
    let geometry = try session.run("/usr/bin/xdotool", ["getwindowgeometry", "--shell", window])
    let place = fields(of: geometry.output.replacingOccurrences(of: "\n", with: " "))
    var parts: [String: Frame] = [:]
    for (name, value) in fields(of: ready) {
      let numbers = value.split(separator: ",").compactMap { Int($0) }
      if numbers.count == 4 {
        parts[name] = Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
      }
    }
    return try StepperWindowDriver(
      session: session, testbed: testbed, window: window,
      origin: (Int(place["X"] ?? "") ?? 0, Int(place["Y"] ?? "") ?? 0), parts: parts)
  }

  /// `key=value` pairs of a line.
  static func fields(of line: String) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in line.split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
  }

  /// Every state line printed so far, as fields.
  var states: [[String: String]] {
    testbed.output.lines.filter { $0.hasPrefix("value=") }.map { Self.fields(of: $0) }
  }

  /// The latest state line.
  var lastState: [String: String] { states.last ?? [:] }

  /// Waits for a state line satisfying `predicate`; returns its fields.
  func waitForState(
    _ predicate: @escaping ([String: String]) -> Bool
  ) async throws -> [String: String] {
    let line = try await testbed.waitForLine {
      $0.hasPrefix("value=") && predicate(Self.fields(of: $0))
    }
    return Self.fields(of: line)
  }

  /// Runs xdotool with `arguments`.
  func xdotool(_ arguments: [String]) throws {
    let result = try session.run("/usr/bin/xdotool", arguments)
    try #require(result.status == 0, "xdotool \(arguments) failed")
  }

  /// Moves the pointer to the centre of `part`.
  func move(to part: Frame) throws {
    try xdotool([
      "mousemove", "--window", window, "\(part.x + part.width / 2)", "\(part.y + part.height / 2)",
    ])
  }

  /// Clicks the centre of `part` once.
  func click(_ part: Frame) throws {
    try move(to: part)
    try xdotool(["click", "1"])
  }

  /// A point inside `part`, near its top-left corner (away from glyphs and the text), on screen.
  func probePoint(in part: Frame) -> (x: Int, y: Int) {
    (origin.x + part.x + 4, origin.y + part.y + 4)
  }

  /// A screenshot of the screen, kept as `<name>.png`.
  func screenshot(_ name: String) throws -> Screenshot {
    try Screenshot.capture(session, name: name)
  }
}
#endif
