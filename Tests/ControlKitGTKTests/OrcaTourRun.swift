#if GTK
/// One `OrcaTranscript` run of `OrcaXTests`' tour, shared by the suite's tests: the first to ask
/// starts it, the others wait for the same transcript.
actor OrcaTourRun {
  private var run: Task<OrcaTranscriptLines, any Error>?

  /// The tour's transcript (one run, however many tests ask).
  func transcript() async throws -> OrcaTranscriptLines {
    if let run { return try await run.value }
    let started = Task {
      try await OrcaTranscript.run(
        steps: OrcaExpectations.installed.steps, ready: OrcaExpectations.installed.ready)
    }
    run = started
    return try await started.value
  }
}
#endif
