public import Foundation

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/ctlinecreatewithattributedstring(_:)>.
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
  CoreTextStubModel.line(of: attrString, range: CFRange(location: 0, length: 0))
}

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/ctlinecreatetruncatedline(_:_:_:_:)>.
///
/// The stub's line keeps the truncation asked for and is at most `width` wide.
public func CTLineCreateTruncatedLine(
  _ line: CTLine, _ width: Double, _ truncationType: CTLineTruncationType,
  _ truncationToken: CTLine?
) -> CTLine? {
  CoreTextStubLog.current?.record(
    .truncatedLine(width: width, type: truncationType, token: truncationToken?.text))
  return CTLine(
    text: line.text, font: line.font, width: min(line.width, width),
    trailingWhitespaceWidth: 0, truncation: (width, truncationType, truncationToken))
}

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/ctlinegettypographicbounds(_:_:_:_:)>.
public func CTLineGetTypographicBounds(
  _ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
  _ descent: UnsafeMutablePointer<CGFloat>?, _ leading: UnsafeMutablePointer<CGFloat>?
) -> Double {
  let size = line.font?.recordedSize ?? 0
  ascent?.pointee = size * CoreTextStubModel.ascent
  descent?.pointee = size * CoreTextStubModel.descent
  leading?.pointee = size * CoreTextStubModel.leading
  return line.width
}

/// Transcribed from
/// <https://developer.apple.com/documentation/coretext/ctlinegettrailingwhitespacewidth(_:)>.
public func CTLineGetTrailingWhitespaceWidth(_ line: CTLine) -> Double {
  line.trailingWhitespaceWidth
}
