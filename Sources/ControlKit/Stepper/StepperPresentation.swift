/// What the stepper shows at an instant (``StepperDriver/presentation``): everything its drawing
/// needs to know about its state, as plain values.
///
/// The stepper's reducer (or a front-end in controlled mode) fills this in; ``StepperDrawing``
/// turns it into drawing commands. Keeping it free of the reducer's types lets the look be
/// designed, tested and rendered in the gallery without any behaviour.
public struct StepperPresentation: Hashable, Sendable {
  /// The text in the field, already formatted ("1", "9.9").
  public var displayText: String
  /// Whether the whole control accepts input; when `false` both buttons look disabled and the
  /// text is dimmed (the article's `enabled = false` shows both "_Disable" images).
  public var isEnabled: Bool
  /// Whether the − button can be used (it cannot at the minimum unless the stepper wraps).
  public var isDecrementEnabled: Bool
  /// Whether the + button can be used (it cannot at the maximum unless the stepper wraps).
  public var isIncrementEnabled: Bool
  /// Whether the − button is hidden: cart mode at the minimum (PPNumberButton's `decreaseHide`).
  public var isDecrementHidden: Bool
  /// Whether the field is being edited with the keyboard: it shows a focus ring.
  public var isEditing: Bool
  /// The horizontal offset of the limit-feedback shake, in points (see ``ShakeAnimation``).
  public var shakeOffset: Double

  /// Creates a presentation; the defaults are an enabled stepper showing "1", at rest.
  public init(
    displayText: String = "1", isEnabled: Bool = true, isDecrementEnabled: Bool = true,
    isIncrementEnabled: Bool = true, isDecrementHidden: Bool = false, isEditing: Bool = false,
    shakeOffset: Double = 0
  ) {
    self.displayText = displayText
    self.isEnabled = isEnabled
    self.isDecrementEnabled = isDecrementEnabled
    self.isIncrementEnabled = isIncrementEnabled
    self.isDecrementHidden = isDecrementHidden
    self.isEditing = isEditing
    self.shakeOffset = shakeOffset
  }

  /// Whether the − button is drawn in its usable colour.
  public var showsDecrementEnabled: Bool { isEnabled && isDecrementEnabled }
  /// Whether the + button is drawn in its usable colour.
  public var showsIncrementEnabled: Bool { isEnabled && isIncrementEnabled }
}
