import Foundation

/// Transcribed from <https://developer.apple.com/documentation/coretext/ctfontdescriptor>.
///
/// Keeps the font it describes and the attributes added to it.
public final class CTFontDescriptor: @unchecked Sendable {
  /// The font this descriptor was copied from.
  package let font: CTFont
  /// The attributes added with `CTFontDescriptorCreateCopyWithAttributes`.
  package let addedAttributes: NSDictionary

  package init(font: CTFont, addedAttributes: NSDictionary) {
    self.font = font
    self.addedAttributes = addedAttributes
  }

  /// The `kCTFontWeightTrait` inside the added `kCTFontTraitsAttribute`, if any.
  package var weightTrait: CGFloat? {
    let traits = addedAttributes[kCTFontTraitsAttribute] as? [String: Any]
    return traits?[kCTFontWeightTrait] as? CGFloat
  }
}
