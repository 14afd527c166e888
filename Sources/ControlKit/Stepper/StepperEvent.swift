/// Something that happened to a stepper, named after the happening.
///
/// Every event carries the monotonic instant it happened (`at`), supplied by the front-end: the
/// core never reads a clock. Front-ends translate platform input into these and feed
/// ``StepperState/reduce(_:into:)``.
public enum StepperEvent: Hashable, Sendable {
  /// The "+" button went down.
  ///
  /// While the user has typed text that is not committed yet, the press ends editing and steps
  /// from the typed number, as GtkSpinButton and react-aria's NumberField do: with step 5, typed
  /// "2" then + gives 5 (not 2 rounded first, then 5 more). The press stays one interaction:
  /// one ``StepperEffect/valueChanged(old:new:source:)`` from the old value to where the step
  /// lands, with the press's source, and one ``StepperEffect/interactionEnded(value:)`` at the
  /// release. Where the step cannot move (the typed number is at or beyond the limit it moves
  /// toward), the typed text's commit is the change (source ``StepperChangeSource/text``), and
  /// only a push that moves nothing is a limit alarm. Keys, the wheel and accessibility actions
  /// follow the same rule, keeping the field in edit mode. In controlled mode the owner receives
  /// ``StepperEffect/commitRequested(text:parsed:)`` for the text, then the step's request with a
  /// ``StepperEffect/valueProposed(_:source:)`` computed from the typed number.
  case incrementPressed(pointer: StepperPointerKind, at: ControlInstant)
  /// The "−" button went down (typed text: as ``incrementPressed(pointer:at:)``).
  case decrementPressed(pointer: StepperPointerKind, at: ControlInstant)
  /// The pressed button was released, over it (`inside`) or elsewhere. A release never steps:
  /// GtkButton's "clicked" after a hold must not add a second step.
  case released(inside: Bool, at: ControlInstant)
  /// The system took the pointer away (a scroll view claimed the touch, the window lost focus).
  case pointerCancelled(at: ControlInstant)
  /// The pointer holding a button was dragged out of that button's touch area (UIKit's
  /// `touchDragExit`): repeating pauses until it comes back. A later release there never steps.
  case dragExited(at: ControlInstant)
  /// The pointer holding a button was dragged back into that button's touch area (UIKit's
  /// `touchDragEnter`): repeating resumes after the pointer's initial delay, with no step at once.
  case dragEntered(at: ControlInstant)
  /// The timer requested by ``StepperEffect/scheduleTimer(at:)`` fired.
  case repeatTimerFired(at: ControlInstant)
  /// A key was pressed while the stepper had focus.
  case keyPressed(StepperKey, at: ControlInstant)
  /// The scroll wheel moved by whole steps: positive upward (increment), negative downward.
  case scrolled(steps: Int, at: ControlInstant)
  /// The text field gained focus at `at`.
  case editingBegan(at: ControlInstant)
  /// At `at`, the user proposed `text` as the field's full new content (a keystroke, deletion or
  /// paste).
  case textChanged(String, at: ControlInstant)
  /// At `at`, the user proposed replacing part of the field's text (see ``TextReplacement``):
  /// a keystroke, a deletion, or a paste over a selection. Refused replacements change nothing;
  /// ``StepperState/outcome(of:)`` tells the answer beforehand.
  case textReplaced(TextReplacement, at: ControlInstant)
  /// The user pressed Return at `at`: commit the text and keep editing.
  case textSubmitted(at: ControlInstant)
  /// The text field lost focus at `at`: commit the text and stop editing.
  case editingEnded(at: ControlInstant)
  /// The app set the value at `at` (clamped to the configuration; remembered, so a later
  /// configuration change re-clamps what the app asked for and setup order never matters).
  case valueSetProgrammatically(FixedDecimal, at: ControlInstant)
  /// The app changed the configuration at `at`; the value is re-clamped.
  indirect case configurationChanged(StepperConfiguration, at: ControlInstant)
  /// The app enabled or disabled the whole control at `at`; disabling ends a hold and its timer.
  case enabledChanged(Bool, at: ControlInstant)
  /// A screen reader performed its increment action at `at` (VoiceOver swipe up, ATK increment).
  case accessibilityIncremented(at: ControlInstant)
  /// A screen reader performed its decrement action at `at`.
  case accessibilityDecremented(at: ControlInstant)
  /// Controlled mode: at `at`, the owner answered an intent (or changed its data) with the value
  /// to show. It is shown as given (rounded to the fraction digits), not clamped: the owner decides.
  case ownerProvidedValue(FixedDecimal, at: ControlInstant)
  /// The front-end put a frame drawn for `at` on screen (ends a finished shake).
  case frameShown(at: ControlInstant)
  /// The system's reduce-motion setting changed at `at` (``StepperState/reducesMotion``): on,
  /// a limit no longer shakes, and a running shake stops.
  case reduceMotionChanged(Bool, at: ControlInstant)

  /// The instant the event happened.
  public var instant: ControlInstant {
    switch self {
    case .incrementPressed(_, let at), .decrementPressed(_, let at), .released(_, let at),
      .pointerCancelled(let at), .dragExited(let at), .dragEntered(let at),
      .repeatTimerFired(let at), .keyPressed(_, let at),
      .scrolled(_, let at), .editingBegan(let at), .textChanged(_, let at),
      .textReplaced(_, let at), .textSubmitted(let at), .editingEnded(let at),
      .valueSetProgrammatically(_, let at), .configurationChanged(_, let at),
      .enabledChanged(_, let at), .accessibilityIncremented(let at),
      .accessibilityDecremented(let at), .ownerProvidedValue(_, let at), .frameShown(let at),
      .reduceMotionChanged(_, let at):
      at
    }
  }
}
