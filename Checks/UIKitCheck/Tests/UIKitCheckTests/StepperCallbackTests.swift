import Combine
import ControlKit
import ControlKitTesting
import ControlKitUIKit
import Foundation
import Testing
import UIKit

/// Collects what the notifications carried, on the main actor.
@MainActor
final class NotificationRecorder {
  var received: [StepperValueChange] = []
}

/// Records the delegate calls.
@MainActor
final class RecordingDelegate: StepperControlDelegate {
  var calls: [String] = []

  func stepperControl(
    _ stepper: StepperControl, didChangeValueTo value: FixedDecimal, source: StepperChangeSource
  ) {
    calls.append("value \(value) \(source)")
  }

  func stepperControl(_ stepper: StepperControl, didReach limit: RangeLimit) {
    calls.append("limit \(limit)")
  }

  func stepperControl(_ stepper: StepperControl, didEndInteractionWith value: FixedDecimal) {
    calls.append("ended \(value)")
  }
}

@MainActor
@Suite("StepperControl callbacks")
struct StepperCallbackTests {
  @Test func targetActionForUserChangesOnly() {
    let (stepper, host) = makeStepper()
    stepper.value = 7
    #expect(stepper.sentEvents.isEmpty)  // as UIStepper: code changes send no action
    tap(stepper, x: 150, host: host)
    #expect(stepper.sentEvents == [.valueChanged, StepperControl.interactionEndedEvent])
  }

  @Test func interactionEndedIsInUIKitsApplicationRange() {
    #expect(UIControl.Event.applicationReserved.contains(StepperControl.interactionEndedEvent))
  }

  @Test func delegate() throws {
    let (stepper, host) = makeStepper(
      value: 4, configuration: try StepperConfiguration(maximum: 5))
    let delegate = RecordingDelegate()
    stepper.delegate = delegate
    tap(stepper, x: 150, host: host)
    tap(stepper, x: 150, host: host)
    #expect(delegate.calls == ["value 5 button", "ended 5", "limit upper", "ended 5"])
  }

  @Test func closuresWithTheGTKNames() {
    let (stepper, host) = makeStepper()
    var changes: [String] = []
    var ended: [FixedDecimal] = []
    stepper.onValueChanged = { value, source in changes.append("\(value) \(source)") }
    stepper.onInteractionEnded = { ended.append($0) }
    tap(stepper, x: 150, host: host)
    stepper.value = 9
    #expect(changes == ["2 button", "9 programmatic"])
    #expect(ended == [2])
  }

  @Test func notification() {
    let (stepper, host) = makeStepper()
    let recorder = NotificationRecorder()
    let observer = NotificationCenter.default.addObserver(
      forName: StepperControl.valueDidChangeNotification, object: stepper, queue: nil
    ) { notification in
      let info = notification.userInfo
      guard let value = info?[StepperControl.valueUserInfoKey] as? FixedDecimal,
        let old = info?[StepperControl.oldValueUserInfoKey] as? FixedDecimal,
        let source = info?[StepperControl.sourceUserInfoKey] as? StepperChangeSource
      else { return }
      let change = StepperValueChange(oldValue: old, value: value, source: source)
      MainActor.assumeIsolated { recorder.received.append(change) }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    tap(stepper, x: 150, host: host)
    #expect(recorder.received == [StepperValueChange(oldValue: 1, value: 2, source: .button)])
  }

  @Test func combinePublisher() {
    let (stepper, host) = makeStepper()
    var values: [StepperValueChange] = []
    let subscription = stepper.valuePublisher.sink { values.append($0) }
    tap(stepper, x: 150, host: host)
    tap(stepper, x: 20, host: host)
    subscription.cancel()
    tap(stepper, x: 150, host: host)
    #expect(
      values == [
        StepperValueChange(oldValue: 1, value: 2, source: .button),
        StepperValueChange(oldValue: 2, value: 1, source: .button),
      ])
  }

  @Test func asyncSequence() async {
    let (stepper, host) = makeStepper()
    let changes = stepper.valueChanges
    tap(stepper, x: 150, host: host)
    stepper.value = 10
    var iterator = changes.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first == StepperValueChange(oldValue: 1, value: 2, source: .button))
    #expect(second == StepperValueChange(oldValue: 2, value: 10, source: .programmatic))
  }
}
