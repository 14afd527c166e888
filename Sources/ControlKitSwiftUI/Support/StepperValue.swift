#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit

/// A value type a ``StepperView`` can be bound to: it converts exactly to and from the core's
/// ``FixedDecimal``, so the stepper never steps in binary floating point.
///
/// ControlKit conforms every integer and floating-point type of the standard library and
/// Foundation (`Int`, `Int8` through `Int64`, `UInt`, `UInt8` through `UInt64`, `Double`,
/// `Float`, `CGFloat`), Foundation's `Decimal` and ``FixedDecimal``: the value types Apple's
/// `Stepper` takes. An app's own `BinaryInteger` or `BinaryFloatingPoint` type conforms with an
/// empty extension (`extension Cents: StepperValue {}`); the requirements come with it.
///
/// An integer is a whole decimal while it fits the core's `Int64` units: `UInt64.max` has no
/// exact decimal, and a range that reaches it gets a ``StepperView`` that says so (see
/// ``StepperView``) rather than a trap. A floating-point value is read through the shortest
/// digits its own type prints (`Float(0.1)` is 0.1, not 0.100000001490116) and written back as
/// the value of its type nearest to the stepped decimal.
public protocol StepperValue: Equatable, Sendable {
  /// This value as an exact decimal, or nil when it has none (NaN, out of range).
  var exactDecimal: FixedDecimal? { get }
  /// The value of `decimal`, already rounded to the stepper's fraction digits; nil when this
  /// type cannot hold it.
  init?(exactDecimal decimal: FixedDecimal)
}
#endif
