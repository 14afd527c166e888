import ControlKit
import ControlKitTesting
import Testing

/// Failure messages and runtime conveniences, as an app's tests meet them.
@MainActor
@Suite("Effect descriptions and event sequences")
struct DescriptionAndSequenceTests {
  @Test func effectsPrintInDotSyntaxWithoutModuleNames() {
    let effects: [StepperEffect] = [
      .valueChanged(old: 5, new: 5.1, source: .button), .scheduleTimer(at: .milliseconds(400)),
      .cancelTimer, .announce(.limitReached(.upper)),
    ]
    #expect(
      "\(effects)"
        == "[.valueChanged(old: 5, new: 5.1, source: .button), .scheduleTimer(at: t=400ms), "
        + ".cancelTimer, .announce(.limitReached(.upper))]")
    #expect(String(reflecting: StepperEffect.editingEnded) == ".editingEnded")
    #expect(
      "\(ArcStepperEffect.valueChanged(old: 5, new: 6, source: .keyboard))"
        == ".valueChanged(old: 5, new: 6, source: .keyboard)")
    #expect("\([HUDEffect.announce("Loading"), .shown])" == "[.announce(\"Loading\"), .shown]")
    #expect(
      "\(RuntimeAction.limitFeedback(.lower, .standard))".hasPrefix(".limitFeedback(.lower, "))
    #expect("\([VirtualHostCall.render, .frameTicks(true)])" == "[.render, .frameTicks(true)]")
    for text in [
      "\(HUDEffect.displayedContentChanged(.spinner("x")))",
      "\(ArcStepperEffect.animationCompleted(.finished))",
      "\(StepperEffect.limitReached(.upper, feedback: .standard))",
    ] {
      #expect(!text.contains("ControlKit."), "\(text)")
    }
  }

  @Test func aTapIsPressAndReleaseAndACommitIsBeginChangeEnd() throws {
    let host = VirtualHost()
    let session = ControlSession(
      StepperState(value: 1, configuration: try StepperConfiguration(range: 0...10)))
    host.drive(session)
    var seen: [StepperEffect] = []
    session.onEffect = { seen.append($0) }
    session.tapIncrement()
    #expect(session.state.value == 2 && session.state.hold == nil)
    #expect(host.timerDeadline == nil)
    session.tapDecrement(pointer: .mouse)
    #expect(session.state.value == 1)
    seen.removeAll()
    session.commitText("7")
    #expect(session.state.value == 7 && !session.state.isEditing)
    #expect(seen.first == .editingBegan && seen.contains(.editingEnded))
    #expect(seen.contains(.valueChanged(old: 1, new: 7, source: .text)))

    let arc = ControlSession(ArcStepperState(bounds: Rect(x: 0, y: 0, width: 100, height: 100)))
    arc.tap(at: arc.state.geometry.point(forFraction: 0.3))
    #expect(arc.state.currentStep == 3 && !arc.state.isDragging)
  }
}
