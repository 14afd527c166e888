import Testing

@testable import ControlKit

@Suite("ArcStepper configuration")
struct ArcStepperConfigurationTests {
  @Test func defaultsAreTheArticles() {
    let configuration = ArcStepperConfiguration.article
    #expect(configuration.stepCount == 10)
    #expect(configuration.initialStep == 5)
    #expect(configuration.fontSize == 26)
    // Colours come from the theme's palette unless set; the article's are kept as constants.
    #expect(configuration.trackColor == nil && configuration.progressColor == nil)
    #expect(ArcStepperConfiguration.articleTrackColor.description == "#000000FF")
    #expect(ArcStepperConfiguration.articleProgressColor.description == "#FFFFFFBF")
    #expect(Polar.degrees(radians: configuration.startAngle) == 135)
    #expect(Polar.degrees(radians: configuration.sweep) == 270)
    #expect(configuration.radiusFactor == 0.4)
    #expect(configuration == ArcStepperConfiguration())
  }

  @Test(arguments: [0, -1, Int.min, ArcStepperConfiguration.maximumStepCount + 1])
  func stepCountOutOfRangeIsATypedError(count: Int) {
    #expect(throws: ArcStepperConfigurationError.stepCountOutOfRange(count)) {
      try ArcStepperConfiguration(stepCount: count)
    }
    #expect(
      ArcStepperConfigurationError.stepCountOutOfRange(count).description
        == "stepCount must be in 1...1000000, got \(count)")
  }

  @Test(arguments: [1, 2, ArcStepperConfiguration.maximumStepCount])
  func stepCountInRangeIsAccepted(count: Int) throws {
    #expect(try ArcStepperConfiguration(stepCount: count).stepCount == count)
  }

  @Test(arguments: [0.0, -1, 2 * Double.pi + 0.001, .nan, .infinity])
  func sweepOutOfRangeIsATypedError(sweep: Double) {
    do {
      _ = try ArcStepperConfiguration(sweep: sweep)
      Issue.record("sweep \(sweep) accepted")
    } catch {
      // The error carries the rejected value (NaN included, so compare the message).
      #expect(error.description == "sweep must be in (0, 2π] radians, got \(sweep)")
    }
  }

  @Test func fullCircleSweepIsAccepted() throws {
    #expect(try ArcStepperConfiguration(sweep: 2 * Double.pi).sweep == 2 * Double.pi)
  }

  @Test(arguments: [(-3, 0), (0, 0), (7, 7), (10, 10), (11, 10), (Int.max, 10)])
  func initialStepIsClamped(initial: Int, expected: Int) throws {
    let state = ArcStepperState(configuration: try ArcStepperConfiguration(initialStep: initial))
    #expect(state.currentStep == expected)
  }

  @Test func labelIsCurrentOverCountByDefault() throws {
    #expect(ArcFixture.state().labelText == "5/10")
    let state = ArcStepperState(
      configuration: try ArcStepperConfiguration(stepCount: 12, initialStep: 3))
    #expect(state.labelText == "3/12")
  }

  @Test func customLabelFormatIsUsed() throws {
    let percent = ArcStepperLabelFormat(identifier: "percent") { step, count in
      "\(step * 100 / count)%"
    }
    let state = ArcStepperState(configuration: try ArcStepperConfiguration(labelFormat: percent))
    #expect(state.labelText == "50%")
    #expect(percent != .fraction)
    #expect(percent == ArcStepperLabelFormat(identifier: "percent") { _, _ in "" })
  }
}
