#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

extension Double: StepperValue {
  /// The decimal this `Double` stands for: its shortest round-trip digits (0.1 is 0.1).
  public var exactDecimal: FixedDecimal? { FixedDecimal(shortestDigitsOf: self) }

  /// The `Double` nearest to `decimal`, read from its digits.
  public init?(exactDecimal decimal: FixedDecimal) {
    self = decimal.nearestDouble
  }
}
#endif
