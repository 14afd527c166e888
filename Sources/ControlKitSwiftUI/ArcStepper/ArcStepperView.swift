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
/// It speaks the language every ControlKit control on the screen speaks: the one of
/// ``SwiftUI/View/controlLanguage(_:)``, else `\.locale`'s. A `configure` that sets a `language`
/// other than English (the configuration's default) keeps it for this ring.
///
/// ```swift
/// @State private var step = 5
/// ArcStepperView("Volume", step: $step, count: 10)
///   .frame(width: 120, height: 120)
/// ```
public struct ArcStepperView: View {
  /// The accessibility label: a localisation key or a string shown verbatim, as
  /// ``StepperView``'s title.
  let title: StepperTitle
  let step: Binding<Int>
  let count: Int
  let configuration: ArcStepperConfiguration

  /// Creates an arc stepper bound to `step` out of `count`, titled by a localisation key.
  ///
  /// A string literal is a key, as with ``StepperView`` and SwiftUI's controls:
  /// `ArcStepperView("Volume", ...)` is read with the app's translation of "Volume".
  ///
  /// - Parameters:
  ///   - titleKey: the accessibility label, looked up in the app's string catalog (`Text(titleKey)`).
  ///   - step: the app's step, `0...count`; written on every user change.
  ///   - count: the number of steps (1 through 1 000 000; another count gives 10).
  ///   - configure: colours, line width, angles, label format, animation speed.
  public init(
    _ titleKey: LocalizedStringKey, step: Binding<Int>, count: Int,
    configure: (inout ArcStepperConfiguration) -> Void = { _ in }
  ) {
    self.init(title: .localized(titleKey), step: step, count: count, configure: configure)
  }

  /// Creates an arc stepper bound to `step` out of `count`, titled by a string shown verbatim (a
  /// `String` variable; disfavoured, as SwiftUI's, so a literal is a key).
  ///
  /// - Parameters:
  ///   - title: the accessibility label, read as written (`Text(title)`).
  ///   - step: the app's step, `0...count`; written on every user change.
  ///   - count: the number of steps (1 through 1 000 000; another count gives 10).
  ///   - configure: colours, line width, angles, label format, animation speed.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, step: Binding<Int>, count: Int,
    configure: (inout ArcStepperConfiguration) -> Void = { _ in }
  ) {
    self.init(title: .verbatim(String(title)), step: step, count: count, configure: configure)
  }

  /// Creates an arc stepper bound to a step of any integer type (`Int32`, `UInt8`, ...) out of
  /// `count`, titled by a localisation key.
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
  ///   - titleKey: the accessibility label, looked up in the app's string catalog (`Text(titleKey)`).
  ///   - step: the app's step, `0...count`; written on every user change.
  ///   - count: the number of steps (1 through 1 000 000; another count gives 10).
  ///   - configure: colours, line width, angles, label format, animation speed.
  public init<Step: BinaryInteger & Sendable>(
    _ titleKey: LocalizedStringKey, step: Binding<Step>, count: Int,
    configure: (inout ArcStepperConfiguration) -> Void = { _ in }
  ) {
    self.init(
      title: .localized(titleKey), step: Self.clamping(step), count: count, configure: configure)
  }

  /// Creates an arc stepper bound to a step of any integer type out of `count`, titled by a
  /// string shown verbatim.
  ///
  /// - Parameters:
  ///   - title: the accessibility label, read as written (`Text(title)`).
  ///   - step: the app's step, `0...count`; written on every user change.
  ///   - count: the number of steps (1 through 1 000 000; another count gives 10).
  ///   - configure: colours, line width, angles, label format, animation speed.
  @_disfavoredOverload
  public init<S: StringProtocol, Step: BinaryInteger & Sendable>(
    _ title: S, step: Binding<Step>, count: Int,
    configure: (inout ArcStepperConfiguration) -> Void = { _ in }
  ) {
    self.init(
      title: .verbatim(String(title)), step: Self.clamping(step), count: count,
      configure: configure)
  }

  /// What every public initialiser fills in.
  init(
    title: StepperTitle, step: Binding<Int>, count: Int,
    configure: (inout ArcStepperConfiguration) -> Void
  ) {
    self.title = title
    self.step = step
    self.count = count
    var configuration = ArcStepperConfiguration.article
    configure(&configuration)
    self.configuration = configuration
  }

  /// `step` read clamped to `Int` and written back clamped to its own type.
  static func clamping<Step: BinaryInteger & Sendable>(_ step: Binding<Step>) -> Binding<Int> {
    Binding(
      get: { Int(clamping: step.wrappedValue) },
      set: { step.wrappedValue = Step(clamping: $0) })
  }

  /// The ring, keyed by `count`.
  public var body: some View {
    ArcStepperContent(
      title: title.text ?? Text(String()), step: step, count: count, configuration: configuration
    )
    .id(count)
  }
}
#endif
