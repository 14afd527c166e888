#if canImport(UIKit)
  import ControlKit

  extension FixedDecimal {
    /// The decimal a `Double` from Interface Builder stands for: its shortest round-trip
    /// digits ("0.1", not 0.1000000000000000055…), or nil when it has no plain decimal form
    /// (NaN, infinities, exponents, more than 18 fraction digits).
    init?(inspected double: Double) {
      guard double.isFinite else { return nil }
      let text =
        double.rounded() == double && abs(double) < 1e15 ? String(Int64(double)) : "\(double)"
      self.init(parsing: text)
    }
  }
#endif
