/// A button being held: which one, by what, how often it has repeated, and when it repeats next.
public struct StepperHold: Hashable, Sendable {
  /// The held button's direction.
  public var direction: StepperDirection
  /// What holds it.
  public var pointer: StepperPointerKind
  /// Repeats so far (the first step on press is not a repeat).
  public var repeatCount: Int
  /// When the next repeat is due, or nil when no timer runs (a keyboard press, or repeating
  /// stopped at a limit while the button is still down).
  public var deadline: ControlInstant?
  /// Whether the pointer is over the held button's touch area.
  ///
  /// While it is not (after ``StepperEvent/dragExited(at:)``), no repeat is due.
  public var isPointerInside: Bool

  /// Creates a hold.
  public init(
    direction: StepperDirection, pointer: StepperPointerKind, repeatCount: Int = 0,
    deadline: ControlInstant? = nil, isPointerInside: Bool = true
  ) {
    self.direction = direction
    self.pointer = pointer
    self.repeatCount = repeatCount
    self.deadline = deadline
    self.isPointerInside = isPointerInside
  }
}
