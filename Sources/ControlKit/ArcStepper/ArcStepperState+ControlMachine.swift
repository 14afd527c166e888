extension ArcStepperState: ControlMachine {
  /// Applies `event`, appending its effects (see ``reduce(_:)``).
  public mutating func reduce(_ event: ArcStepperEvent, into effects: inout [ArcStepperEffect]) {
    effects.append(contentsOf: reduce(event))
  }

  /// The arc stepper asks for no timer; a stray fire is handled as a frame (a no-op at rest).
  public static func timerFired(at instant: ControlInstant) -> ArcStepperEvent {
    .frameShown(at: instant)
  }

  /// A frame drawn for `instant` is on screen.
  public static func frameShown(at instant: ControlInstant) -> ArcStepperEvent {
    .frameShown(at: instant)
  }

  /// Announcements and limit feedback need the host; animations are presentation.
  public func runtimeAction(for effect: ArcStepperEffect) -> RuntimeAction? {
    switch effect {
    case .announce(let text): .announce(text)
    case .limitReached(let limit, let feedback): .limitFeedback(limit, feedback)
    case .valueChanged, .interactionEnded, .animationStarted, .animationCompleted,
      .pointerIgnoredWithoutBounds:
      nil
    }
  }

  /// Frames are needed while the progress arc moves.
  public func needsFrames(at instant: ControlInstant) -> Bool { animation != nil }

  /// The arc's fraction on screen at `instant`.
  public func presentation(at instant: ControlInstant) -> ArcStepperPresentation {
    ArcStepperPresentation(fraction: presentedFraction(at: instant))
  }
}
