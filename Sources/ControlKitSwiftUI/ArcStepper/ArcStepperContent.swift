#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The arc stepper for one `count`: owns the model and draws the core's drawing list of its
/// state (``drawing(of:labelled:measurer:theme:at:)``): the track, progress, drag thumb and focus
/// ring in a ``CommandCanvas``, the label a `Text` at the core's label frame, in its font and
/// colour.
struct ArcStepperContent: View {
  @StateObject private var model: ArcStepperViewModel
  @FocusState private var isFocused: Bool
  /// Reset by SwiftUI when the drag ends or is cancelled (which calls no `onEnded`).
  @GestureState private var isDragging = false
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.dynamicTypeSize) private var dynamicTypeSize
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.locale) private var locale
  @Environment(\.controlLanguage) private var chosenLanguage
  @Environment(\.isEnabled) private var isEnabled

  /// The accessibility label.
  let title: Text
  let step: Binding<Int>
  /// The app's configuration, before the environment's number symbols.
  let configuration: ArcStepperConfiguration
  /// Measures the label for the core's layout (`ArcPartsLayout`): ``labelMeasurer``.
  private let measurer: any TextMeasuring = ArcStepperContent.labelMeasurer

  /// Core Text, as the label's `Text` is drawn (UIKit's arc measures the same way).
  static var labelMeasurer: any TextMeasuring { CoreTextMeasurer() }

  init(title: Text, step: Binding<Int>, count: Int, configuration: ArcStepperConfiguration) {
    self.title = title
    self.step = step
    self.configuration = configuration
    _model = StateObject(
      wrappedValue: ArcStepperViewModel(
        value: step.wrappedValue, count: count, configuration: configuration))
  }

  var body: some View {
    let environment = ControlEnvironment(
      layoutDirection: layoutDirection, colorScheme: colorScheme,
      dynamicTypeSize: dynamicTypeSize, reduceMotion: reduceMotion, locale: locale,
      language: chosenLanguage)
    let configured = environment.applied(to: self.configuration)
    let state = model.driver.state
    let configuration = state.configuration
    let binding = step
    let _ = model.writeBinding = { binding.wrappedValue = $0 }
    let labelled = Self.labelled(configuration, textScale: environment.textScale)
    let commands = Self.drawing(
      of: state, labelled: labelled, measurer: measurer, theme: environment.theme,
      at: model.driver.host.now)
    GeometryReader { proxy in
      ArcPartsLayout(configuration: labelled, label: state.labelText, measurer: measurer) {
        CommandCanvas(commands: Self.ring(commands))
        let label = Self.label(commands, state: state, labelled: labelled)
        Text(label.text)
          .font(.system(label.font))
          .foregroundStyle(Color(label.color))
      }
      .frame(width: proxy.size.width, height: proxy.size.height)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0)
          .updating($isDragging) { _, dragging, _ in dragging = true }
          .onChanged { model.drag(to: $0.location) }
          .onEnded { model.release(at: $0.location) }
      )
      .onChange(of: isDragging) { dragging in
        if !dragging { model.driver.cancelPointer() }
      }
      .onAppear {
        model.driver.direction = WritingDirection(layoutDirection)
        model.boundsChanged(proxy.size)
      }
      .onChange(of: proxy.size) { model.boundsChanged($0) }
    }
    .modifier(LimitFeedbackModifier(trigger: model.limitFeedbackCount))
    .modifier(ArcKeyModifier(driver: model.driver))
    .focused($isFocused)
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(title)
    .accessibilityValue(Text(state.accessibilityValueText))
    .accessibilityAdjustableAction { model.adjust($0) }
    .onChange(of: step.wrappedValue) { model.valueProvided($0) }
    .onChange(of: configured) { model.configure($0) }
    .onChange(of: reduceMotion) { model.driver.reducesMotion = $0 }
    .onChange(of: layoutDirection) { model.driver.direction = WritingDirection($0) }
    .onChange(of: isEnabled) { model.driver.isEnabled = $0 }
    .onChange(of: isFocused) { model.driver.focusChanged($0) }
    .onAppear {
      model.configure(configured)
      model.driver.reducesMotion = reduceMotion
      model.driver.direction = environment.direction
      model.driver.isEnabled = isEnabled
      model.valueProvided(step.wrappedValue)
    }
    .onDisappear { model.driver.cancelPointer() }
  }

  /// The core's drawing list of `state` (``ControlKit/ArcStepperDrawing``) at `instant`.
  ///
  /// Laid out as ``ArcPartsLayout`` places the label: the label's font at the environment's text
  /// size (`labelled`), measured by `measurer`, in the state's direction. Disabled, the core fades
  /// every colour (the view adds no opacity of its own).
  static func drawing(
    of state: ArcStepperState, labelled: ArcStepperConfiguration, measurer: any TextMeasuring,
    theme: Theme, at instant: ControlInstant
  ) -> [DrawCommand] {
    let layout = ArcStepperLayout(
      bounds: state.bounds, configuration: labelled, label: state.labelText, measure: measurer,
      direction: state.direction)
    return ArcStepperDrawing.commands(for: state, layout: layout, theme: theme, at: instant)
  }

  /// The commands the canvas draws: all but the label's text.
  static func ring(_ commands: [DrawCommand]) -> [DrawCommand] {
    commands.filter {
      if case .text = $0 { return false }
      return true
    }
  }

  /// The label's text box, drawn by a `Text` (the core's list has exactly one; an invisible
  /// box of the state's label stands in if it had none).
  static func label(
    _ commands: [DrawCommand], state: ArcStepperState, labelled: ArcStepperConfiguration
  ) -> TextBox {
    for case .text(let box) in commands { return box }
    return TextBox(
      text: state.labelText, frame: Rect(x: 0, y: 0, width: 0, height: 0),
      font: TextFont(size: labelled.fontSize), color: .clear)
  }

  /// `configuration` with its label's font at the environment's text size: the size the label
  /// is drawn at and the core's layout measures it at.
  private static func labelled(_ configuration: ArcStepperConfiguration, textScale: Double)
    -> ArcStepperConfiguration
  {
    var labelled = configuration
    labelled.fontSize *= textScale
    return labelled
  }
}
#endif
