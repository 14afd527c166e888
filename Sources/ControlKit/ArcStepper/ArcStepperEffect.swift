/// Something the front-end must do or report after an event: plain data, carried out by the caller.
public enum ArcStepperEffect: Hashable, Sendable {
  /// The step changed from `old` to `new` because of `source`.
  case valueChanged(old: Int, new: Int, source: ArcStepperChangeSource)
  /// The user tried to go past an end (a step key at the end, or a drag across the gap).
  case limitReached(RangeLimit, feedback: LimitFeedback)
  /// A whole interaction (press to release, one key press, one screen-reader action) ended with
  /// this step: the value apps should commit.
  case interactionEnded(value: Int)
  /// Text a screen reader should speak now.
  case announce(String)
  /// The progress arc started moving: request frames until ``animationCompleted(_:)``.
  case animationStarted(ArcAnimation)
  /// A press arrived before the control had bounds (its width or height is 0), so it could not
  /// be placed on the ring and was ignored. A front-end that sees this forgot to send
  /// ``ArcStepperEvent/boundsChanged(_:at:)``: log it, or assert in a debug build.
  case pointerIgnoredWithoutBounds(Point)
  /// The animation in flight ended; stop requesting frames for it.
  case animationCompleted(ArcAnimationCompletion)
}
