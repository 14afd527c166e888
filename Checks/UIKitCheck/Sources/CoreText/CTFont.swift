import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coretext/ctfont>.
///
/// Keeps what it was made from (the UI font type, size and normalized weight asked for), for
/// tests to compare with the label's font; it has no glyphs.
public final class CTFont: @unchecked Sendable {
  /// The user-interface type it was created for.
  package let recordedUIType: CTFontUIFontType
  /// The point size asked for.
  package let recordedSize: CGFloat
  /// The `kCTFontWeightTrait` of the descriptor it was matched from; 0 (regular) for a UI font
  /// made without one.
  package let recordedWeight: CGFloat

  package init(uiType: CTFontUIFontType, size: CGFloat, weight: CGFloat) {
    recordedUIType = uiType
    recordedSize = size
    recordedWeight = weight
  }
}
