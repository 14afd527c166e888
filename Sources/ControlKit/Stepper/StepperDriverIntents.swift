/// The callbacks of a ``StepperDriver`` that most steppers never set (controlled mode, the
/// field's editing), kept apart so that a stepper without them does not carry their storage.
@MainActor
final class StepperDriverIntents {
  var onEditingBegan: (@MainActor () -> Void)?
  var onEditingEnded: (@MainActor () -> Void)?
  var onTextRejected: (@MainActor () -> Void)?
  var onIncreaseRequested: (@MainActor (_ steps: Int64, _ source: StepperChangeSource) -> Void)?
  var onDecreaseRequested: (@MainActor (_ steps: Int64, _ source: StepperChangeSource) -> Void)?
  var onValueRequested: (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
  var onCommitRequested: (@MainActor (_ text: String, _ parsed: ParsedNumber) -> Void)?
  var onValueProposed: (@MainActor (_ value: FixedDecimal, _ source: StepperChangeSource) -> Void)?
}
