#if canImport(UIKit)
import ControlKit

/// What an arc stepper's layout is made from (``ArcStepperLayout/init(state:measure:)``): when
/// none of these changed, the layout made last still holds and the label is not measured again.
struct ArcLayoutKey: Hashable {
  /// The control's bounds.
  var bounds: Rect
  /// The configuration (ring geometry, font size).
  var configuration: ArcStepperConfiguration
  /// The label's text ("5/10").
  var label: String
  /// Left to right or mirrored.
  var direction: WritingDirection

  /// The key of `state`'s layout.
  init(_ state: ArcStepperState) {
    bounds = state.bounds
    configuration = state.configuration
    label = state.labelText
    direction = state.direction
  }
}
#endif
