#if GTK
import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where an AT-SPI registry can be started and read.
  ///
  /// That takes `dbus-run-session`, `at-spi-bus-launcher` (Debian's `dbus-bin`, `at-spi2-core`)
  /// and Debian's Python with pyatspi (`python3-pyatspi`). `make test` installs them and makes
  /// their absence a failure (`CONTROLKIT_REQUIRE_GTK_TESTS`).
  static var needsAccessibilityBus: Self {
    .enabled(
      "no AT-SPI tools: install dbus-bin, at-spi2-core and python3-pyatspi (run `make test`)"
    ) {
      if XSession.required { return true }
      let tools = [ATSPIProbe.dbusRunSession, ATSPIProbe.busLauncher, ATSPIProbe.python]
      guard tools.allSatisfy({ FileManager.default.isExecutableFile(atPath: $0) }) else {
        return false
      }
      let check = Process()
      check.executableURL = URL(fileURLWithPath: ATSPIProbe.python)
      check.arguments = ["-c", "import pyatspi"]
      check.standardOutput = FileHandle.nullDevice
      check.standardError = FileHandle.nullDevice
      guard (try? check.run()) != nil else { return false }
      check.waitUntilExit()
      return check.terminationStatus == 0
    }
  }
}
#endif
