extension HUDState: ControlMachine {
  /// Applies `event`, appending its effects (see ``reduce(_:)``).
  public mutating func reduce(_ event: HUDEvent, into effects: inout [HUDEffect]) {
    effects.append(contentsOf: reduce(event))
  }

  /// The HUD's timer fired at its deadline.
  public static func timerFired(at instant: ControlInstant) -> HUDEvent {
    .timerFired(at: instant)
  }

  /// A frame drawn for `instant` is on screen.
  public static func frameShown(at instant: ControlInstant) -> HUDEvent {
    .frameShown(at: instant)
  }

  /// The timer effects and announcements need the host; the rest is presentation (the fade and
  /// the spinner are sampled from ``presentation(at:)``) or reporting.
  public func runtimeAction(for effect: HUDEffect) -> RuntimeAction? {
    switch effect {
    case .scheduleTimer(let deadline): .scheduleTimer(at: deadline)
    case .cancelTimer: .cancelTimer
    case .announce(let text): .announce(text)
    case .displayedContentChanged, .beginShowAnimation, .beginHideAnimation, .shown, .hidden,
      .startSpinner, .stopSpinner, .cancelTask, .playHaptic, .sampleProgress:
      nil
    }
  }
}
