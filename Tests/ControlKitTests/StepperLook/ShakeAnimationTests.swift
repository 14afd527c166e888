import Testing

@testable import ControlKit

@Suite("ShakeAnimation")
struct ShakeAnimationTests {
  private let shake = ShakeAnimation()

  @Test func defaultsAreTheArticles() {
    #expect(ShakeAnimation.defaultAmplitude == 10)
    #expect(ShakeAnimation.defaultDuration == .milliseconds(420))
    #expect(ShakeAnimation.defaultOscillations == 3)
  }

  /// Instants (ms) and the sine there.
  ///
  /// With 3 periods in 420 ms each period is 140 ms, so the
  /// peaks are at 35 ms (+1), 105 ms (−1), 175 ms (+1)... and the zeros every 70 ms.
  static let samples: [(milliseconds: Int, sine: Double)] = [
    (0, 0), (35, 1), (70, 0), (105, -1), (140, 0), (175, 1), (210, 0), (385, -1),
  ]

  /// The offset is the sine under the envelope 10 × (1 − t / 420 ms).
  @Test(arguments: samples)
  func offsetIsADampedSine(milliseconds: Int, sine: Double) {
    let envelope = 10 * (1 - Double(milliseconds) / 420)
    #expect(abs(shake.offset(at: .milliseconds(milliseconds)) - envelope * sine) < 1e-9)
  }

  @Test(arguments: [-35, -1, 420, 421, 1000])
  func zeroOutsideTheShake(milliseconds: Int) {
    #expect(shake.offset(at: .milliseconds(milliseconds)) == 0)
  }

  @Test func endsAtTheDurationToTheMillisecond() {
    #expect(shake.offset(at: .milliseconds(419)) != 0)
    #expect(shake.offset(at: .milliseconds(420)) == 0)
    #expect(shake.offset(at: .milliseconds(421)) == 0)
    #expect(shake.isRunning(at: .milliseconds(419)))
    #expect(!shake.isRunning(at: .milliseconds(420)))
    #expect(shake.isRunning(at: .zero))
    #expect(!shake.isRunning(at: .milliseconds(-1)))
  }

  @Test func startsWithoutAJump() {
    // The article's keyframes start at −10; ours grows from 0.
    #expect(abs(shake.offset(at: .milliseconds(1))) < 1)
  }

  @Test func neverExceedsTheFallingEnvelope() {
    for ms in stride(from: 0, through: 420, by: 1) {
      let envelope = 10 * (1 - Double(ms) / 420)
      #expect(abs(shake.offset(at: .milliseconds(ms))) <= envelope + 1e-12)
    }
  }

  @Test func customShake() {
    let small = ShakeAnimation(amplitude: 4, duration: .milliseconds(200), oscillations: 1)
    // One period over 200 ms: the peak at 50 ms.
    #expect(abs(small.offset(at: .milliseconds(50)) - 4 * 0.75) < 1e-9)
    #expect(small.offset(at: .milliseconds(200)) == 0)
    #expect(ShakeAnimation(duration: .zero).offset(at: .zero) == 0)
  }
}
