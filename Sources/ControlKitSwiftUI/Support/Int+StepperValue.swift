#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

extension Int: StepperValue {
  /// The integer as a whole decimal.
  public var exactDecimal: FixedDecimal? { FixedDecimal(Int64(self)) }

  /// The integer `decimal` stands for; nil when it has a fraction or does not fit.
  public init?(exactDecimal decimal: FixedDecimal) {
    guard let whole = decimal.rescaled(exactlyTo: 0), let value = Int(exactly: whole.units)
    else { return nil }
    self = value
  }
}
#endif
