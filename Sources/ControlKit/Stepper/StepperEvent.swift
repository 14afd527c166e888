/// Something that happened to a stepper, named after the happening.
///
/// Events carry the instant they happened where time matters. Front-ends translate platform input into these and feed
/// ``StepperState/reduce(_:into:)``.
public enum StepperEvent: Hashable, Sendable {
  /// The "+" button went down.
  case incrementPressed(pointer: StepperPointerKind, at: ControlInstant)
  /// The "−" button went down.
  case decrementPressed(pointer: StepperPointerKind, at: ControlInstant)
  /// The pressed button was released, over it (`inside`) or elsewhere. A release never steps:
  /// GtkButton's "clicked" after a hold must not add a second step.
  case released(inside: Bool, at: ControlInstant)
  /// The system took the pointer away (a scroll view claimed the touch, the window lost focus).
  case pointerCancelled(at: ControlInstant)
  /// The timer requested by ``StepperEffect/scheduleTimer(at:)`` fired.
  case repeatTimerFired(at: ControlInstant)
  /// A key was pressed while the stepper had focus.
  case keyPressed(StepperKey, at: ControlInstant)
  /// The scroll wheel moved by whole steps: positive upward (increment), negative downward.
  case scrolled(steps: Int, at: ControlInstant)
  /// The text field gained focus.
  case editingBegan
  /// The user proposes `text` as the field's full new content (a keystroke, deletion or paste).
  case textChanged(String)
  /// The user pressed Return: commit the text and keep editing.
  case textSubmitted
  /// The text field lost focus: commit the text and stop editing.
  case editingEnded
  /// The app set the value (clamped to the configuration; remembered, so a later configuration
  /// change re-clamps what the app asked for and setup order never matters).
  case valueSetProgrammatically(FixedDecimal)
  /// The app changed the configuration; the value is re-clamped.
  indirect case configurationChanged(StepperConfiguration)
  /// The app enabled or disabled the whole control.
  case enabledChanged(Bool)
  /// A screen reader performed its increment action (VoiceOver swipe up, ATK increment).
  case accessibilityIncremented
  /// A screen reader performed its decrement action.
  case accessibilityDecremented
  /// Controlled mode: the owner answered an intent (or changed its data) with the value to show.
  /// It is shown as given (rounded to the fraction digits), not clamped: the owner decides.
  case ownerProvidedValue(FixedDecimal)
}
