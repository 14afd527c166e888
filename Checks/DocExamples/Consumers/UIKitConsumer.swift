// An iOS developer's screen, written from the README and the UIKit articles only, the way an app
// writes it: a view controller with the cart stepper, the controlled price bar, the arc stepper,
// the HUD, an avatar and an enlarged close button. `scripts/check-doc-examples.py` compiles it in
// Swift 5 and Swift 6 modes with warnings as errors, against the UIKit stubs.
import Combine
import ControlKit
import ControlKitUIKit
import UIKit

/// The cart screen.
final class CartViewController: UIViewController {
  private let quantity = StepperControl(
    value: 1, configuration: (try? StepperConfiguration(range: 1...99)) ?? .default)
  private let priceBar: StepperControl
  private let volume = ArcStepperControl(label: "Volume")
  private let avatar = CircleImageView(image: UIImage(named: "li"), description: "Li Wei")
  private let close = TouchAreaButton(type: .system)
  private var subscriptions: Set<AnyCancellable> = []
  private var price: FixedDecimal = 5.0
  private var saved: [FixedDecimal] = []

  init() {
    let configuration = (try? StepperConfiguration(range: 0.1...9.9, step: 0.1)) ?? .default
    priceBar = StepperControl(value: 5.0, configuration: configuration, mode: .controlled)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    let configuration = (try? StepperConfiguration(range: 0.1...9.9, step: 0.1)) ?? .default
    priceBar = StepperControl(value: 5.0, configuration: configuration, mode: .controlled)
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    [quantity, priceBar, volume, avatar, close].forEach { view.addSubview($0) }

    // Target-action, without a selector: UIAction.
    quantity.addAction(
      UIAction { [weak self] _ in self?.saveQuantity() }, for: StepperControl.interactionEndedEvent)
    quantity.addAction(UIAction { _ in print("changed by the user") }, for: .valueChanged)
    // The delegate implements one method.
    quantity.delegate = self
    // Closures, Combine and an AsyncSequence.
    quantity.onLimitReached = { limit in print("limit", limit) }
    quantity.valuePublisher
      .map(\.value)
      .sink { value in print("value", value) }
      .store(in: &subscriptions)
    Task { [quantity] in
      for await change in quantity.valueChanges where change.source != .programmatic {
        print("user change", change.value)
      }
    }
    // Numbers as the user's locale writes them (the default); a pinned locale and a currency.
    quantity.locale = Locale(identifier: "de_DE")
    let euros = NumberFormatter()
    euros.numberStyle = .currency
    euros.currencyCode = "EUR"
    quantity.setNumberFormat(euros)
    quantity.setNumberFormat(nil as NumberFormatter?)
    quantity.showsDoneButton = true
    // UIKit's own state stays UIKit's; the core's state is coreState.
    let state: UIControl.State = quantity.state
    if state.contains(.disabled) || !quantity.coreState.isEnabled { print("disabled") }

    // "UI emits events, data drives UI": the owner decides the price.
    priceBar.onValueProposed = { [weak self] proposed, _ in self?.setPrice(proposed) }

    // PPNumberButton's names.
    let legacy = StepperControl()
    legacy.minValue = 1
    legacy.maxValue = 10
    legacy.shakeAnimation = true
    legacy.decreaseHide = true
    legacy.numberResult { number in print(number) }
    view.addSubview(legacy)

    // UIStepper's names, as code written for UIStepper sets them.
    let uiStepperStyle = StepperControl()
    uiStepperStyle.minimumValue = 0
    uiStepperStyle.maximumValue = 10
    uiStepperStyle.stepValue = 0.5
    uiStepperStyle.doubleValue = 2.5
    uiStepperStyle.wraps = true
    uiStepperStyle.autorepeat = false
    uiStepperStyle.isContinuous = false
    uiStepperStyle.addAction(
      UIAction { [weak uiStepperStyle] _ in print(uiStepperStyle?.doubleValue ?? 0) },
      for: .valueChanged)
    view.addSubview(uiStepperStyle)

    // The app's language by default; Simplified Chinese when asked.
    let chinese = StepperControl(language: .simplifiedChinese)
    if chinese.language != ControlLanguage.appPreferred() { chinese.language = .english }
    view.addSubview(chinese)

    volume.onValueChanged = { step, _ in print("volume", step) }
    avatar.borderWidth = 3
    avatar.borderColor = .white
    close.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
    close.touchArea = .expanded(by: Insets(all: 20))
  }

  private func setPrice(_ proposed: FixedDecimal) {
    price = proposed
    priceBar.setValue(price)
  }

  private func saveQuantity() {
    saved.append(quantity.value)
  }

  /// Signs in under the HUD.
  func signIn() async throws {
    let hud = LoadingHUD.hud(for: view, language: .simplifiedChinese)  // untitled: 加载中
    try await hud.during(.spinner("Signing in…")) { try await Task.sleep(for: .seconds(1)) }
    hud.post(.success("Signed in"))
  }
}

extension CartViewController: StepperControlDelegate {
  func stepperControl(_ stepper: StepperControl, didReach limit: RangeLimit) {
    print("reached", limit)
  }
}
