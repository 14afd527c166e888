import Testing

@testable import ControlKit

/// Arc animations that start near the end of time end there instead of trapping.
@Suite("Arc animation at the extremes of time")
struct ArcTimeExtremesTests {
  static let endOfTime = ControlInstant(sinceOrigin: Duration.saturationMaximum)

  @Test func anAnimationStartingNearTheEndOfTimeEndsThere() {
    let start = ControlInstant(sinceOrigin: Duration.saturationMaximum - .milliseconds(10))
    let move = ArcAnimation(
      from: 0, to: 1, start: start, duration: .seconds(2), easing: .linear)
    #expect(move.end == Self.endOfTime)
    #expect(move.presentedFraction(at: start) == 0)
    #expect(move.presentedFraction(at: Self.endOfTime) == 1)
    #expect(move.isFinished(at: Self.endOfTime))
    let endless = ArcAnimation(
      from: 0.5, to: 0.6, start: .milliseconds(1), duration: Duration(attoseconds: .max),
      easing: .linear)
    #expect(endless.end == Self.endOfTime)
    #expect(!endless.isFinished(at: .milliseconds(1_000_000)))
  }

  @Test func theStepperAnimatesAndCompletesAtTheEndOfTime() throws {
    let configuration = try ArcStepperConfiguration(
      durationPerFullSweep: .seconds(Int64.max))
    var state = ArcStepperState(
      configuration: configuration, bounds: ArcFixture.bounds, reducesMotion: false)
    let late = ControlInstant(sinceOrigin: Duration(attoseconds: .max) - .seconds(1))
    var started = 0
    var completed = 0
    let script: [(ArcStepperEvent, ControlInstant)] = [
      (.keyPressed(.end, at: late), late), (.frameShown(at: late), late),
      (.keyPressed(.home, at: Self.endOfTime), Self.endOfTime),
      (.frameShown(at: Self.endOfTime), Self.endOfTime),
    ]
    for (event, instant) in script {
      for effect in state.reduce(event) {
        if case .animationStarted = effect { started += 1 }
        if case .animationCompleted = effect { completed += 1 }
      }
      let shown = state.presentedFraction(at: instant)
      #expect(shown >= 0 && shown <= 1)
    }
    #expect(started == 2)
    #expect(started == completed)
    #expect(state.animation == nil)
    #expect(state.currentStep == 0)
  }
}
