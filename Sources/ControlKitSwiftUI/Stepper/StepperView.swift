#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
public import SwiftUI

/// The article's quantity stepper as a SwiftUI view bound to the app's value: − and + with
/// 44 × 44-point touch areas around a number field, over the ControlKit core.
///
/// It has the initialiser family of SwiftUI's `Stepper` (`value:in:step:onEditingChanged:` and a
/// `format:` variant) for `Int`, `Double`, `Decimal` and ``FixedDecimal`` bindings, and steps
/// exact decimals whatever the binding's type: a `Double` is read through its shortest digits
/// and written back rounded to the step's digits, so 0.1 + 0.2 shows and stores 0.3.
///
/// All behaviour is the core's, through a ``StepperDriver``: typed entry with the core's
/// replacement rules, hold-to-repeat with acceleration, wrapping, cart mode, limit shake and
/// haptics (`sensoryFeedback` on iOS 17 and later; the shake alone before), one adjustable
/// VoiceOver element, `onEditingChanged` once at each end of an interaction.
///
/// "Data drives UI": the binding is the only source of truth. Setting it from the app shows the
/// new value (clamped to the range, and written back clamped); the view never keeps a copy the
/// app cannot see.
///
/// ```swift
/// @State private var quantity = 1
/// @State private var price = 0.5
///
/// StepperView("Quantity", value: $quantity, in: 1...99)
/// StepperView("Price", value: $price, in: 0.1...9.9, step: 0.1) { editing in
///   if !editing { save() }
/// }
/// ```
public struct StepperView: View {
  @StateObject private var driver: StepperDriver
  @FocusState private var isFieldFocused: Bool
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.locale) private var locale
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.stepperViewOptions) private var options

  let title: String
  let configuration: StepperConfiguration
  let read: @MainActor () -> FixedDecimal?
  let write: @MainActor (FixedDecimal) -> Void
  let editingChanged: @MainActor (Bool) -> Void
  let format: (@MainActor (FixedDecimal) -> String)?

  /// Creates a stepper from the parts every public initialiser fills in.
  init(
    title: String, configuration: StepperConfiguration,
    read: @escaping @MainActor () -> FixedDecimal?,
    write: @escaping @MainActor (FixedDecimal) -> Void,
    editingChanged: @escaping @MainActor (Bool) -> Void,
    format: (@MainActor (FixedDecimal) -> String)?
  ) {
    self.title = title
    self.configuration = configuration
    self.read = read
    self.write = write
    self.editingChanged = editingChanged
    self.format = format
    let initial = read() ?? configuration.minimum
    _driver = StateObject(
      wrappedValue: StepperDriver(value: initial, configuration: configuration))
  }

  /// The stepper: − field +, one accessibility element.
  public var body: some View {
    let environment = ControlEnvironment(
      layoutDirection: layoutDirection, colorScheme: colorScheme,
      dynamicTypeSize: dynamicTypeSize, reduceMotion: reduceMotion, locale: locale)
    let state = driver.coreState
    let appearance = driver.appearance
    let style = options.style ?? .standard
    let palette = style.palette(for: environment.theme)
    let configured = options.applied(to: environment.applied(to: configuration))
    let scale = environment.textScale
    let _ = connect()
    HStack(spacing: 0) {
      StepperButton(
        symbol: "minus", isEnabled: appearance.showsDecrementEnabled,
        size: CGSize(width: style.touchAreaWidth * scale, height: style.height * scale),
        color: Color(appearance.showsDecrementEnabled ? palette.icon : palette.disabledIcon),
        driver: driver, isIncrement: false
      )
      .opacity(appearance.isDecrementHidden ? 0 : 1)
      .accessibilityHidden(true)
      TextField(title, text: fieldText(state: state))
        .focused($isFieldFocused)
        .onSubmit { driver.submit() }
        .multilineTextAlignment(.center)
        .font(.system(size: style.font.size * scale))
        .foregroundStyle(Color(state.isEnabled ? palette.text : palette.disabledText))
        .frame(width: style.fieldWidth * scale, height: style.height * scale)
        .background {
          RoundedRectangle(cornerRadius: style.fieldCornerRadius * scale)
            .fill(Color(palette.fieldBackground))
          RoundedRectangle(cornerRadius: style.fieldCornerRadius * scale)
            .stroke(
              Color(appearance.isEditing ? palette.focusRing : palette.fieldBorder),
              lineWidth: appearance.isEditing ? style.focusRingWidth : style.fieldBorderWidth)
        }
      StepperButton(
        symbol: "plus", isEnabled: appearance.showsIncrementEnabled,
        size: CGSize(width: style.touchAreaWidth * scale, height: style.height * scale),
        color: Color(appearance.showsIncrementEnabled ? palette.icon : palette.disabledIcon),
        driver: driver, isIncrement: true
      )
      .accessibilityHidden(true)
    }
    .offset(x: environment.reducesMotion ? 0 : appearance.shakeOffset, y: 0)
    .modifier(LimitFeedbackModifier(trigger: driver.limitFeedbackCount))
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(Text(title.isEmpty ? state.configuration.label : title))
    .accessibilityValue(Text(state.accessibilityValueText))
    .accessibilityAdjustableAction { direction in driver.adjust(direction) }
    .onChange(of: read()) { value in driver.valueProvided(value) }
    .onChange(of: configured) { driver.configure($0) }
    .onChange(of: isFieldFocused) { driver.focusChanged($0) }
    .onChange(of: isEnabled) { driver.setEnabled($0) }
    .onAppear {
      driver.configure(configured)
      driver.setEnabled(isEnabled)
      driver.valueProvided(read())
    }
    .onDisappear { driver.cancelPointer() }
  }

  /// Points the driver's callbacks at this view's binding and closure.
  ///
  /// They may be new values each time the parent re-creates the view. Plain stored
  /// properties: nothing is published.
  private func connect() {
    driver.onValueChanged = write
    driver.onEditingChanged = editingChanged
  }

  /// The field's text: the core's (editing text or formatted value), or the app's format while
  /// not editing; writes go to the core's replacement rules.
  private func fieldText(state: StepperState) -> Binding<String> {
    let format = self.format
    return Binding(
      get: { @MainActor in
        if !state.isEditing, let format { return format(state.value) }
        return state.displayText
      },
      set: { @MainActor text in driver.proposeText(text) }
    )
  }
}
#endif
