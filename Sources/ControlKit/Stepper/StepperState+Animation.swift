extension StepperState {
  /// The shake played when the user pushes against a limit with ``LimitFeedback/shake`` in the
  /// configuration's feedback: the article's ±10 points over 420 ms.
  public static let limitShake = ShakeAnimation()

  /// What the stepper looks like at `instant`: its presentation properties with the limit shake
  /// sampled (``ShakeAnimation/offset(at:)`` since ``shakeStartedAt``).
  public func presentation(at instant: ControlInstant) -> StepperPresentation {
    presentation(shakeOffset: shakeOffset(at: instant))
  }

  /// The shake's horizontal offset at `instant`, 0 at rest.
  public func shakeOffset(at instant: ControlInstant) -> Double {
    guard let start = shakeStartedAt else { return 0 }
    return Self.limitShake.offset(at: start.duration(to: instant))
  }

  /// Whether frames are needed at `instant`: a shake is under way (including a frame stamped
  /// slightly before the event that started it, which a frame clock may report).
  public func needsFrames(at instant: ControlInstant) -> Bool {
    guard let start = shakeStartedAt else { return false }
    return isShaking(at: instant, since: start)
  }

  /// Whether a shake started at `start` still moves at `instant`.
  func isShaking(at instant: ControlInstant, since start: ControlInstant) -> Bool {
    start.duration(to: instant) < Self.limitShake.duration
  }
}
