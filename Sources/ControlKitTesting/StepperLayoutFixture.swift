package import ControlKit

/// One row of the stepper layout fixture every front-end runs (issue 44's conformance matrix):
/// a value, the rules, whether the stepper is enabled, the writing direction and the size the
/// stepper is given.
///
/// GTK (`--stepper-layout-fixture`, each part's allocation read back from a mapped window),
/// UIKit (`StepperControl`'s subviews after `layoutSubviews`) and SwiftUI (the stepper's
/// `Layout`: its size and where it places each part) each run every row (``all``) and compare
/// what they place with ``ControlKit/StepperLayout`` for the row, so a rule of the core's layout
/// (cart mode's field widening over the hidden −, right-to-left mirroring) reaches every
/// front-end. A row's expected frames are computed by the core, never written here.
package struct StepperLayoutFixture: Hashable, Sendable, CustomStringConvertible {
  /// The row's name, as the tests print it.
  package var name: String
  /// The value shown.
  package var value: FixedDecimal
  /// The rules (range 0…10 by default; cart mode in the cart rows).
  package var configuration: StepperConfiguration
  /// Whether the stepper accepts input.
  package var isEnabled: Bool
  /// The writing direction.
  package var direction: WritingDirection
  /// The stepper's size; nil is the style's ``ControlKit/StepperStyle/naturalSize``.
  package var size: Size?
  /// The text size, as a factor of the standard one (Dynamic Type): a front-end runs the row
  /// with its style ``styled(_:)`` by it.
  package var textScale: Double

  /// A row; see the properties.
  package init(
    _ name: String, value: FixedDecimal, configuration: StepperConfiguration = Self.range,
    isEnabled: Bool = true, direction: WritingDirection = .leftToRight, size: Size? = nil,
    textScale: Double = 1
  ) {
    self.name = name
    self.value = value
    self.configuration = configuration
    self.isEnabled = isEnabled
    self.direction = direction
    self.size = size
    self.textScale = textScale
  }

  /// ``name``.
  package var description: String { name }

  /// 0 through 10 in steps of 1.
  package static let range = StepperConfiguration.fixture(cartMode: false)
  /// 0 through 10 in steps of 1, − hidden at 0 (cart mode).
  package static let cart = StepperConfiguration.fixture(cartMode: true)
  /// 0 through 10 000 in steps of 0.1, written the German way (decimal comma, grouping dot).
  package static let german = StepperConfiguration.germanFixture()

  /// The largest text size a user can choose: iOS's largest accessibility size sets body text
  /// in 53 points where the standard size sets it in 17 (SwiftUI's `.accessibility5`).
  package static let largestTextScale = 53.0 / 17.0

  /// The matrix's stepper rows: at the minimum, in the middle, at the maximum, cart mode at 0
  /// (− hidden, the field over its place) and above it, right to left (also in cart mode),
  /// disabled, wider than natural (the field takes the extra width), at the largest text size, and
  /// a German value ("1.234,5": the field shows the core's text).
  package static let all: [StepperLayoutFixture] = [
    StepperLayoutFixture("minimum", value: 0),
    StepperLayoutFixture("middle", value: 5),
    StepperLayoutFixture("maximum", value: 10),
    StepperLayoutFixture("cart-mode-at-0", value: 0, configuration: cart),
    StepperLayoutFixture("cart-mode-at-1", value: 1, configuration: cart),
    StepperLayoutFixture("right-to-left", value: 5, direction: .rightToLeft),
    StepperLayoutFixture(
      "cart-mode-at-0-right-to-left", value: 0, configuration: cart, direction: .rightToLeft),
    StepperLayoutFixture("disabled", value: 5, isEnabled: false),
    StepperLayoutFixture("wide", value: 5, size: Size(width: 240, height: 44)),
    StepperLayoutFixture(
      "wide-cart-mode-at-0-right-to-left", value: 0, configuration: cart,
      direction: .rightToLeft, size: Size(width: 240, height: 44)),
    StepperLayoutFixture("largest-text-size", value: 5, textScale: largestTextScale),
    StepperLayoutFixture(
      "german-value", value: FixedDecimal(units: 12_345, scale: 1), configuration: german),
  ]

  /// `style` at the row's text size (``ControlKit/StepperStyle/scaled(by:)``).
  package func styled(_ style: StepperStyle) -> StepperStyle {
    style.scaled(by: textScale)
  }

  /// The core's state for this row (self-managed, the value clamped to the range).
  package var state: StepperState {
    StepperState(value: value, configuration: configuration, isEnabled: isEnabled)
  }

  /// The bounds the row's stepper gets with `style`: at the origin, ``size`` or natural.
  package func bounds(style: StepperStyle) -> Rect {
    let size = size ?? style.naturalSize
    return Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The frames the core gives this row's stepper in `bounds` with `style`.
  package func expectedLayout(bounds: Rect, style: StepperStyle) -> StepperLayout {
    StepperLayout.layout(
      bounds: bounds, style: style, direction: direction,
      isDecrementHidden: state.isDecrementHidden)
  }
}

extension StepperConfiguration {
  /// 0…10 by 1, in cart mode or not (the literal range cannot throw).
  fileprivate static func fixture(cartMode: Bool) -> StepperConfiguration {
    (try? StepperConfiguration(minimum: 0, maximum: 10, hidesDecrementAtMinimum: cartMode))
      ?? .default
  }

  /// 0…10 000 by 0.1 with German number symbols (the literal symbols and range cannot throw).
  fileprivate static func germanFixture() -> StepperConfiguration {
    guard let symbols = try? NumberSymbols(decimalSeparator: ",", groupingSeparator: "."),
      let configuration = try? StepperConfiguration(
        minimum: 0, maximum: 10_000, step: FixedDecimal(units: 1, scale: 1),
        numberSymbols: symbols)
    else { return .default }
    return configuration
  }
}
