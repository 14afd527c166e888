public import Foundation

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/cttypesettercreatewithattributedstring(_:)>.
public func CTTypesetterCreateWithAttributedString(_ string: CFAttributedString) -> CTTypesetter {
  CoreTextStubLog.current?.record(
    .typesetter(string.string, font: CoreTextStubModel.font(of: string)))
  return CTTypesetter(string: string)
}

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/cttypesettersuggestlinebreak(_:_:_:)>.
public func CTTypesetterSuggestLineBreak(
  _ typesetter: CTTypesetter, _ startIndex: CFIndex, _ width: Double
) -> CFIndex {
  CoreTextStubLog.current?.record(.suggestLineBreak(start: startIndex, width: width))
  return CoreTextStubModel.lineBreak(in: typesetter.string, from: startIndex, width: width)
}

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/cttypesettercreateline(_:_:)>.
public func CTTypesetterCreateLine(_ typesetter: CTTypesetter, _ stringRange: CFRange) -> CTLine {
  CoreTextStubLog.current?.record(
    .line(start: stringRange.location, length: stringRange.length))
  return CoreTextStubModel.line(of: typesetter.string, range: stringRange)
}
