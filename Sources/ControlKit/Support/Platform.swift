// The one place where the core touches a platform: the C math library for trigonometry.
// Everything else in `ControlKit` uses the Swift standard library only.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif canImport(ucrt)
  import ucrt
#endif

/// Trigonometry and powers from the C math library, behind one small namespace.
enum Math {
  /// The sine of `x` radians.
  @inline(__always) static func sin(_ x: Double) -> Double { _sin(x) }
  /// The cosine of `x` radians.
  @inline(__always) static func cos(_ x: Double) -> Double { _cos(x) }
  /// The angle of the vector (`x`, `y`) in radians, in `-π...π`.
  @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }
  /// The length of the vector (`x`, `y`).
  @inline(__always) static func hypot(_ x: Double, _ y: Double) -> Double { _hypot(x, y) }
  /// `x` raised to the power `y`.
  @inline(__always) static func pow(_ x: Double, _ y: Double) -> Double { _pow(x, y) }
}

@inline(__always) private func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func _cos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func _hypot(_ x: Double, _ y: Double) -> Double { hypot(x, y) }
@inline(__always) private func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
