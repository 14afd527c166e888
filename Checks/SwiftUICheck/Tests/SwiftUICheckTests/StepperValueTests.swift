import ControlKit
import ControlKitSwiftUI
import ControlKitTesting
import Foundation
import Testing

@MainActor
@Suite("Binding values")
struct StepperValueTests {
  @Test(arguments: [
    (0.1, "0.1"), (0.3, "0.3"), (-12.5, "-12.5"), (5.0, "5.0"), (9.9, "9.9"),
    (1e-05, "0.00001"), (1e+16, "10000000000000000"), (0.1 + 0.2, "0.30000000000000004"),
  ])
  func aDoubleReadsAsItsShortestDigits(double: Double, digits: String) {
    #expect(double.exactDecimal?.description == digits)
  }

  @Test func aDoubleWithoutAPlainDecimalHasNone() {
    #expect(Double.nan.exactDecimal == nil)
    #expect(Double.infinity.exactDecimal == nil)
    #expect(1e-30.exactDecimal == nil)
  }

  @Test func aDoubleIsWrittenBackFromItsDigits() {
    #expect(Double(exactDecimal: dec("0.3")) == 0.3)
    #expect(Double(exactDecimal: dec("9.9")) == 9.9)
  }

  @Test func integersAreWhole() {
    #expect(42.exactDecimal == 42)
    #expect(Int(exactDecimal: dec("3.0")) == 3)
    #expect(Int(exactDecimal: dec("2.5")) == nil)
  }

  @Test func foundationDecimalsConvertDigitForDigit() {
    let decimal = Decimal(string: "12.345", locale: Locale(identifier: "en_US_POSIX"))
    #expect(decimal?.exactDecimal?.description == "12.345")
    #expect(Decimal(exactDecimal: dec("-0.05"))?.description == "-0.05")
    #expect(Decimal.nan.exactDecimal == nil)
  }
}
