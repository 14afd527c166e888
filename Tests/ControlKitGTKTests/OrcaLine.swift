#if GTK
/// One JSON line printed by `OrcaTranscript`'s driver.
struct OrcaLine: Decodable, Sendable {
  /// What the line is: `ready`, `step`, `done`, or `timeout`/`exited`/`action`/`error`.
  let event: String
  /// For `step` lines: the step's index.
  let index: Int?
  /// What Orca spoke: for `step`, from the step until the next began; for `ready`, `done` and
  /// the failures, everything so far.
  let speech: [String]?
  /// For `timeout`: what was awaited.
  let waitingFor: String?
  /// For `exited`: which process exited (`demo` or `orca`).
  let process: String?
}
#endif
