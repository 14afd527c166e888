#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit

/// What a ``StepperView`` draws its pieces with, resolved once per redraw: the style, its palette
/// for the environment's theme, and the Dynamic Type scale.
struct StepperParts {
  /// Sizes.
  let style: StepperStyle
  /// Colours for the current theme.
  let palette: StepperStyle.Palette
  /// The Dynamic Type factor applied to every size.
  let scale: Double
}
#endif
