/// Transcribed from <https://developer.apple.com/documentation/coretext/kctfontattributename>.
public let kCTFontAttributeName: CFString = "NSFont"
/// Transcribed from <https://developer.apple.com/documentation/coretext/kctfonttraitsattribute>.
public let kCTFontTraitsAttribute: CFString = "NSCTFontTraitsAttribute"
/// Transcribed from <https://developer.apple.com/documentation/coretext/kctfontweighttrait>.
public let kCTFontWeightTrait: CFString = "NSCTFontWeightTrait"
