import ControlKitTestSupport
import Testing

@testable import ControlKit

@Suite("ArcStepper interaction: keys during a drag")
struct ArcStepperKeysDuringDragTests {
  typealias F = ArcFixture

  @Test func aKeyDuringADragReanchorsTheDrag() {
    // Found by the property test: End during a drag near the start, then a move near the start,
    // used to jump from the maximum to the minimum.
    var state = F.state()
    _ = state.reduce(.pointerPressed(F.point(0.1), at: ms(0)))
    _ = state.reduce(.keyPressed(.end, at: ms(10)))
    #expect(state.currentStep == 10)
    let effects = state.reduce(.pointerMoved(F.point(0.05), at: ms(20)))
    #expect(state.currentStep == 10)
    #expect(effects == [.limitReached(.upper, feedback: .standard)])
  }
}
