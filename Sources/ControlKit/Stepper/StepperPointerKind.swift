/// What pressed a stepper button; it decides how long a hold waits before repeating.
public enum StepperPointerKind: Hashable, Sendable, CaseIterable {
  /// A mouse or trackpad button.
  case mouse
  /// A finger (or pen) on a touch screen: it waits longer, because a touch may turn into a scroll.
  case touch
  /// A key (Space or Return on a focused button). The platform's own key repeat sends further
  /// presses, so the core schedules no repeat timer.
  case keyboard
}
