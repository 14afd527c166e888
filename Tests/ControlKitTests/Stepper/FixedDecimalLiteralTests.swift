import PropertyBased
import Testing

@testable import ControlKit

/// Float literals and `Double`s become the decimal they were written as (their shortest
/// round-trip digits), never the binary neighbour, and never trap.
@Suite("FixedDecimal literals")
struct FixedDecimalLiteralTests {
  @Test func pointOneIsOneTenth() {
    let tenth: FixedDecimal = 0.1
    #expect(tenth.units == 1 && tenth.scale == 1)
    #expect(tenth.description == "0.1")
    let price: FixedDecimal = 9.90
    #expect(price.units == 99 && price.scale == 1)
    var value: FixedDecimal = 0.1
    for _ in 0..<98 { value = value + 0.1 }
    #expect(value.description == "9.9")
  }

  @Test(arguments: [
    (0.1, "0.1"), (0.2, "0.2"), (0.3, "0.3"), (9.9, "9.9"), (2.5, "2.5"), (1.0, "1"),
    (100.0, "100"), (-0.5, "-0.5"), (-0.0, "0"), (0.0, "0"), (1e-5, "0.00001"),
    (1.5e-7, "0.00000015"), (123456.789, "123456.789"),
    (0.000000000000000001, "0.000000000000000001"),
    (1e15, "1000000000000000"), (1e18, "1000000000000000000"), (3.14159, "3.14159"),
    (0.1 + 0.2, "0.30000000000000004"), (-9.99, "-9.99"), (1.7976931348623157e-300, "0"),
  ])
  func literalsKeepTheirDigits(double: Double, expected: String) {
    #expect(FixedDecimal(floatLiteral: double).description == expected)
  }

  @Test func literalsThatDoNotFitSaturateOrRoundWithoutTrapping() {
    #expect(FixedDecimal(floatLiteral: .nan) == .zero)
    #expect(FixedDecimal(floatLiteral: .infinity) == .greatest(scale: 0))
    #expect(FixedDecimal(floatLiteral: -.infinity) == .least(scale: 0))
    #expect(FixedDecimal(floatLiteral: 1e19) == .greatest(scale: 0))
    #expect(FixedDecimal(floatLiteral: -1e300) == .least(scale: 0))
    // More than 18 fraction digits: rounded half away from zero to 18.
    #expect(FixedDecimal(floatLiteral: 5e-19) == FixedDecimal(units: 1, scale: 18))
    #expect(FixedDecimal(floatLiteral: -5e-19) == FixedDecimal(units: -1, scale: 18))
    #expect(FixedDecimal(floatLiteral: 4e-19) == .zero)
    #expect(FixedDecimal(floatLiteral: 0.0012345678901234567).description == "0.001234567890123457")
    #expect(FixedDecimal(floatLiteral: .leastNonzeroMagnitude) == .zero)
  }

  @Test func roundTripDigitsInitialiserSaysWhenThereIsNoExactDecimal() {
    #expect(FixedDecimal(roundTripDigitsOf: 0.1) == FixedDecimal(units: 1, scale: 1))
    #expect(FixedDecimal(roundTripDigitsOf: 2.50)?.scale == 1)
    #expect(FixedDecimal(roundTripDigitsOf: 1e3)?.scale == 0)
    #expect(FixedDecimal(roundTripDigitsOf: .nan) == nil)
    #expect(FixedDecimal(roundTripDigitsOf: .infinity) == nil)
    #expect(FixedDecimal(roundTripDigitsOf: 1e-19) == nil)
    #expect(FixedDecimal(roundTripDigitsOf: 9.3e18) == nil)
    #expect(FixedDecimal(roundTripDigitsOf: -9.2e18) == FixedDecimal(-9_200_000_000_000_000_000))
  }

  @Test func failableStringInitialiserReadsCanonicalText() {
    #expect(FixedDecimal("0.10") == 0.1)
    #expect(FixedDecimal("0.10")?.scale == 2)
    #expect(FixedDecimal("-3") == -3)
    #expect(FixedDecimal("1e5") == nil)
    #expect(FixedDecimal("abc") == nil)
    #expect(FixedDecimal("") == nil)
  }

  /// Any decimal with at most 15 significant digits (a `Double` keeps 15) and up to 18 fraction
  /// digits: parsing its text and converting the same text as a `Double` literal agree exactly,
  /// and the literal's description is the text without trailing zeros.
  @Test func literalsAgreeWithParsedText() async {
    await propertyCheck(
      count: 2_000, input: Gen.int64(in: -999_999_999_999_999...999_999_999_999_999),
      Gen.int(in: 0...18)
    ) { units, scale in
      let text = FixedDecimal(units: units, scale: UInt8(scale)).description
      guard let parsed = FixedDecimal(text), let double = Double(text) else {
        Issue.record("unparsable \(text)")
        return
      }
      let literal = FixedDecimal(floatLiteral: double)
      #expect(literal == parsed, "\(text)")
      #expect(literal.description == parsed.normalized.description, "\(text)")
    }
  }

  /// Any finite `Double`: the conversion never traps, and when it is exact the decimal reads back
  /// as the same `Double`.
  @Test func everyDoubleConvertsWithoutTrappingAndRoundTrips() async {
    await propertyCheck(count: 2_000, input: Gen.uint64()) { bits in
      let double = Double(bitPattern: bits)
      let literal = FixedDecimal(floatLiteral: double)
      if let exact = FixedDecimal(roundTripDigitsOf: double) {
        #expect(exact == literal)
        #expect(Double(exact.description) == double || (double == 0 && exact == .zero))
      } else if double.isFinite, double.magnitude < 1 {
        // Half a unit of the 18th digit, plus doubleValue's own rounding.
        #expect((literal.doubleValue - double).magnitude <= 1e-18)
      }
    }
  }
}
