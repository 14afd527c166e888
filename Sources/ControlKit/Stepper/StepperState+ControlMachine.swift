extension StepperState: ControlMachine {
  /// The repeat timer fired at its deadline.
  public static func timerFired(at instant: ControlInstant) -> StepperEvent {
    .repeatTimerFired(at: instant)
  }

  /// A frame drawn for `instant` is on screen.
  public static func frameShown(at instant: ControlInstant) -> StepperEvent {
    .frameShown(at: instant)
  }

  /// The timer effects, announcements (in English) and limit feedback need the host.
  public func runtimeAction(for effect: StepperEffect) -> RuntimeAction? {
    switch effect {
    case .scheduleTimer(let deadline): .scheduleTimer(at: deadline)
    case .cancelTimer: .cancelTimer
    case .announce(let announcement):
      .announce(
        announcement.text(
          numberSymbols: configuration.numberSymbols,
          language: configuration.language))
    case .limitReached(let limit, let feedback): .limitFeedback(limit, feedback)
    case .valueChanged, .editingBegan, .editingEnded, .interactionEnded, .textRejected,
      .increaseRequested, .decreaseRequested, .valueRequested, .commitRequested, .valueProposed:
      nil
    }
  }
}
