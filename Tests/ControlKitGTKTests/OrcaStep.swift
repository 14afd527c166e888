#if GTK
/// One step of an `OrcaTranscript` run: a real key, or an AT-SPI action, then a wait until Orca
/// says a line matching `until` (none: no wait).
struct OrcaStep: Encodable, Sendable {
  /// The key for `xdotool key` (`Tab`, `Up`, `shift+Tab`), or nil for an action.
  let key: String?
  /// The AT-SPI action (`click`) and the role and name of the object it is done on.
  let action: String?
  let role: String?
  let name: String?
  /// A Python regular expression a line spoken since the step began must match (nil: no wait).
  let until: String?

  /// Presses `key` and waits for a line matching `until`.
  static func key(_ key: String, until: String?) -> OrcaStep {
    OrcaStep(key: key, action: nil, role: nil, name: nil, until: until)
  }

  /// Clicks the push button named `name` through AT-SPI's Action interface (as Orca's
  /// "activate" does, without moving the focus), then waits for `until`.
  static func click(_ name: String, until: String?) -> OrcaStep {
    OrcaStep(key: nil, action: "click", role: "push button", name: name, until: until)
  }
}
#endif
