#if GTK
import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where Orca can run: Debian's `orca`, plus what `needsAccessibilityBus`
  /// needs (a private D-Bus session, the AT-SPI registry, pyatspi) and xdotool.
  ///
  /// `make test` installs them (`scripts/install-deps.sh test`) and makes their absence a failure
  /// (`CONTROLKIT_REQUIRE_GTK_TESTS`).
  static var needsOrca: Self {
    .enabled("no Orca: install orca, xdotool, dbus-bin, at-spi2-core (run `make test`)") {
      if XSession.required { return true }
      let tools = [
        OrcaTranscript.orca, "/usr/bin/xdotool", ATSPIProbe.dbusRunSession, ATSPIProbe.busLauncher,
        ATSPIProbe.python,
      ]
      return tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
    }
  }
}
#endif
