#if GTK
/// One run of `ATSPIProbe` shared by the tests of a suite: the first to ask starts it, the others
/// wait for the same lines.
actor ATSPIProbeRun {
  private var run: Task<[ATSPILine], any Error>?

  /// The probe's lines (one run, however many tests ask).
  func lines() async throws -> [ATSPILine] {
    if let run { return try await run.value }
    let started = Task { try await ATSPIProbe.run() }
    run = started
    return try await started.value
  }
}
#endif
