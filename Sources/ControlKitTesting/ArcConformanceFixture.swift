package import ControlKit

/// One arc stepper row of the conformance matrix (issue 44): a step of 10, and whether the ring
/// is being dragged, has the keyboard focus, is enabled, and in which writing direction.
///
/// GTK (`--arc-conformance`: the widget's pixels against the core's drawing rendered by Cairo),
/// UIKit (the ring layers, the label and the alpha) and SwiftUI (the view's `Layout` and what it
/// draws) each drive their own ``ControlKit/ArcStepperDriver`` into the row's state with
/// ``apply(to:in:)`` and compare what they show with ``expectedCommands(for:measure:theme:at:)``,
/// the core's drawing for that state. The expected drawing is computed by the core, never
/// written here.
package struct ArcConformanceFixture: Hashable, Sendable, CustomStringConvertible {
  /// The row's name, as the matrix prints it (after "arc ").
  package var name: String
  /// The step shown (of the article's 10).
  package var value: Int
  /// Whether a pointer holds the ring (the core draws the thumb).
  package var isDragging: Bool
  /// Whether the ring has the keyboard focus (the core draws the focus ring).
  package var isFocused: Bool
  /// Whether the ring accepts input (the core dims every colour).
  package var isEnabled: Bool
  /// The writing direction (right to left mirrors the ring).
  package var direction: WritingDirection

  /// A row; see the properties.
  package init(
    _ name: String, value: Int, isDragging: Bool = false, isFocused: Bool = false,
    isEnabled: Bool = true, direction: WritingDirection = .leftToRight
  ) {
    self.name = name
    self.value = value
    self.isDragging = isDragging
    self.isFocused = isFocused
    self.isEnabled = isEnabled
    self.direction = direction
  }

  /// ``name``.
  package var description: String { name }

  /// The matrix's arc rows: at 0, 5 and 10 of 10, while dragging, focused, disabled, and right
  /// to left (at 3, so the mirrored stroke is short and on the right).
  package static let all: [ArcConformanceFixture] = [
    ArcConformanceFixture("0-of-10", value: 0),
    ArcConformanceFixture("5-of-10", value: 5),
    ArcConformanceFixture("10-of-10", value: 10),
    ArcConformanceFixture("dragging", value: 5, isDragging: true),
    ArcConformanceFixture("focused", value: 5, isFocused: true),
    ArcConformanceFixture("disabled", value: 5, isEnabled: false),
    ArcConformanceFixture("right-to-left", value: 3, direction: .rightToLeft),
  ]

  /// Drives `driver` (on any host) into the row's state for `bounds`.
  ///
  /// In order: the direction and bounds, the value, the focus, a press on the ring where the
  /// stroke ends (it keeps the step and starts a drag), and the enabled state last. A front-end
  /// then lets its animation finish.
  @MainActor
  package func apply(to driver: ArcStepperDriver, in bounds: Rect) {
    driver.direction = direction
    driver.boundsChanged(bounds)
    driver.value = value
    if isFocused { driver.focusChanged(true) }
    if isDragging {
      let state = driver.state
      _ = driver.press(at: state.geometry.point(forFraction: state.fraction))
    }
    driver.isEnabled = isEnabled
  }

  /// The core's drawing of `state` (its layout measured with `measure`) for `theme` at `instant`.
  package static func expectedCommands(
    for state: ArcStepperState, measure: any TextMeasuring, theme: Theme = .light,
    at instant: ControlInstant
  ) -> [DrawCommand] {
    ArcStepperDrawing.commands(
      for: state, layout: ArcStepperLayout(state: state, measure: measure), theme: theme,
      at: instant)
  }
}
