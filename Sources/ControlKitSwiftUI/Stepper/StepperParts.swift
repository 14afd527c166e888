#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit

/// What a ``StepperView`` draws its pieces with, resolved once per redraw: the style scaled for
/// the Dynamic Type size (``ControlKit/StepperStyle/scaled(by:)``), its palette for the
/// environment's theme, the theme and the direction.
struct StepperParts {
  /// Sizes, at the environment's text size.
  let style: StepperStyle
  /// Colours for the current theme.
  let palette: StepperStyle.Palette
  /// The environment's colour scheme, which the core's drawing is made for.
  let theme: Theme
  /// The environment's direction, which the core's drawing is laid out in.
  let direction: WritingDirection
}
#endif
