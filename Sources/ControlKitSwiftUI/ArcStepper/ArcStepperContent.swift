#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The arc stepper for one `count`: owns the model and maps its state to shapes.
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
  /// Measures the label for the core's layout (`ArcPartsLayout`).
  private let measurer: any TextMeasuring = FixedAdvanceTextMeasurer()

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
    let palette = ArcStepperPalette.standard(for: environment.theme)
    let opacity = state.isEnabled ? 1 : ArcStepperPalette.disabledOpacity
    let geometry = state.geometry
    let binding = step
    let _ = model.writeBinding = { binding.wrappedValue = $0 }
    let labelled = Self.labelled(configuration, textScale: environment.textScale)
    GeometryReader { proxy in
      ArcPartsLayout(configuration: labelled, label: state.labelText, measurer: measurer) {
        ArcShape(geometry: geometry, fraction: 1)
          .stroke(
            Color(configuration.trackColor ?? palette.trackColor),
            style: StrokeStyle(lineWidth: geometry.lineWidth, lineCap: geometry.cap.cgLineCap))
        ArcShape(geometry: geometry, fraction: model.driver.presentation.fraction)
          .stroke(
            Color(configuration.progressColor ?? palette.progressColor),
            style: StrokeStyle(lineWidth: geometry.lineWidth, lineCap: geometry.cap.cgLineCap))
        Text(state.labelText)
          .font(.system(size: labelled.fontSize))
          .foregroundStyle(Color(configuration.labelColor ?? palette.labelColor))
      }
      .opacity(opacity)
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
