#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit

// Every integer type of the standard library steps as a whole decimal (the requirements come from
// `StepperValue where Self: BinaryInteger`).

extension Int: StepperValue {}
extension Int8: StepperValue {}
extension Int16: StepperValue {}
extension Int32: StepperValue {}
extension Int64: StepperValue {}
extension UInt: StepperValue {}
extension UInt8: StepperValue {}
extension UInt16: StepperValue {}
extension UInt32: StepperValue {}
extension UInt64: StepperValue {}
#endif
