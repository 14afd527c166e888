/// One end of a control's value range, shared by every control that has one (the stepper and the
/// arc stepper), so a front-end handles "limit reached" the same way for all of them.
public enum RangeLimit: Hashable, Sendable, CaseIterable {
  /// The minimum (the arc stepper's step 0, at the start of its arc).
  case lower
  /// The maximum (the arc stepper's step count, at the end of its arc).
  case upper
}
