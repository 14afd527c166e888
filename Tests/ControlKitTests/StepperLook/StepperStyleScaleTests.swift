import Testing

@testable import ControlKit

/// `StepperStyle.scaled(by:)`: the Dynamic Type size every front-end lays the stepper out at.
@Suite("StepperStyle scaled")
struct StepperStyleScaleTests {
  /// Twice the text size: every length that follows the text doubles (so the natural size and
  /// every frame of the layout do), the hairlines and colours stay.
  @Test func lengthsFollowTheTextHairlinesStay() {
    let base = StepperStyle.standard
    let scaled = base.scaled(by: 2)
    var expected = base
    expected.fieldWidth = 180
    expected.touchAreaWidth = 88
    expected.height = 88
    expected.iconSide = 56
    expected.fieldCornerRadius = 16
    expected.font = TextFont(size: 32, weight: .medium)
    expected.textInset = 8
    expected.iconGlyphLength = 24
    expected.labelSpacing = 16
    #expect(scaled == expected)
    #expect(scaled.naturalSize == Size(width: 356, height: 88))
    let natural = Rect(x: 0, y: 0, width: 178, height: 44)
    let twice = Rect(x: 0, y: 0, width: 356, height: 88)
    let small = StepperLayout.layout(bounds: natural, style: base, isDecrementHidden: true)
    let large = StepperLayout.layout(bounds: twice, style: scaled, isDecrementHidden: true)
    #expect(large.field.width == 2 * small.field.width)
    #expect(large.incrementIcon.width == 2 * small.incrementIcon.width)
  }

  /// A factor of 1, zero, negative, NaN or infinite leaves the style as it is.
  @Test(arguments: [1.0, 0, -1, .nan, .infinity])
  func anUnusableFactorChangesNothing(_ factor: Double) {
    #expect(StepperStyle.standard.scaled(by: factor) == .standard)
  }

  /// The label spacing is the documented constant by default.
  @Test func theLabelSpacingDefaultsToItsConstant() {
    #expect(StepperStyle.standard.labelSpacing == StepperStyle.defaultLabelSpacing)
    #expect(StepperStyle.article.labelSpacing == StepperStyle.defaultLabelSpacing)
  }
}
