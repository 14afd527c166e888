#if GTK
import Testing

extension Trait where Self == ConditionTrait {
  /// Runs a suite only where GTK can open a display.
  ///
  /// The display is `DISPLAY`'s or an Xvfb that `XSession` starts; `make test` makes a missing
  /// display a failure (`CONTROLKIT_REQUIRE_GTK_TESTS`).
  static var needsDisplay: Self {
    .enabled(
      "GTK cannot open a display: DISPLAY is unset and Xvfb is missing or failed (run `make test`)"
    ) { await XSession.isUsable() }
  }
}
#endif
