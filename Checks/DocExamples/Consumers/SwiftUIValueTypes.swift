// An iOS developer's settings screen moving from Apple's `Stepper` to `StepperView` with the value
// types Apple's takes and apps keep: a `CGFloat` font size, a `Float` gain, an `Int32` count from a C
// API, a `UInt8` level, an `Int64` identifier range, and an `ArcStepperView` on an `Int32` step.
// `scripts/check-doc-examples.py` compiles it against the stubs in Swift 5 and Swift 6 modes with
// warnings as errors; `make check-apple-sdk` compiles it against a real iPhoneOS SDK.
import ControlKitSwiftUI
import CoreGraphics
import Foundation
import SwiftUI

/// Settings bound to `CGFloat`, `Float`, `Int32`, `UInt8` and `Int64` values.
struct ValueTypesConsumer: View {
  @State private var fontSize: CGFloat = 17
  @State private var gain: Float = 0.5
  @State private var retries: Int32 = 3
  @State private var level: UInt8 = 255
  @State private var identifier: Int64 = .max
  @State private var volume: Int32 = 5

  var body: some View {
    VStack {
      StepperView("Size", value: $fontSize, in: 8...72)
      StepperView(
        "Size", value: $fontSize, in: 8...72, step: 0.5, format: FloatingPointFormatStyle<CGFloat>()
      )
      StepperView("Gain", value: $gain, in: 0...1, step: 0.1)
      StepperView(value: $gain, step: 0.1, format: FloatingPointFormatStyle<Float>()) {
        Text("Gain")
      }
      StepperView("Retries", value: $retries, in: 0...10) { editing in print(editing) }
      StepperView(value: $retries, in: 0...10, step: 2) { Text("Retries: \(retries)") }
      StepperView("Level", value: $level, in: 0...255)
      StepperView("Identifier", value: $identifier, in: Int64.min...Int64.max)
      ArcStepperView("Volume", step: $volume, count: 10)
    }
  }
}
