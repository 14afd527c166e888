#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

extension FixedDecimal: StepperValue {
  /// The value itself.
  public var exactDecimal: FixedDecimal? { self }

  /// `decimal` itself.
  public init?(exactDecimal decimal: FixedDecimal) {
    self = decimal
  }
}
#endif
