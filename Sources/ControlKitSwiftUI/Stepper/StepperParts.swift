#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit

/// What a ``StepperView`` draws its pieces with, resolved once per redraw: the style scaled for
/// the Dynamic Type size (``ControlKit/StepperStyle/scaled(by:)``) and its palette for the
/// environment's theme.
struct StepperParts {
  /// Sizes, at the environment's text size.
  let style: StepperStyle
  /// Colours for the current theme.
  let palette: StepperStyle.Palette
}
#endif
