import Testing

@testable import ControlKit

/// Instants and durations at the ends of `Duration`'s range saturate instead of trapping.
@Suite("ControlInstant at the extremes")
struct ControlInstantExtremesTests {
  static let longest = Duration.saturationMaximum
  static let mostNegative = Duration.saturationMinimum

  @Test func printingAFarInstantClampsItsMilliseconds() {
    let far = ControlInstant(sinceOrigin: .seconds(10_000_000_000_000_000))
    #expect(far.milliseconds == .max)
    #expect(far.description == "t=\(Int64.max)ms")
    #expect(ControlInstant(sinceOrigin: Self.mostNegative).milliseconds == .min)
    #expect(ControlInstant(sinceOrigin: .milliseconds(-1500)).milliseconds == -1500)
    #expect(ControlInstant.milliseconds(400).description == "t=400ms")
  }

  @Test func advancingSaturatesAtBothEnds() {
    let nearEnd = ControlInstant.milliseconds(1)
    #expect(nearEnd.advanced(by: Self.longest).sinceOrigin == Self.longest)
    let start = ControlInstant(sinceOrigin: Self.mostNegative)
    #expect(start.advanced(by: .milliseconds(-1)).sinceOrigin == Self.mostNegative)
    let justBeforeOrigin = ControlInstant(sinceOrigin: Duration(attoseconds: -1))
    #expect(start.advanced(by: Self.longest) == justBeforeOrigin)
    #expect(nearEnd.advanced(by: .milliseconds(2)) == .milliseconds(3))
  }

  @Test func durationBetweenFarInstantsSaturates() {
    let first = ControlInstant(sinceOrigin: Self.mostNegative)
    let last = ControlInstant(sinceOrigin: Self.longest)
    #expect(first.duration(to: last) == Self.longest)
    #expect(last.duration(to: first) == Self.mostNegative)
    #expect(ControlInstant.milliseconds(5).duration(to: .milliseconds(2)) == .milliseconds(-3))
  }

  @Test func spinnerPhaseWorksForHugeElapsedTimes() {
    #expect(HUDSpinner.phase(elapsed: .seconds(10_000_000_000_000)) == 0)
    let phase = HUDSpinner.phase(elapsed: Self.longest)
    #expect(phase >= 0 && phase < 1)
    #expect(HUDSpinner.phase(elapsed: .milliseconds(1090)) == 1.0 / 12)
    var hud = HUDState(timing: HUDTiming(gracePeriod: .zero))
    let token = HUDToken(1)
    hud.reduce(.taskBegan(token, .spinner("Loading"), at: .zero))
    let late = ControlInstant(sinceOrigin: Self.longest)
    #expect(hud.spinnerPhase(at: late).map { (0..<1).contains($0) } == true)
  }

  @Test func statusDurationSaturatesAtItsMaximum() {
    let rule = HUDStatusDuration(perCharacter: .seconds(Int64.max))
    #expect(rule.duration(for: String(repeating: "x", count: 19)) == rule.maximum)
    let unbounded = HUDStatusDuration(
      perCharacter: .seconds(Int64.max), maximum: Self.longest)
    #expect(unbounded.duration(for: String(repeating: "x", count: 19)) == Self.longest)
    let negative = HUDStatusDuration(
      base: Self.mostNegative, perCharacter: .seconds(Int64.min), minimum: Self.mostNegative)
    #expect(negative.duration(for: String(repeating: "x", count: 19)) == Self.mostNegative)
  }
}

/// Durations beyond what `Int64` seconds hold (a `Duration` reaches about 10¹⁹ years) saturate
/// at the same bounds as sums do.
@Suite("Durations beyond Int64 seconds")
struct HugeDurationTests {
  @Test func theLargestDurationsSaturate() {
    let start = ControlInstant.milliseconds(1)
    #expect(start.advanced(by: Duration(attoseconds: .max)).sinceOrigin == .saturationMaximum)
    #expect(
      start.advanced(by: Duration(attoseconds: .min)).sinceOrigin == .saturationMinimum
        + .milliseconds(1))
    #expect(ControlInstant(sinceOrigin: Duration(attoseconds: .max)).milliseconds == .max)
    var hud = HUDState()
    _ = hud.reduce(.dismissRequested(after: Duration(attoseconds: .max), at: start))
    #expect(hud.dismissAt == nil)
  }

  /// The saturating sum and difference work on `Duration`'s 128-bit representation (issue 21):
  /// checked against `Int128` arithmetic on the clamped operands, clamped again.
  @Test func sumsAndDifferencesAreExactInsideTheRangeAndClampedOutside() {
    #expect(
      Duration.saturationMaximum
        == Duration(secondsComponent: .max, attosecondsComponent: 999_999_999_999_999_999))
    #expect(Duration.saturationMinimum == Duration(secondsComponent: .min, attosecondsComponent: 0))
    let highest = Duration.saturationMaximum.attoseconds
    let lowest = Duration.saturationMinimum.attoseconds
    func clamped(_ value: Int128) -> Int128 { min(max(value, lowest), highest) }
    let samples: [Duration] = [
      .zero, Duration(attoseconds: 1), Duration(attoseconds: -1), .milliseconds(50), .seconds(-3),
      .saturationMaximum, .saturationMinimum, .saturationMaximum - Duration(attoseconds: 1),
      .saturationMinimum + Duration(attoseconds: 1), Duration(attoseconds: .max),
      Duration(attoseconds: .min), .seconds(Int64.max / 2), .seconds(Int64.min / 2),
      Duration(attoseconds: Int128(1) << 64), Duration(attoseconds: -(Int128(1) << 64)),
      Duration(attoseconds: (Int128(1) << 64) - 1),
    ]
    for lhs in samples {
      for rhs in samples {
        let (left, right) = (clamped(lhs.attoseconds), clamped(rhs.attoseconds))
        #expect(lhs.saturatingAdding(rhs) == Duration(attoseconds: clamped(left + right)))
        #expect(lhs.saturatingSubtracting(rhs) == Duration(attoseconds: clamped(left - right)))
      }
    }
  }

  @Test func aDurationTimesAFactorIsExact() {
    #expect(Duration.milliseconds(1500).saturatingMultiplied(by: 3) == .milliseconds(4500))
    #expect(Duration.milliseconds(-250).saturatingMultiplied(by: 4) == .seconds(-1))
    #expect(Duration.seconds(1).saturatingMultiplied(by: -2) == .seconds(-2))
    #expect(Duration.seconds(Int64.max / 2).saturatingMultiplied(by: 3) == .saturationMaximum)
  }
}
