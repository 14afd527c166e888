#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
public import Foundation

// The floating-point types an app binds (`Double` settings, `Float` ones, `CGFloat` sizes) step
// through their shortest digits (the requirements come from
// `StepperValue where Self: BinaryFloatingPoint`).

extension Double: StepperValue {}
extension Float: StepperValue {}
extension CGFloat: StepperValue {}
#endif
