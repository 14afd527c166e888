/// What the arc stepper remembers while a pointer drags on it.
struct ArcStepperDrag: Hashable, Sendable {
  /// The step when the press began, restored if the pointer is cancelled.
  var stepAtPress: Int
  /// The last fraction the pointer set, unrounded.
  var lastFraction: Double
  /// The end the value is held at after the pointer crossed the gap or jumped across it.
  var pinned: RangeLimit?
}
