extension ArcStepperKey {
  /// What the Left arrow does in `direction`: one step down left to right, one step up right
  /// to left.
  ///
  /// Horizontal arrows move the value the way the eye sees the progress grow. Right to left the
  /// ring fills from the right end towards the left (see ``ArcGeometry``), so Left increases, as
  /// on a GTK `GtkScale` in a right-to-left widget (`should_invert_move` in `gtkrange.c` inverts
  /// Left and Right for a flippable scale). Up and Down are not mirrored: Up increases in every
  /// direction, as on GTK's scales ("down/up always dec/increase the value"), so
  /// ``ArcStepperKey/up`` keeps its meaning.
  ///
  /// ```swift
  /// ArcStepperKey.leftArrow(in: .leftToRight)  // .down
  /// ArcStepperKey.leftArrow(in: .rightToLeft)  // .up
  /// ```
  public static func leftArrow(in direction: WritingDirection) -> ArcStepperKey {
    direction == .rightToLeft ? .up : .down
  }

  /// What the Right arrow does in `direction`: one step up left to right, one step down right
  /// to left (see ``leftArrow(in:)``).
  public static func rightArrow(in direction: WritingDirection) -> ArcStepperKey {
    direction == .rightToLeft ? .down : .up
  }
}
