/// What caused a value change, so apps can tell user changes from their own and know which input
/// was used (a complaint against PPNumberButton, GMStepper and ValueStepper).
public enum StepperChangeSource: Hashable, Sendable, CaseIterable {
  /// The first step of a button press.
  case button
  /// A step repeated while a button is held.
  case `repeat`
  /// Up, Down, PageUp, PageDown, Home or End.
  case keyboard
  /// A scroll wheel or trackpad scroll.
  case wheel
  /// Committed typed text.
  case text
  /// The app set the value or the configuration.
  case programmatic
  /// A screen reader's increment or decrement action.
  case accessibility
}
