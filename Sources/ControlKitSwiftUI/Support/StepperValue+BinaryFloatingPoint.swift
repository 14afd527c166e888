#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

extension StepperValue where Self: BinaryFloatingPoint {
  /// The decimal this value stands for: the shortest digits its own type prints (`Float(0.1)` and
  /// `0.1` are both 0.1); nil for NaN, the infinities and values beyond the core's digits.
  public var exactDecimal: FixedDecimal? { FixedDecimal(shortestDigitsOf: self) }

  /// The value of this type nearest to `decimal`, read from its digits.
  public init?(exactDecimal decimal: FixedDecimal) {
    self = decimal.nearest(Self.self)
  }
}
#endif
