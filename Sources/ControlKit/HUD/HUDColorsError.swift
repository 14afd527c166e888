/// Why ``HUDColors`` refused a set of colours.
public enum HUDColorsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The foreground contrasts only this much with the box (WCAG asks for 4.5:1 for text).
  case insufficientContrast(Double)

  /// What went wrong, for a developer reading the error.
  public var description: String {
    switch self {
    case .insufficientContrast(let ratio):
      let shown = (ratio * 100).rounded() / 100
      return "HUDColors: the foreground contrasts \(shown):1 with the box; WCAG 2.x asks for "
        + "at least 4.5:1 for text (success criterion 1.4.3)"
    }
  }
}
