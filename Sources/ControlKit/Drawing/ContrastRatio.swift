/// WCAG 2.x contrast between two colours, from their relative luminance.
///
/// WCAG 2.2 asks for at least 4.5:1 between text and its background (success criterion 1.4.3)
/// and 3:1 for the parts of a control a user needs to see to use it: borders, a progress
/// indicator against its track, a track against the screen (1.4.11). The ratio runs from 1:1
/// (the same colour) to 21:1 (black on white).
///
/// ```swift
/// ContrastRatio.between(.black, .white)                           // 21
/// ContrastRatio.between(RGBA(hex: 0x767676), .white) >= ContrastRatio.text  // true: 4.54
/// ```
public enum ContrastRatio {
  /// The least contrast WCAG 2.x asks for body text (success criterion 1.4.3, level AA): 4.5.
  public static let text = 4.5
  /// The least contrast WCAG 2.x asks for user-interface components and graphics (success
  /// criterion 1.4.11, level AA): 3.
  public static let nonText = 3.0

  /// The relative luminance of an opaque sRGB colour, `0` (black) to `1` (white), as WCAG 2.x
  /// defines it: each channel linearised (`c / 12.92` up to 0.04045, else
  /// `((c + 0.055) / 1.055)^2.4`), then weighted 0.2126 R + 0.7152 G + 0.0722 B.
  ///
  /// Alpha is ignored: composite a translucent colour over what lies under it first
  /// (``RGBA/composited(over:)``).
  public static func relativeLuminance(of color: RGBA) -> Double {
    func linear(_ channel: Double) -> Double {
      channel <= 0.04045 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
  }

  /// The contrast ratio of two opaque colours, `(L1 + 0.05) / (L2 + 0.05)` with `L1` the lighter
  /// one's relative luminance: `1...21`, the same whichever colour comes first.
  public static func between(_ first: RGBA, _ second: RGBA) -> Double {
    let a = relativeLuminance(of: first)
    let b = relativeLuminance(of: second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }
}
