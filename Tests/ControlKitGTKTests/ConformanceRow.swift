import Foundation

/// Writes one row of the conformance matrix (issue 44; `make check-conformance`,
/// `scripts/conformance-matrix.py`): what a front-end showed for a scenario, compared with the
/// core.
///
/// A suite that compares a front-end with the core calls ``record(_:_:differences:)`` once per
/// scenario it ran; when `CONTROLKIT_CONFORMANCE_DIR` names a folder (the Makefile's target sets
/// it), the row is appended to `<folder>/<front-end>.tsv` as `scenario TAB front-end TAB same`
/// or `... TAB differs: <first difference>`. Without it nothing is written: the suites' own
/// expectations still fail on a difference. This one file is shared by the GTK tests and the
/// UIKit and SwiftUI checks (symlinked into their test folders).
enum ConformanceRow {
  /// The environment variable naming the rows' folder.
  static let folderVariable = "CONTROLKIT_CONFORMANCE_DIR"

  /// Serialises appends from tests that run in parallel in one process.
  private static let lock = NSLock()

  /// Appends `scenario`'s row for `frontEnd` ("GTK", "UIKit" or "SwiftUI"): "same" when
  /// `differences` is empty, else its first one.
  static func record(_ frontEnd: String, _ scenario: String, differences: [String]) {
    guard let folder = ProcessInfo.processInfo.environment[folderVariable], !folder.isEmpty
    else { return }
    let result = differences.first.map { "differs: \($0)" } ?? "same"
    let line = "\(scenario)\t\(frontEnd)\t\(result.replacingOccurrences(of: "\t", with: " "))\n"
    lock.lock()
    defer { lock.unlock() }
    let path = "\(folder)/\(frontEnd).tsv"
    try? FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true)
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil)
    }
    guard let file = FileHandle(forWritingAtPath: path) else { return }
    defer { try? file.close() }
    _ = try? file.seekToEnd()
    try? file.write(contentsOf: Data(line.utf8))
  }

  /// The matrix's name for the HUD fixture row `name`: "hud " and the name in lower case, each
  /// run of characters other than ASCII letters and digits one "-" (as the GTK testbed prints
  /// it: "spinner, short title" is "hud spinner-short-title").
  static func hudScenario(_ name: String) -> String {
    var slug = ""
    for character in name.lowercased() {
      if character.isASCII && (character.isLetter || character.isNumber) {
        slug.append(character)
      } else if !slug.isEmpty && slug.last != "-" {
        slug.append("-")
      }
    }
    return "hud " + (slug.hasSuffix("-") ? String(slug.dropLast()) : slug)
  }

  /// "`part` shown vs core `expected`" when they differ, for a list of differences.
  static func difference<Value: Equatable>(
    _ part: String, shown: Value, core expected: Value
  ) -> String? {
    shown == expected ? nil : "\(part) \(shown) vs core \(expected)"
  }
}
