#if GTK
import ControlKit
import Glibc

/// ``ControlKit/NumberSymbols/cLocale()`` for each new stepper, read again only when the C
/// locale's conventions changed.
///
/// Building the symbols (strings, grouping, validation) cost about 14,000 instructions per
/// stepper, 3 % of its creation (`make check-instructions`); comparing `localeconv()`'s three
/// fields with the ones last read costs a few dozen, and still follows a `setlocale` made later.
@MainActor
enum CLocaleSymbols {
  /// The conventions last read: decimal point, thousands separator and grouping bytes, each with
  /// its terminating zero.
  private static var readFrom: (decimal: [CChar], thousands: [CChar], grouping: [CChar])?
  /// The symbols built from them.
  private static var symbols = NumberSymbols.plain

  /// The C locale's symbols now.
  static func current() -> NumberSymbols {
    guard let conventions = localeconv()?.pointee else { return .plain }
    if let known = readFrom, same(known.decimal, conventions.decimal_point),
      same(known.thousands, conventions.thousands_sep), same(known.grouping, conventions.grouping)
    {
      return symbols
    }
    symbols = NumberSymbols.cLocale()
    readFrom = (
      copy(conventions.decimal_point), copy(conventions.thousands_sep), copy(conventions.grouping)
    )
    return symbols
  }

  /// Whether the C string `string` (nil reads as empty) is `bytes`.
  private static func same(_ bytes: [CChar], _ string: UnsafeMutablePointer<CChar>?) -> Bool {
    guard let string else { return bytes == [0] }
    return bytes.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { strcmp($0, string) == 0 } ?? false
    }
  }

  /// The bytes of the C string `string` with its terminating zero ([0] for nil).
  private static func copy(_ string: UnsafeMutablePointer<CChar>?) -> [CChar] {
    guard let string else { return [0] }
    return Array(UnsafeBufferPointer(start: string, count: strlen(string) + 1))
  }
}
#endif
