import ControlKit
import Testing

/// The arc stepper as an outside package meets it: a starting step, missing bounds, degrees.
@Suite("Arc stepper API")
struct ArcStepperAPITests {
  static let bounds = Rect(x: 0, y: 0, width: 100, height: 100)

  @Test func currentStepInitialiserStartsThereClamped() throws {
    #expect(ArcStepperState(currentStep: 7, bounds: Self.bounds).currentStep == 7)
    #expect(ArcStepperState(currentStep: 7).labelText == "7/10")
    #expect(ArcStepperState(currentStep: -3).currentStep == 0)
    let twelve = try ArcStepperConfiguration(stepCount: 12, initialStep: 2)
    #expect(ArcStepperState(currentStep: 99, configuration: twelve).currentStep == 12)
    #expect(ArcStepperState(configuration: twelve).currentStep == 2)
  }

  /// Without bounds no press can be placed on the ring: it is reported, not silently dropped.
  @Test func aPressBeforeTheBoundsIsReported() {
    var state = ArcStepperState()
    #expect(!state.hasBounds)
    let press = Point(x: 20, y: 80)
    #expect(
      state.reduce(.pointerPressed(press, at: .zero)) == [.pointerIgnoredWithoutBounds(press)])
    #expect(state.currentStep == 5 && !state.isDragging)
    _ = state.reduce(.boundsChanged(Self.bounds, at: .zero))
    #expect(state.hasBounds)
    let onRing = state.geometry.point(forFraction: 0.7)
    let effects = state.reduce(.pointerPressed(onRing, at: .zero))
    #expect(effects.first == .valueChanged(old: 5, new: 7, source: .pointer))
    // A disabled control still ignores presses quietly, bounds or not.
    var disabled = ArcStepperState(isEnabled: false)
    #expect(disabled.reduce(.pointerPressed(press, at: .zero)) == [])
  }

  @Test func anglesReadAndWriteInDegrees() throws {
    var configuration = ArcStepperConfiguration()
    #expect(abs(configuration.startAngleDegrees - 135) < 1e-9)
    #expect(abs(configuration.sweepDegrees - 270) < 1e-9)
    configuration.startAngleDegrees = 90
    #expect(abs(configuration.startAngle - Double.pi / 2) < 1e-12)
    let fullRing = try configuration.replacingSweep(degrees: 360)
    #expect(fullRing.sweep == 2 * Double.pi && fullRing.startAngle == configuration.startAngle)
    #expect(abs(try configuration.replacingSweep(degrees: 180).sweep - Double.pi) < 1e-12)
    #expect(throws: ArcStepperConfigurationError.self) {
      try configuration.replacingSweep(degrees: 0)
    }
    #expect(throws: ArcStepperConfigurationError.self) {
      try configuration.replacingSweep(degrees: 361)
    }
  }
}
