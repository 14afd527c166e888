import Testing

@testable import ControlKit

@Suite("FixedDecimal")
struct FixedDecimalTests {
  @Test func ninetyEightStepsFromPointOneReachNinePointNineExactly() {
    var value = dec("0.1")
    let step = dec("0.1")
    for _ in 0..<98 {
      let (sum, overflow) = value.addingReportingOverflow(step)
      #expect(!overflow)
      value = sum
    }
    #expect(value == dec("9.9"))
    #expect(value.units == 99 && value.scale == 1)
    #expect(value.description == "9.9")
  }

  @Test(arguments: [
    ("9.90", "9.90"), ("-0.5", "-0.5"), ("0", "0"), ("-0.05", "-0.05"), ("12", "12"),
    ("-9223372036854775808", "-9223372036854775808"),
    ("9223372036854775807", "9223372036854775807"),
    ("0.000000000000000001", "0.000000000000000001"),
    ("-9.223372036854775808", "-9.223372036854775808"),
  ])
  func descriptionRoundTripsCanonicalText(text: String, expected: String) throws {
    let value = try #require(FixedDecimal(parsing: text))
    #expect(value.description == expected)
  }

  @Test(arguments: [
    "", "-", ".", "1.", ".5", "--5", "+5", "1e5", "0x10", "1.2.3", " 1", "1 ", "١",
    "9223372036854775808",
    "-9223372036854775809", "0.0000000000000000001", "１",
  ])
  func parsingRejectsNonCanonicalText(text: String) {
    #expect(FixedDecimal(parsing: text) == nil)
  }

  @Test func descriptionPadsFractionToScale() {
    #expect(FixedDecimal(units: 5, scale: 3).description == "0.005")
    #expect(FixedDecimal(units: -5, scale: 3).description == "-0.005")
    #expect(FixedDecimal(units: 990, scale: 2).description == "9.90")
    #expect(FixedDecimal(units: 7, scale: 0).accessibilityText == "7")
    #expect(FixedDecimal(units: -15, scale: 1).accessibilityText == "\u{2212}1.5")
  }

  @Test func equalityAndHashingIgnoreTrailingZeros() {
    #expect(dec("1.0") == dec("1.00"))
    #expect(dec("1.0") == 1)
    #expect(Set([dec("1.0"), dec("1.00"), dec("1")]).count == 1)
    #expect(dec("1.01") != dec("1.1"))
    #expect(dec("0.10").normalized == FixedDecimal(units: 1, scale: 1))
  }

  @Test func comparisonIsExactAcrossScalesEvenWhenRescalingOverflows() {
    let huge = FixedDecimal(units: .max, scale: 0)
    let tinyScale = FixedDecimal(units: .max, scale: 18)  // about 9.22
    #expect(tinyScale < huge)
    #expect(FixedDecimal(units: .min, scale: 0) < FixedDecimal(units: .min, scale: 18))
    #expect(dec("0.1") < dec("0.11"))
    #expect(dec("-0.1") > dec("-0.11"))
    #expect(!(huge < huge))
  }

  @Test func additionSaturatesAndReportsAtInt64Edges() {
    let max = FixedDecimal.greatest(scale: 2)
    let one = FixedDecimal(units: 1, scale: 2)
    let (up, overflowUp) = max.addingReportingOverflow(one)
    #expect(overflowUp && up == max)
    let min = FixedDecimal.least(scale: 2)
    let (down, overflowDown) = min.subtractingReportingOverflow(one)
    #expect(overflowDown && down == min)
    let (exact, none) = min.addingReportingOverflow(max)
    #expect(!none && exact == FixedDecimal(units: -1, scale: 2))
    // Rescaling Int64.max to scale 1 overflows; the sum with a negative still fits exactly.
    let big = FixedDecimal(units: 1_000_000_000_000_000_000, scale: 0)
    let (mixed, mixedOverflow) = big.addingReportingOverflow(
      FixedDecimal(units: -9_000_000_000_000_000_000, scale: 1))
    #expect(!mixedOverflow && mixed == FixedDecimal(units: 1_000_000_000_000_000_000, scale: 1))
    #expect(min.subtractingReportingOverflow(min) == (FixedDecimal(units: 0, scale: 2), false))
  }

  @Test func multiplicationSaturates() {
    let (product, overflow) = FixedDecimal(units: .max / 2 + 1, scale: 1)
      .multipliedReportingOverflow(by: 2)
    #expect(overflow && product == .greatest(scale: 1))
    #expect(
      FixedDecimal(units: -3, scale: 1).multipliedReportingOverflow(by: 4).partialValue
        == dec("-1.2"))
    #expect(FixedDecimal(units: .min, scale: 0).multipliedReportingOverflow(by: -1).overflow)
  }

  @Test func rescalingAndRounding() {
    #expect(dec("1.5").rescaled(exactlyTo: 3) == FixedDecimal(units: 1500, scale: 3))
    #expect(dec("1.55").rescaled(exactlyTo: 1) == nil)
    #expect(dec("1.50").rescaled(exactlyTo: 1)?.units == 15)
    #expect(FixedDecimal(units: .max, scale: 0).rescaled(exactlyTo: 1) == nil)
    #expect(dec("1.25").rounded(toScale: 1) == dec("1.3"))
    #expect(dec("-1.25").rounded(toScale: 1) == dec("-1.3"))
    #expect(dec("1.24").rounded(toScale: 1) == dec("1.2"))
    #expect(FixedDecimal(units: .max, scale: 0).rounded(toScale: 2) == .greatest(scale: 2))
    #expect(FixedDecimal(units: .min, scale: 0).rounded(toScale: 2) == .least(scale: 2))
    #expect(FixedDecimal(units: 12345, scale: 20) == FixedDecimal(units: 123, scale: 18))
  }

  @Test func doubleValueIsForDisplayOnly() {
    #expect(dec("9.9").doubleValue == 9.9)
    #expect(dec("-0.5").doubleValue == -0.5)
  }
}
