#if Cairo
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A PDF's dictionaries as text, object streams included, for checks on content.
///
/// cairo 1.16 writes PDF 1.5 with every dictionary in the clear; cairo 1.18 writes PDF 1.7 with
/// the catalogue, page tree, page and document information packed into Flate-compressed object
/// streams (`/Type /ObjStm`). This inflates those streams with zlib's `uncompress` (zlib is
/// already loaded: cairo's PNG support links it) and appends them to the file's own text.
enum PDFText {
  /// zlib's `uncompress(dest, destLen, source, sourceLen)`.
  private typealias Uncompress =
    @convention(c) (
      UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
    ) -> Int32

  /// The document's text (its bytes decoded as UTF-8, binary runs becoming replacement
  /// characters), then each object stream's inflated contents.
  ///
  /// Returns `nil` when an object stream cannot be inflated.
  static func of(_ pdf: [UInt8]) -> String? {
    var text = String(decoding: pdf, as: UTF8.self)
    var searchStart = pdf.startIndex
    while let marker = pdf.firstRange(
      of: Array("/Type /ObjStm".utf8), in: searchStart..<pdf.endIndex)
    {
      guard
        let streamStart = pdf.firstRange(
          of: Array("stream\n".utf8), in: marker.upperBound..<pdf.endIndex),
        let streamEnd = pdf.firstRange(
          of: Array("endstream".utf8), in: streamStart.upperBound..<pdf.endIndex),
        let inflated = inflate(Array(pdf[streamStart.upperBound..<streamEnd.lowerBound]))
      else { return nil }
      text += "\n" + String(decoding: inflated, as: UTF8.self)
      searchStart = streamEnd.upperBound
    }
    return text
  }

  /// `data` inflated from zlib format, or `nil` when zlib is not loaded or the data is bad.
  static func inflate(_ data: [UInt8]) -> [UInt8]? {
    guard let handle = dlopen("libz.so.1", RTLD_NOW),
      let symbol = dlsym(handle, "uncompress")
    else { return nil }
    let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
    var capacity = max(4096, data.count * 8)
    while capacity <= 1 << 26 {
      var output = [UInt8](repeating: 0, count: capacity)
      var length = UInt(capacity)
      let status = output.withUnsafeMutableBufferPointer { out in
        data.withUnsafeBufferPointer { input in
          uncompress(out.baseAddress, &length, input.baseAddress, UInt(input.count))
        }
      }
      if status == 0 { return Array(output.prefix(Int(length))) }
      guard status == -5 else { return nil }  // Z_BUF_ERROR: a larger buffer is needed
      capacity *= 4
    }
    return nil
  }
}

extension Array where Element == UInt8 {
  /// The first range at or after `range.lowerBound` holding `needle`.
  fileprivate func firstRange(of needle: [UInt8], in range: Range<Int>) -> Range<Int>? {
    guard !needle.isEmpty, range.count >= needle.count else { return nil }
    var index = range.lowerBound
    while index + needle.count <= range.upperBound {
      if self[index] == needle[0] && self[index..<index + needle.count].elementsEqual(needle) {
        return index..<index + needle.count
      }
      index += 1
    }
    return nil
  }
}
#endif
