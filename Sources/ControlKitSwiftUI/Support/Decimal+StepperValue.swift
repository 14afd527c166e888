#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import Foundation

extension Decimal: StepperValue {
  /// The decimal's digits as a ``FixedDecimal``; nil for NaN or more than 18 fraction digits or
  /// `Int64` units.
  public var exactDecimal: FixedDecimal? {
    guard !isNaN else { return nil }
    return FixedDecimal(parsing: description)
  }

  /// The Foundation decimal with exactly `decimal`'s digits.
  public init?(exactDecimal decimal: FixedDecimal) {
    guard
      let value = Decimal(string: decimal.description, locale: Locale(identifier: "en_US_POSIX"))
    else { return nil }
    self = value
  }
}
#endif
