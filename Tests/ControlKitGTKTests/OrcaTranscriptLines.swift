#if GTK
/// The lines of one `OrcaTranscript` run, with what Orca spoke as a whole and per step.
struct OrcaTranscriptLines: Sendable {
  /// Every line the driver printed.
  let lines: [OrcaLine]

  /// Everything Orca spoke, from its start to the end of the last step.
  var all: [String] { lines.last { $0.event == "done" }?.speech ?? [] }

  /// What Orca spoke from step `index` until the next step began.
  func step(_ index: Int) -> [String] {
    lines.first { $0.event == "step" && $0.index == index }?.speech ?? []
  }

  /// The transcript for a failure message, one utterance a line.
  var text: String { all.joined(separator: "\n") }
}
#endif
