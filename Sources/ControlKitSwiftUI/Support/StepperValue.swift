#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

/// A value type a ``StepperView`` can be bound to: it converts exactly to and from the core's
/// ``FixedDecimal``, so the stepper never steps in binary floating point.
///
/// ControlKit provides `Int`, `Double`, Foundation's `Decimal` and ``FixedDecimal``.
public protocol StepperValue: Equatable, Sendable {
  /// This value as an exact decimal, or nil when it has none (NaN, out of range).
  var exactDecimal: FixedDecimal? { get }
  /// The value of `decimal`, already rounded to the stepper's fraction digits; nil when this
  /// type cannot hold it.
  init?(exactDecimal decimal: FixedDecimal)
}
#endif
