#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

extension StepperValue where Self: BinaryInteger {
  /// The integer as a whole decimal; nil when it does not fit the core's `Int64` units (a
  /// `UInt64` above `Int64.max`).
  public var exactDecimal: FixedDecimal? {
    Int64(exactly: self).map { FixedDecimal($0) }
  }

  /// The integer `decimal` stands for; nil when it has a fraction or does not fit this type
  /// (300 for a `UInt8`, −1 for any unsigned type).
  public init?(exactDecimal decimal: FixedDecimal) {
    guard let whole = decimal.rescaled(exactlyTo: 0), let value = Self(exactly: whole.units)
    else { return nil }
    self = value
  }
}
#endif
