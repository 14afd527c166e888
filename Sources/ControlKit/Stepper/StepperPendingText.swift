/// Text the user typed and has not committed, taken by a press or key that steps from it.
struct StepperPendingText: Hashable, Sendable {
  /// The field's text (normalised).
  var text: String
  /// What the text reads as under the stepper's configuration.
  var parsed: ParsedNumber
}
