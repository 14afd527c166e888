#if Cairo
import ControlKit

extension GalleryCatalogue {
  /// Space around the stepper in its picture: more than the shake's 10-point amplitude.
  static let stepperPadding = 12.0
  /// The stepper's size: the standard style's natural size, 178 × 44.
  static let stepperSize = StepperStyle.standard.naturalSize
  /// How far into the limit shake the limit-feedback picture is taken: the first peak of the
  /// sine (a quarter of one oscillation of 420 ms / 3).
  static let shakeSampleTime = Duration.milliseconds(35)
  /// The most repeat timers the price-bar hold is followed for before giving up.
  static let maximumHoldRepeats = 500

  /// The stepper specimens: default, limits, disabled, editing, shake, cart mode, price bar, RTL.
  static func stepperSpecimens() throws(GalleryError) -> [GallerySpecimen] {
    let quantity = try stepperConfiguration("stepper/default") {
      () throws(StepperConfigurationError) in
      try StepperConfiguration(minimum: 1, maximum: 10, label: "Quantity")
    }
    let press = ControlInstant.zero
    let release = ControlInstant.milliseconds(120)

    var stepped = StepperState(value: 2, configuration: quantity)
    _ = stepped.reduce(.incrementPressed(pointer: .mouse, at: press))
    _ = stepped.reduce(.released(inside: true, at: release))

    var atMinimum = StepperState(value: 2, configuration: quantity)
    _ = atMinimum.reduce(.decrementPressed(pointer: .mouse, at: press))
    _ = atMinimum.reduce(.released(inside: true, at: release))

    var atMaximum = StepperState(value: 9, configuration: quantity)
    _ = atMaximum.reduce(.incrementPressed(pointer: .mouse, at: press))
    _ = atMaximum.reduce(.released(inside: true, at: release))

    var disabled = stepped
    _ = disabled.reduce(.enabledChanged(false, at: release))

    var editing = stepped
    _ = editing.reduce(.editingBegan(at: release))
    _ = editing.reduce(.textChanged("8", at: release))

    // Pushing + at the maximum: the core answers with limitReached(.upper, feedback: [.shake...]);
    // the front-end starts the shake at that instant and samples it per frame.
    var pushed = atMaximum
    let pushAt = ControlInstant.milliseconds(1_000)
    let pushEffects = pushed.reduce(.incrementPressed(pointer: .mouse, at: pushAt))
    guard
      pushEffects.contains(where: {
        if case .limitReached(.upper, let feedback) = $0 { return feedback.contains(.shake) }
        return false
      })
    else {
      throw .specimenUnavailable(
        path: "stepper/limit-feedback", reason: "+ at the maximum asked for no shake")
    }
    let shake = ShakeAnimation().offset(at: shakeSampleTime)

    let cart = try stepperConfiguration("stepper/cart-zero") {
      () throws(StepperConfigurationError) in
      try StepperConfiguration(
        minimum: 0, maximum: 99, hidesDecrementAtMinimum: true, label: "In cart")
    }
    var cartAtZero = StepperState(value: 1, configuration: cart)
    _ = cartAtZero.reduce(.decrementPressed(pointer: .touch, at: press))
    _ = cartAtZero.reduce(.released(inside: true, at: release))

    let priceBar = try heldPriceBar()

    let size = Size(
      width: stepperSize.width + 2 * stepperPadding, height: stepperSize.height + 2 * stepperPadding
    )
    func specimen(
      _ id: String, _ caption: String, _ state: StepperState,
      direction: WritingDirection = .leftToRight, shakeOffset: Double = 0
    ) -> GallerySpecimen {
      let appearance = state.presentation(shakeOffset: shakeOffset)
      return GallerySpecimen(group: .stepper, id: id, caption: caption, size: size) {
        theme, measure in
        let layout = StepperLayout.layout(
          bounds: stepperBounds, style: .standard, direction: direction,
          isDecrementHidden: appearance.isDecrementHidden)
        return StepperDrawing.drawing(
          presentation: appearance, layout: layout, style: .standard, theme: theme,
          measure: measure)
      }
    }
    return [
      specimen("default", "Quantity 1…10 after one click on +: shows 3", stepped),
      specimen("at-min", "At the minimum (1): − is grey and takes no presses", atMinimum),
      specimen("at-max", "At the maximum (10): + is grey", atMaximum),
      specimen("disabled", "Disabled: both buttons grey, dimmed text", disabled),
      specimen("editing", "Editing: the user typed 8; focus ring and caret", editing),
      specimen(
        "limit-feedback",
        "Limit feedback: + pushed at 10, \(shakeSampleTime.milliseconds) ms into the shake "
          + "(offset \(formatted(shake)) pt)", pushed, shakeOffset: shake),
      specimen(
        "cart-zero",
        "Cart mode at 0: the − button is hidden (PPNumberButton's decreaseHide) and the field "
          + "widens over it, so the content stays centred",
        cartAtZero),
      specimen(
        "price-bar",
        "Price edit bar 0.1…9.9, controlled: + held from 0.1, the owner answered every request; "
          + "exactly \(priceBar.displayText)", priceBar),
      specimen(
        "right-to-left", "Right-to-left: + on the left, − on the right", stepped,
        direction: .rightToLeft),
    ]
  }

  /// The stepper's bounds inside its picture.
  static var stepperBounds: Rect {
    Rect(
      x: stepperPadding, y: stepperPadding, width: stepperSize.width, height: stepperSize.height)
  }

  /// The articles' edit bar: a controlled stepper over 0.1…9.9 whose + is held from 0.1 while an
  /// owner answers every intent, until the repeats stop at the maximum.
  static func heldPriceBar() throws(GalleryError) -> StepperState {
    let path = "stepper/price-bar"
    let step = FixedDecimal(units: 1, scale: 1)
    let configuration = try stepperConfiguration(path) { () throws(StepperConfigurationError) in
      try StepperConfiguration(
        minimum: step, maximum: FixedDecimal(units: 99, scale: 1), step: step, label: "Price")
    }
    var state = StepperState(value: step, configuration: configuration, mode: .controlled)
    var now = ControlInstant.zero
    var effects = state.reduce(.incrementPressed(pointer: .touch, at: now))
    var repeats = 0
    while repeats < maximumHoldRepeats {
      var deadline: ControlInstant?
      for effect in effects {
        switch effect {
        case .increaseRequested(let steps, _):
          // The owner: apply the request within its own rules and send the value back.
          let proposed = state.value + step.multipliedReportingOverflow(by: steps).partialValue
          let answer = min(proposed, configuration.maximum)
          _ = state.reduce(.ownerProvidedValue(answer, at: now))
        case .scheduleTimer(let at):
          deadline = at
        default:
          break
        }
      }
      guard let deadline else { break }
      now = deadline
      effects = state.reduce(.repeatTimerFired(at: now))
      repeats += 1
    }
    _ = state.reduce(.released(inside: true, at: .milliseconds(60_000)))
    guard state.value == configuration.maximum else {
      throw .specimenUnavailable(
        path: path, reason: "holding + stopped at \(state.displayText), not at the maximum")
    }
    return state
  }

  /// Builds a configuration, turning the core's refusal into a gallery error naming `path`.
  static func stepperConfiguration(
    _ path: String, _ build: () throws(StepperConfigurationError) -> StepperConfiguration
  ) throws(GalleryError) -> StepperConfiguration {
    do {
      return try build()
    } catch {
      throw .specimenUnavailable(path: path, reason: "\(error)")
    }
  }

  /// A number with one decimal for captions ("9.2").
  static func formatted(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }
}

extension Duration {
  /// The duration in whole milliseconds, for captions.
  var milliseconds: Int64 {
    let parts = components
    return parts.seconds * 1_000 + parts.attoseconds / 1_000_000_000_000_000
  }
}
#endif
