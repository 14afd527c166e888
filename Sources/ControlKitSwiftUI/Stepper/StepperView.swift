#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
public import SwiftUI

/// The article's quantity stepper as a SwiftUI view with the initialisers of SwiftUI's `Stepper`:
/// − and + with 44 × 44-point touch areas around a number field, over the ControlKit core.
///
/// Replace `Stepper` with `StepperView` and nothing else changes: every initialiser shape of
/// Apple's `Stepper` is here with the same labels, order and defaults, for every value type
/// Apple's takes: any integer (`Int`, `Int8` through `UInt64`), any floating-point type (`Double`,
/// `Float`, `CGFloat`), `Decimal` and ``FixedDecimal`` (``StepperValue``). A string literal title is a localisation key
/// (`Text(key)`), a `String` variable is shown verbatim; `label:` takes a view; `value:step:`
/// without `in:` is unbounded (the core's widest range); `format:` shows a floating-point value
/// and governs typed entry (its separators, digits, currency or unit); `onIncrement:onDecrement:`
/// is the edit bar, in the core's controlled mode. Every initialiser ends with
/// `onEditingChanged`, so a trailing closure means "editing changed".
///
/// Numbers follow `\.locale`: the value shows in the locale's symbols (1.234,5 in `de_DE`,
/// ١٬٢٣٤٫٥ in `ar_EG`), and typed text is read in that form and in the ASCII form. The field
/// asks for the core's keypad (``ControlKit/StepperConfiguration/keypad``: the number pad, the
/// decimal pad, or numbers and punctuation when the range reaches below zero, for the minus
/// key); typed text commits on Return, on focus loss, and on the Done key the keyboard's toolbar
/// shows over a pad without Return. VoiceOver hears the hint and the − and + labels in the
/// language of ``SwiftUI/View/controlLanguage(_:)``, else `\.locale`'s.
///
/// It steps exact decimals whatever the binding's type: a `Double` or `Float` is read through the
/// shortest digits its type prints and written back rounded to the step's digits, so 0.1 + 0.2
/// shows and stores 0.3. A range the core cannot hold (`0...UInt64.max`: its values are `Int64`
/// units) is no trap: the stepper keeps 0...100 and prints why when it appears.
///
/// All behaviour is the core's `StepperDriver` (in an internal `StepperViewModel`): typed entry with
/// the core's replacement rules, hold-to-repeat with acceleration, wrapping, cart mode, limit
/// shake and haptics (`sensoryFeedback` on iOS 17 and later; the shake alone before), one adjustable
/// VoiceOver element, `onEditingChanged` once at each end of an interaction. What Apple's
/// `Stepper` has no argument for is a modifier: ``SwiftUI/View/stepperCartMode(_:)``,
/// ``SwiftUI/View/stepperWraps(_:)``, ``SwiftUI/View/stepperRepeatPolicy(_:)``,
/// ``SwiftUI/View/stepperLimitFeedback(_:)``, ``SwiftUI/View/stepperStyle(_:)``.
///
/// "Data drives UI": the binding is the only source of truth. Setting it from the app shows the
/// new value (clamped to the range, and written back clamped); the view never keeps a copy the
/// app cannot see. The edit bar goes further: it never changes anything, it asks.
///
/// As with `Stepper`, the label leads and the control follows, and `.labelsHidden()` hides it
/// (iOS 18, macOS 15, visionOS 2; ``SwiftUI/View/stepperLabelsHidden(_:)`` on every system). An
/// edit bar labelled by a view shows that view between − and +, where the value is; a titled
/// edit bar leads with its title, as `Stepper` does.
///
/// ```swift
/// @State private var quantity = 1
/// @State private var price = 0.5
///
/// StepperView("Quantity", value: $quantity, in: 1...99)
/// StepperView("Price", value: $price, in: 0.1...9.9, step: 0.1) { editing in
///   if !editing { save() }
/// }
/// StepperView(value: $quantity, in: 1...99) { Text("Qty \(quantity)") }
/// ```
public struct StepperView<Label: View>: View {
  @StateObject private var model: StepperViewModel
  @FocusState private var isFieldFocused: Bool
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.locale) private var locale
  @Environment(\.controlLanguage) private var chosenLanguage
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.stepperViewOptions) private var options

  /// The label: the title's text, or the app's view.
  let label: Label
  /// Title, configuration, mode and the closures to the app's data.
  let content: StepperViewContent

  /// Creates a stepper from what every public initialiser fills in.
  ///
  /// Reads no binding: the model (and its first read of the value) is made when SwiftUI
  /// installs the state object.
  init(content: StepperViewContent, label: Label) {
    self.content = content
    self.label = label
    _model = StateObject(
      wrappedValue: StepperViewModel(
        value: content.initialValue, configuration: content.configuration, mode: content.mode))
  }

  /// The stepper: the label, then − field + as one adjustable accessibility element; the edit
  /// bar: the title, then − + (or − label + for a label view) as one.
  ///
  /// The label is left out under `.labelsHidden()` where SwiftUI says so to custom views
  /// (`\.labelsVisibility`, iOS 18, macOS 15, visionOS 2) and under
  /// ``SwiftUI/View/stepperLabelsHidden(_:)`` everywhere; a title stays the accessibility label.
  public var body: some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *) {
      LabelsVisibilityReader { visibility in
        stepper(labelsHidden: options.hidesLabel(visibility: visibility))
      }
    } else {
      stepper(labelsHidden: options.hidesLabel(visibility: nil))
    }
  }

  /// The stepper, with its label or without.
  @ViewBuilder private func stepper(labelsHidden: Bool) -> some View {
    let environment = ControlEnvironment(
      layoutDirection: layoutDirection, colorScheme: colorScheme,
      dynamicTypeSize: dynamicTypeSize, reduceMotion: reduceMotion, locale: locale,
      language: chosenLanguage)
    let style = (options.style ?? .standard).scaled(by: environment.textScale)
    let parts = StepperParts(
      style: style, palette: style.palette(for: environment.theme), theme: environment.theme,
      direction: environment.direction)
    let configured = content.configuration(in: environment, locale: locale, options: options)
    let _ = connect()
    HStack(spacing: style.labelSpacing) {
      switch content.arrangement {
      case .labelBetweenButtons:
        editBar(parts)
      case .labelThenField:
        if !labelsHidden { label.accessibilityHidden(content.title != .view) }
        valueControl(parts)
      case .titleThenButtons:
        if !labelsHidden { label.accessibilityHidden(true) }
        titledEditBar(parts)
      }
    }
    // The core stops the shake under Reduce Motion (`StepperDriver.reducesMotion`), as on UIKit
    // and GTK: the offset is the presentation's.
    .offset(x: model.driver.presentation.shakeOffset, y: 0)
    .modifier(LimitFeedbackModifier(trigger: model.limitFeedbackCount))
    .onChange(of: content.read()) { value in model.valueProvided(value) }
    .onChange(of: configured) { model.configure($0) }
    .onChange(of: isFieldFocused) { model.driver.focusChanged($0) }
    .onChange(of: isEnabled) { model.driver.isEnabled = $0 }
    .onChange(of: reduceMotion) { model.driver.reducesMotion = $0 }
    .onAppear {
      if let problem = content.problem { print(problem) }
      model.configure(configured)
      model.driver.isEnabled = isEnabled
      model.driver.reducesMotion = reduceMotion
      model.valueProvided(content.read())
    }
    .onDisappear { model.driver.cancelPointer() }
  }

  /// The core's layout of − field + (or − + without a field) for the current presentation.
  private func partsLayout(_ parts: StepperParts, hasField: Bool = true) -> StepperPartsLayout {
    StepperPartsLayout(
      style: parts.style, presentation: model.driver.presentation, hasField: hasField)
  }

  /// − field +: the value forms' control, one adjustable element labelled with the title.
  private func valueControl(_ parts: StepperParts) -> some View {
    let state = model.driver.state
    let style = parts.style
    let palette = parts.palette
    let layout = partsLayout(parts)
    let field = layout.naturalFrames[1]
    return layout {
      button(parts, layout, isIncrement: false)
      TextField(content.title.plainText, text: fieldText(state: state))
        .focused($isFieldFocused)
        .onSubmit { model.driver.submit() }
        .modifier(StepperKeypadModifier(keypad: state.configuration.keypad))
        .modifier(
          StepperDoneKeyModifier(
            keypad: state.configuration.keypad, isFocused: isFieldFocused,
            title: state.configuration.language.doneTitle, done: { doneKeyTapped() })
        )
        .multilineTextAlignment(.center)
        .font(.system(style.font))
        .foregroundStyle(Color(state.isEnabled ? palette.text : palette.disabledText))
        .frame(width: field.width, height: field.height)
      button(parts, layout, isIncrement: true)
    }
    .background { partsDrawing(parts, layout) }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(content.title.text ?? Text(state.configuration.label))
    .accessibilityValue(Text(state.accessibilityValueText))
    .accessibilityHint(Text(state.configuration.language.stepperHint))
    .accessibilityAdjustableAction { direction in model.adjust(direction) }
  }

  /// The keyboard's Done key: the typed text commits (as Return would) and editing ends, as
  /// the UIKit stepper's Done item does; losing focus then ends the interaction.
  private func doneKeyTapped() {
    model.driver.submit()
    isFieldFocused = false
  }

  /// − label +: the edit bar labelled by a view, which shows the owner's data; one adjustable
  /// element that reads the label.
  private func editBar(_ parts: StepperParts) -> some View {
    let layout = partsLayout(parts)
    let field = layout.naturalFrames[1]
    return layout {
      button(parts, layout, isIncrement: false)
      label.frame(width: field.width, height: field.height)
      button(parts, layout, isIncrement: true)
    }
    .background { partsDrawing(parts, layout, drawsField: false) }
    .accessibilityElement(children: .combine)
    .accessibilityHint(Text(model.driver.state.configuration.language.stepperHint))
    .accessibilityAdjustableAction { direction in model.adjust(direction) }
  }

  /// − +: the edit bar titled by a string, as Apple's `Stepper` draws one: the title leads
  /// (drawn by the caller) and is the buttons' accessibility label; nothing stands between − and
  /// +, where a value would be, because the title is no value.
  private func titledEditBar(_ parts: StepperParts) -> some View {
    let layout = partsLayout(parts, hasField: false)
    return layout {
      button(parts, layout, isIncrement: false)
      button(parts, layout, isIncrement: true)
    }
    .background { partsDrawing(parts, layout) }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(content.title.text ?? Text(model.driver.state.configuration.label))
    .accessibilityHint(Text(model.driver.state.configuration.language.stepperHint))
    .accessibilityAdjustableAction { direction in model.adjust(direction) }
  }

  /// The core's drawing of the parts (field, − and +) behind them, in the environment's theme
  /// and direction (`StepperPartsLayout.drawing(in:theme:direction:…)`).
  private func partsDrawing(
    _ parts: StepperParts, _ layout: StepperPartsLayout, drawsField: Bool = true
  ) -> CommandCanvas {
    let decrementEnabled = model.showsDecrementEnabled
    let incrementEnabled = model.showsIncrementEnabled
    let images = options.buttonImages
    var canvas = CommandCanvas { size in
      layout.drawing(
        in: size, theme: parts.theme, direction: parts.direction, drawsField: drawsField,
        decrementEnabled: decrementEnabled, incrementEnabled: incrementEnabled,
        glyphs: images?.glyphs ?? .drawn)
    }
    if let images { canvas.image = { images.image(for: $0) } }
    return canvas
  }

  /// The − or + button's touch area, enabled as the driver says (the core's limits; a nil
  /// edit-bar closure), as large as its touch area in `layout`; the icon is the core's, drawn
  /// behind it.
  private func button(_ parts: StepperParts, _ layout: StepperPartsLayout, isIncrement: Bool)
    -> some View
  {
    let enabled = isIncrement ? model.showsIncrementEnabled : model.showsDecrementEnabled
    let frames = layout.naturalFrames
    let language = model.driver.state.configuration.language
    let area = isIncrement ? frames[frames.count - 1] : frames[0]
    return StepperButton(
      isEnabled: enabled, size: CGSize(width: area.width, height: area.height), model: model,
      isIncrement: isIncrement
    )
    // Labelled in the control's language as UIKit labels its buttons, though VoiceOver reads
    // the stepper as one adjustable element (the hint says how to use it).
    .accessibilityLabel(
      Text(isIncrement ? language.increaseButtonLabel : language.decreaseButtonLabel)
    )
    .accessibilityHidden(true)
  }

  /// Points the model's callbacks at this view's binding and closures.
  ///
  /// They may be new values each time the parent re-creates the view. Plain stored
  /// properties: nothing is published.
  private func connect() {
    model.writeBinding = content.write
    model.driver.onInteractingChanged = content.editingChanged
    model.onIncrement = content.onIncrement
    model.onDecrement = content.onDecrement
  }

  /// The field's text: the core's (editing text or formatted value), or the app's format in the
  /// environment's locale while not editing; writes go to the core's replacement rules.
  private func fieldText(state: StepperState) -> Binding<String> {
    let format = content.format
    let locale = locale
    return Binding(
      get: { @MainActor in
        if !state.isEditing, let format { return format.display(state.value, locale) }
        return state.displayText
      },
      set: { @MainActor text in model.driver.proposeText(text) }
    )
  }
}
#endif
