public import Foundation

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/ctfontcreateuifontforlanguage(_:_:_:)>.
public func CTFontCreateUIFontForLanguage(
  _ uiType: CTFontUIFontType, _ size: CGFloat, _ language: CFString?
) -> CTFont? {
  CTFont(uiType: uiType, size: size, weight: 0)
}

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/ctfontcopyfontdescriptor(_:)>.
public func CTFontCopyFontDescriptor(_ font: CTFont) -> CTFontDescriptor {
  CTFontDescriptor(font: font, addedAttributes: NSDictionary())
}

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/ctfontdescriptorcreatecopywithattributes(_:_:)>.
public func CTFontDescriptorCreateCopyWithAttributes(
  _ original: CTFontDescriptor, _ attributes: CFDictionary
) -> CTFontDescriptor {
  CTFontDescriptor(font: original.font, addedAttributes: attributes)
}

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/ctfontcreatewithfontdescriptor(_:_:_:)>.
public func CTFontCreateWithFontDescriptor(
  _ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
  CTFont(
    uiType: descriptor.font.recordedUIType, size: size,
    weight: descriptor.weightTrait ?? descriptor.font.recordedWeight)
}
