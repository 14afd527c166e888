import Testing

@testable import ControlKit

/// Rules the UIKit front-end needs: a step count set on its own, and the box a platform label
/// view fills.
@Suite("ArcStepper platform rules")
struct ArcStepperPlatformRulesTests {
  @Test func replacingTheStepCountKeepsEverythingElse() throws {
    var configuration = ArcStepperConfiguration.article
    configuration.fontSize = 20
    configuration.initialStep = 7
    let replaced = try configuration.replacingStepCount(12)
    #expect(replaced.stepCount == 12)
    #expect(replaced.fontSize == 20)
    #expect(replaced.initialStep == 7)
    #expect(replaced.sweep == configuration.sweep)
  }

  @Test(arguments: [0, -1, ArcStepperConfiguration.maximumStepCount + 1])
  func aStepCountOutOfRangeIsRejected(count: Int) {
    #expect(throws: ArcStepperConfigurationError.stepCountOutOfRange(count)) {
      try ArcStepperConfiguration.article.replacingStepCount(count)
    }
  }

  /// 100 × 100: radius 40, stroke 8, so the inside is 72 points across, centred at (50, 50);
  /// the measured label frame lies within it.
  @Test func theLabelAreaIsTheSquareInsideTheStroke() {
    let layout = ArcStepperLayout(
      bounds: Rect(x: 0, y: 0, width: 100, height: 100), configuration: .article, label: "5/10",
      measure: FixedAdvanceTextMeasurer())
    #expect(layout.geometry.labelArea == Rect(x: 14, y: 14, width: 72, height: 72))
    #expect(layout.geometry.labelArea.center == layout.labelFrame.center)
    #expect(layout.labelFrame.width <= layout.geometry.labelArea.width)
    // Radius 40 + half the stroke 4 + slop 18 on each side of the centre.
    #expect(
      ArcStepperLayout.touchArea(for: layout.geometry, touchSlop: 18)
        == Rect(x: -12, y: -12, width: 124, height: 124))
    #expect(layout.touchArea == ArcStepperLayout.touchArea(for: layout.geometry, touchSlop: 18))
  }
}
