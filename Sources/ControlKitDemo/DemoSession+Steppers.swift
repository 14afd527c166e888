#if GTK
import CGtk
import ControlKit
import ControlKitCairo
import ControlKitGTK
import ControlKitGallery
import Foundation

// The article's two steppers.
extension DemoSession {
  /// The article's two steppers: a shopping-cart quantity (self-managed, cart mode hides −
  /// at 0) and the price edit bar 0.1 … 9.9 in controlled mode, whose owner is this demo.
  func steppersRow() -> UnsafeMutablePointer<GtkWidget> {
    let row = box(vertical: false, spacing: 32)
    let cartColumn = box(vertical: true, spacing: 6)
    let cartCaption = caption("Cart quantity (hold ±, type, keys, wheel)")
    gtk_box_append(ck_box(cartColumn), cartCaption)
    let cart = GTKStepper(value: 0, configuration: Self.cartConfiguration)
    // The caption names the stepper for screen readers (its configuration has no label).
    cart.labelled(by: cartCaption)
    cartStepper = cart
    cart.onValueChanged = { [weak self] value, source in
      self?.emit("stepper name=cart value=\(value) source=\(source)")
    }
    // Drags off and back onto a held button, with the repeat the core has pending after each.
    cart.onEventHandled = { [weak self, weak cart] event in
      guard let cart else { return }
      let name: String
      switch event {
      case .dragExited: name = "drag-exited"
      case .dragEntered: name = "drag-entered"
      default: return
      }
      let timer = cart.coreState.pendingTimerDeadline.map { "\($0.milliseconds)" } ?? "none"
      self?.emit("stepper name=cart \(name) value=\(cart.value) repeat-at=\(timer)")
    }
    cart.onInteractionEnded = { [weak self] value in
      self?.emit("stepper name=cart interaction-ended value=\(value)")
    }
    if let widget = cart.widget {
      gtk_box_append(ck_box(cartColumn), widget)
      named.append(("cart-stepper", widget))
      if let plus = cart.incrementButton.widget { named.append(("cart-plus", plus)) }
      if let field = cart.field { named.append(("cart-field", field)) }
    }
    gtk_box_append(ck_box(row), cartColumn)

    let priceColumn = box(vertical: true, spacing: 6)
    // The range in the C locale's symbols, as the bar shows its value ("0,1 … 9,9" in de_DE).
    let symbols = NumberSymbols.cLocale()
    let range = Self.priceConfiguration.range
    let priceCaption = caption(
      "Price bar \(range.lowerBound.formatted(with: symbols)) … "
        + "\(range.upperBound.formatted(with: symbols)) (controlled by its owner)")
    gtk_box_append(ck_box(priceColumn), priceCaption)
    let bar = GTKStepper(
      value: price, configuration: Self.priceConfiguration, mode: .controlled)
    bar.labelled(by: priceCaption)
    priceBar = bar
    // The owner agrees with the stepper's own rules: it takes each proposed value (stepped,
    // clamped, snapped, empty text as the minimum) and shows it.
    bar.onValueProposed = { [weak self] value, _ in self?.setPrice(value) }
    if let widget = bar.widget {
      gtk_box_append(ck_box(priceColumn), widget)
      named.append(("price-bar", widget))
      if let plus = bar.incrementButton.widget { named.append(("price-plus", plus)) }
      if let minus = bar.decrementButton.widget { named.append(("price-minus", minus)) }
      if let field = bar.field { named.append(("price-field", field)) }
    }
    gtk_box_append(ck_box(row), priceColumn)
    return row
  }

  /// The owner's data changes, and the bar shows it.
  func setPrice(_ proposed: FixedDecimal) {
    price = proposed
    priceBar?.setValue(price)
    emit("stepper name=price value=\(price)")
    if trace { priceTextTrace.schedule() }
  }

  /// The cart: 0 … 99, − hidden at 0, in the user's language (`LANG`).
  static let cartConfiguration =
    (try? StepperConfiguration(
      range: 0...99, step: 1, hidesDecrementAtMinimum: true, language: language)) ?? .default
  /// The article's price bar, 0.1 … 9.9 in steps of 0.1.
  static let priceConfiguration =
    (try? StepperConfiguration(range: 0.1...9.9, step: 0.1, language: language)) ?? .default
  /// The language the demo speaks: the locale environment's (`LANG=zh_CN.UTF-8` gives Chinese).
  static let language = ControlLanguage.localeEnvironment()
}
#endif
