import PropertyBased
import Testing

@testable import ControlKit

@Suite("ArcStepper properties")
struct ArcStepperPropertyTests {
  /// One pointer or key event from a small script: kind 0 press, 1–5 move, 6 release, 7 cancel,
  /// 8 key up, 9 key end; coordinates anywhere in and around the 100 × 100 control.
  private static func event(kind: Int, x: Double, y: Double, index: Int) -> ArcStepperEvent {
    let instant = ControlInstant.milliseconds(Int64(index) * 16)
    let point = Point(x: x, y: y)
    switch kind {
    case 0: return .pointerPressed(point, at: instant)
    case 6: return .pointerReleased(point, at: instant)
    case 7: return .pointerCancelled(at: instant)
    case 8: return .keyPressed(.up, at: instant)
    case 9: return .keyPressed(.end, at: instant)
    default: return .pointerMoved(point, at: instant)
    }
  }

  @Test func randomDragsKeepTheValueInRangeAndNeverJumpBetweenEnds() async {
    let script = zip(Gen.int(in: 0...9), Gen.double(in: -30...130), Gen.double(in: -30...130))
      .array(of: 1...60)
    await propertyCheck(count: 200, input: script, Gen.int(in: 1...12)) { steps, count in
      guard let configuration = try? ArcStepperConfiguration(stepCount: count) else {
        Issue.record("valid configuration rejected")
        return
      }
      var state = ArcStepperState(configuration: configuration, bounds: ArcFixture.bounds)
      for (index, step) in steps.enumerated() {
        let event = Self.event(kind: step.0, x: step.1, y: step.2, index: index)
        let before = state.currentStep
        let wasDragging = state.isDragging
        let effects = state.reduce(event)
        #expect((0...count).contains(state.currentStep))
        // With 3 or more steps, going from one end to the other in one move needs a change of
        // fraction above 2/3, which on the 270° arc is shorter through the gap: it must be held.
        // (With 1 or 2 steps a fast move along the arc may legitimately go end to end.)
        if case .pointerMoved = event, wasDragging, count > 2 {
          #expect(!(before == 0 && state.currentStep == count))
          #expect(!(before == count && state.currentStep == 0))
        }
        for effect in effects {
          if case .valueChanged(let old, let new, _) = effect {
            #expect(old != new && (0...count).contains(new))
          }
        }
        #expect(state.presentedFraction(at: .milliseconds(Int64(index) * 16)) >= 0)
        #expect(state.presentedFraction(at: .milliseconds(Int64(index) * 16)) <= 1)
      }
    }
  }

  @Test func everyStartedAnimationCompletesExactlyOnce() async {
    let script = zip(Gen.int(in: 0...9), Gen.double(in: -30...130), Gen.double(in: -30...130))
      .array(of: 1...40)
    await propertyCheck(count: 200, input: script) { steps in
      var state = ArcFixture.state()
      var started = 0
      var completed = 0
      func count(_ effects: [ArcStepperEffect]) {
        for effect in effects {
          if case .animationStarted = effect { started += 1 }
          if case .animationCompleted = effect { completed += 1 }
        }
      }
      for (index, step) in steps.enumerated() {
        count(state.reduce(Self.event(kind: step.0, x: step.1, y: step.2, index: index)))
      }
      count(state.reduce(.frameShown(at: .milliseconds(1_000_000))))
      #expect(started == completed)
      #expect(state.animation == nil)
    }
  }
}
