import ControlKitTestSupport
import Testing

@testable import ControlKit

@Suite("ArcStepper animation")
struct ArcAnimationTests {
  typealias F = ArcFixture

  @Test(
    arguments: [
      (0.1, 200), (0.5, 1000), (1.0, 2000), (0.0, 0), (1.0 / 3.0, 667), (0.0004, 1),
      (0.0002, 0), (5.0, 2000),
    ] as [(Double, Int64)])
  func durationIsProportionalToDistance(distance: Double, milliseconds: Int64) {
    #expect(
      ArcAnimation.duration(distance: distance, perFullSweep: .seconds(2))
        == .milliseconds(milliseconds))
  }

  @Test func theArticlesTruncationIsFixed() {
    // The article: `int pctChange = fabs(0.5 - 0.6)` is 0, so its duration `pctChange * 4` is 0;
    // ours keeps the fraction: 0.1 of a 4 s sweep is 400 ms.
    #expect(ArcAnimation.duration(distance: 0.1, perFullSweep: .seconds(4)) == .milliseconds(400))
  }

  @Test(
    arguments: [
      (.linear, -1, 0), (.linear, 0.25, 0.25), (.linear, 2, 1),
      (.easeInOut, 0, 0), (.easeInOut, 0.25, 0.0625), (.easeInOut, 0.5, 0.5),
      (.easeInOut, 0.75, 0.9375), (.easeInOut, 1, 1), (.easeInOut, 7, 1), (.easeInOut, .nan, 1),
    ] as [(ArcEasing, Double, Double)])
  func easingTable(easing: ArcEasing, time: Double, progress: Double) {
    #expect(easing.progress(time) == progress)
  }

  @Test(
    arguments: [
      (-10, 0.5), (0, 0.5), (100, 0.5125), (200, 0.6), (300, 0.6875), (400, 0.7),
      (401, 0.7), (10_000, 0.7),
    ] as [(Int64, Double)])
  func presentedFractionSampledAtInstants(milliseconds: Int64, fraction: Double) {
    let move = ArcAnimation(
      from: 0.5, to: 0.7, start: .zero, durationPerFullSweep: .seconds(2), easing: .easeInOut)
    #expect(move.duration == .milliseconds(400))
    #expect(abs(move.presentedFraction(at: ms(milliseconds)) - fraction) < 1e-12)
  }

  @Test func oneMillisecondBeforeTheEndIsNotThere() {
    let move = ArcAnimation(
      from: 0.5, to: 0.7, start: ms(1000), durationPerFullSweep: .seconds(2), easing: .linear)
    // Linear: 399 of 400 ms of the 0.2 move.
    #expect(abs(move.presentedFraction(at: ms(1399)) - 0.6995) < 1e-12)
    #expect(!move.isFinished(at: ms(1399)))
    #expect(move.presentedFraction(at: ms(1400)) == 0.7)
    #expect(move.isFinished(at: ms(1400)))
    #expect(abs(move.presentedFraction(at: ms(1001)) - 0.5005) < 1e-12)
  }

  @Test func retargetStartsFromWhatIsOnScreen() throws {
    var state = F.state()
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    let first = try #require(state.animation)
    #expect(first.end == ms(200))
    let onScreen = first.presentedFraction(at: ms(100))
    #expect(abs(onScreen - 0.55) < 1e-12)

    let effects = state.reduce(.keyPressed(.up, at: ms(100)))
    let second = try #require(state.animation)
    #expect(
      effects == [
        .valueChanged(old: 6, new: 7, source: .keyboard), .animationCompleted(.interrupted),
        .animationStarted(second), .interactionEnded(value: 7),
      ])
    #expect(second.from == onScreen)
    #expect(second.start == ms(100))
    #expect(second.duration == .milliseconds(300))  // 0.15 of the arc × 2 s
    // Continuity at the retarget instant, and monotonic progress just after it.
    #expect(second.presentedFraction(at: ms(100)) == first.presentedFraction(at: ms(100)))
    #expect(second.presentedFraction(at: ms(101)) >= onScreen)
    #expect(state.presentedFraction(at: ms(400)) == 0.7)
  }

  @Test func retargetBackwardsReversesFromTheScreenValue() throws {
    var state = F.state()
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    let before = state.presentedFraction(at: ms(150))
    _ = state.reduce(.keyPressed(.down, at: ms(150)))
    let back = try #require(state.animation)
    #expect(back.from == before)
    #expect(back.to == 0.5)
    #expect(state.presentedFraction(at: ms(150)) == before)
    #expect(state.presentedFraction(at: back.end) == 0.5)
  }

  @Test func completionFinishedAfterAFrameAtTheEnd() {
    var state = F.state()
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(state.reduce(.frameShown(at: ms(199))).isEmpty)
    #expect(state.animation != nil)
    #expect(state.reduce(.frameShown(at: ms(200))) == [.animationCompleted(.finished)])
    #expect(state.animation == nil)
    #expect(state.reduce(.frameShown(at: ms(216))).isEmpty)
  }

  @Test func aRetargetAfterTheEndWithoutAFrameReportsFinished() {
    var state = F.state()
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    let effects = state.reduce(.keyPressed(.up, at: ms(200)))
    #expect(effects.contains(.animationCompleted(.finished)))
    #expect(!effects.contains(.animationCompleted(.interrupted)))
    var early = F.state()
    _ = early.reduce(.keyPressed(.up, at: ms(0)))
    #expect(
      early.reduce(.keyPressed(.up, at: ms(199))).contains(.animationCompleted(.interrupted)))
  }

  @Test func reduceMotionJumps() {
    var state = F.state(reducesMotion: true)
    let effects = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(
      effects == [.valueChanged(old: 5, new: 6, source: .keyboard), .interactionEnded(value: 6)])
    #expect(state.animation == nil)
    #expect(state.presentedFraction(at: ms(0)) == 0.6)
  }

  @Test func reduceMotionMidFlightJumpsToTheTarget() {
    var state = F.state()
    _ = state.reduce(.keyPressed(.up, at: ms(0)))
    #expect(
      state.reduce(.reduceMotionChanged(true, at: ms(50))) == [.animationCompleted(.interrupted)])
    #expect(state.presentedFraction(at: ms(50)) == 0.6)
    #expect(state.reducesMotion)
    #expect(state.reduce(.reduceMotionChanged(false, at: ms(60))).isEmpty)
    _ = state.reduce(.keyPressed(.up, at: ms(70)))
    #expect(state.animation != nil)
  }
}
