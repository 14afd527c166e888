#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import SwiftUI

/// The article's arc stepper (CircleStepper) as a SwiftUI view bound to a step: a ring of
/// `count` steps with a "5/10" label, drawn as shapes from the core's geometry.
///
/// Drag on the ring, arrow keys and Home/End while focused (iOS 17 and later), and VoiceOver's
/// adjustable action change the step; the app's binding is the source of truth. Changes animate
/// from the fraction on screen (so a change mid-animation never jumps back), and jump when
/// reduce motion is on. The view is identified by `count`: a new count starts a new stepper.
///
/// ```swift
/// @State private var step = 5
/// ArcStepperView("Volume", step: $step, count: 10)
///   .frame(width: 120, height: 120)
/// ```
public struct ArcStepperView: View {
  let title: String
  let step: Binding<Int>
  let count: Int
  let configuration: ArcStepperConfiguration

  /// Creates an arc stepper bound to `step` out of `count`.
  ///
  /// - Parameters:
  ///   - title: the accessibility label.
  ///   - step: the app's step, `0...count`; written on every user change.
  ///   - count: the number of steps (1 through 1 000 000; another count gives 10).
  ///   - configure: colours, line width, angles, label format, animation speed.
  public init(
    _ title: String, step: Binding<Int>, count: Int,
    configure: (inout ArcStepperConfiguration) -> Void = { _ in }
  ) {
    self.title = title
    self.step = step
    self.count = count
    var configuration = ArcStepperConfiguration.article
    configure(&configuration)
    self.configuration = configuration
  }

  /// Creates an arc stepper bound to a step of any integer type (`Int32`, `UInt8`, ...) out of
  /// `count`.
  ///
  /// The step is read clamped to `Int` and written back clamped to its type, so a value the
  /// type cannot hold never traps; the view then clamps it to `0...count` as for an `Int`.
  ///
  /// ```swift
  /// @State private var level: UInt8 = 3
  /// ArcStepperView("Level", step: $level, count: 10)
  /// ```
  ///
  /// - Parameters:
  ///   - title: the accessibility label.
  ///   - step: the app's step, `0...count`; written on every user change.
  ///   - count: the number of steps (1 through 1 000 000; another count gives 10).
  ///   - configure: colours, line width, angles, label format, animation speed.
  public init<Step: BinaryInteger & Sendable>(
    _ title: String, step: Binding<Step>, count: Int,
    configure: (inout ArcStepperConfiguration) -> Void = { _ in }
  ) {
    self.init(
      title,
      step: Binding(
        get: { Int(clamping: step.wrappedValue) },
        set: { step.wrappedValue = Step(clamping: $0) }),
      count: count, configure: configure)
  }

  /// The ring, keyed by `count`.
  public var body: some View {
    ArcStepperContent(
      title: title, step: step, count: count, configuration: configuration
    )
    .id(count)
  }
}
#endif
