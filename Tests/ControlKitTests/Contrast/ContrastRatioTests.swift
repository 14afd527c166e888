import Testing

@testable import ControlKit

/// The WCAG 2.x formula against published values (WebAIM's contrast checker, WCAG's own
/// examples): each ratio to two decimals, as checkers print them.
@Suite("ContrastRatio")
struct ContrastRatioTests {
  /// One pair and its known ratio.
  struct Row: Sendable, CustomTestStringConvertible {
    var first: UInt32
    var second: UInt32
    var ratio: Double
    var testDescription: String {
      "\(RGBA(hex: first)) on \(RGBA(hex: second)) = \(ratio)"
    }
  }

  static let known: [Row] = [
    Row(first: 0x000000, second: 0xFFFFFF, ratio: 21),  // the largest possible
    Row(first: 0xFFFFFF, second: 0xFFFFFF, ratio: 1),  // the same colour
    Row(first: 0x767676, second: 0xFFFFFF, ratio: 4.54),  // the lightest grey passing AA text
    Row(first: 0x777777, second: 0xFFFFFF, ratio: 4.48),  // one step lighter fails
    Row(first: 0x0000FF, second: 0xFFFFFF, ratio: 8.59),
    Row(first: 0xFF0000, second: 0xFFFFFF, ratio: 4.00),
    Row(first: 0x008000, second: 0xFFFFFF, ratio: 5.14),
    Row(first: 0x949494, second: 0xFFFFFF, ratio: 3.03),
    // The complaint: the article's black track on the dark background.
    Row(first: 0x000000, second: 0x1C1C1E, ratio: 1.23),
  ]

  @Test(arguments: known)
  func knownRatios(row: Row) {
    let ratio = ContrastRatio.between(RGBA(hex: row.first), RGBA(hex: row.second))
    #expect(abs(ratio - row.ratio) < 0.005, "got \(ratio)")
  }

  @Test(arguments: known)
  func orderDoesNotMatter(row: Row) {
    let first = RGBA(hex: row.first)
    let second = RGBA(hex: row.second)
    #expect(ContrastRatio.between(first, second) == ContrastRatio.between(second, first))
  }

  @Test func relativeLuminance() {
    #expect(ContrastRatio.relativeLuminance(of: .white) == 1)
    #expect(ContrastRatio.relativeLuminance(of: .black) == 0)
    // Pure primaries weigh exactly their coefficients.
    #expect(abs(ContrastRatio.relativeLuminance(of: RGBA(hex: 0xFF0000)) - 0.2126) < 1e-12)
    #expect(abs(ContrastRatio.relativeLuminance(of: RGBA(hex: 0x00FF00)) - 0.7152) < 1e-12)
    #expect(abs(ContrastRatio.relativeLuminance(of: RGBA(hex: 0x0000FF)) - 0.0722) < 1e-12)
    // Mid grey is far darker than half: 0.2159 (the sRGB curve).
    #expect(abs(ContrastRatio.relativeLuminance(of: RGBA(hex: 0x808080)) - 0.21586) < 1e-5)
    // The linear segment below 0.04045: 10/255 = 0.0392 → 0.0392 / 12.92.
    #expect(
      abs(ContrastRatio.relativeLuminance(of: RGBA(hex: 0x0A0A0A)) - (10.0 / 255) / 12.92) < 1e-12)
  }

  @Test func thresholdsAreWCAGs() {
    #expect(ContrastRatio.text == 4.5)
    #expect(ContrastRatio.nonText == 3)
  }

  @Test func compositing() {
    #expect(RGBA.black.withAlpha(0.8).composited(over: .white).description == "#333333FF")
    #expect(RGBA.white.withAlpha(0).composited(over: .black) == .black)
    #expect(RGBA(hex: 0x3B4058).composited(over: .white) == RGBA(hex: 0x3B4058))
    #expect(RGBA.clear.composited(over: .clear) == .clear)
    let half = RGBA.white.withAlpha(0.5).composited(over: RGBA.black.withAlpha(0.5))
    #expect(abs(half.alpha - 0.75) < 1e-12 && abs(half.red - 2.0 / 3) < 1e-12)
  }
}
