import ControlKitTestSupport
import Testing

@testable import ControlKit

private typealias F = ArcFixture

/// Issue 9, item 7: the wheel over the arc stepper steps it, as over the stepper.
@Suite("ArcStepper wheel")
struct ArcStepperWheelTests {
  @Test func eachNotchUpStepsOnceAnimatedAndEndsTheInteraction() {
    var state = F.state()
    let effects = state.reduce(.scrolled(steps: 1, at: ms(0)))
    #expect(effects.first == .valueChanged(old: 5, new: 6, source: .wheel))
    #expect(effects.last == .interactionEnded(value: 6))
    #expect(effects.contains { if case .animationStarted = $0 { true } else { false } })
    _ = state.reduce(.scrolled(steps: -3, at: ms(500)))
    #expect(state.currentStep == 3)
  }

  @Test(arguments: [(12, 10), (-40, 0), (Int.max, 10), (Int.min, 0)])
  func manyNotchesStopAtTheEnd(steps: Int, expected: Int) {
    var state = F.state()
    let effects = state.reduce(.scrolled(steps: steps, at: ms(0)))
    #expect(state.currentStep == expected)
    #expect(effects.first == .valueChanged(old: 5, new: expected, source: .wheel))
  }

  @Test func aNotchPastAnEndReportsTheLimitAndChangesNothing() {
    var state = F.state()
    _ = state.reduce(.keyPressed(.end, at: ms(0)))
    let before = state
    #expect(
      state.reduce(.scrolled(steps: 2, at: ms(1000)))
        == [.limitReached(.upper, feedback: .standard), .interactionEnded(value: 10)])
    #expect(state == before)
  }

  @Test func zeroNotchesWhileDraggingOrDisabledAreIgnored() {
    var state = F.state()
    #expect(state.reduce(.scrolled(steps: 0, at: ms(0))).isEmpty)
    _ = state.reduce(.pointerPressed(F.point(0.5), at: ms(10)))
    let dragging = state
    #expect(state.reduce(.scrolled(steps: 1, at: ms(20))).isEmpty)
    #expect(state == dragging)
    _ = state.reduce(.enabledChanged(false, at: ms(30)))
    #expect(state.reduce(.scrolled(steps: 1, at: ms(40))).isEmpty)
  }
}
