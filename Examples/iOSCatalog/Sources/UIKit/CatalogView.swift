import ControlKit
import ControlKitUIKit
import UIKit

/// The UIKit screen's content: one row per scenario of the articles, laid out with frames from
/// the safe area down.
@MainActor
final class CatalogView: UIView {
  /// Cart quantity: 0 … 99, − hidden at 0 (cart mode), saved once per hold.
  let quantity = StepperControl(
    value: 1,
    configuration: (try? StepperConfiguration(range: 0...99, hidesDecrementAtMinimum: true))
      ?? .default)
  /// The price bar, controlled: it reports what the user asks for and shows what the model says.
  let priceBar = StepperControl(
    value: 5.0,
    configuration: (try? StepperConfiguration(range: 0.1...9.9, step: 0.1)) ?? .default,
    mode: .controlled)
  /// The arc stepper: a volume of 0 … 10.
  let volume = ArcStepperControl(label: "Volume")
  /// The HUD scenarios' buttons.
  let hudButtons = HUDDemo.allCases.map { _ in UIButton(type: .system) }
  /// A circle avatar with a white ring.
  let avatar = CircleImageView(
    image: UIImage(systemName: "person.crop.circle.fill"), description: "Li Wei")
  /// What lies under the overlay: a "map" whose button still takes taps through the overlay.
  let map = UIView(frame: .zero)
  /// A button on the map, reached through the overlay's empty area.
  let mapButton = UIButton(type: .system)
  /// The overlay over the map: it takes no touch itself.
  let overlay = PassThroughView(frame: .zero)
  /// A 24-point close button on the overlay, touchable over at least 44 × 44 points.
  let closeButton = TouchAreaButton(type: .system)
  /// One line per row, saying what happened last.
  let status = UILabel(frame: .zero)

  private let titles = [
    "Cart quantity", "Price (controlled)", "Volume", "Loading HUD", "Avatar",
    "Enlarged close button over a pass-through overlay",
  ].map { text in
    let label = UILabel(frame: .zero)
    label.text = text
    label.font = UIFont.systemFont(ofSize: 13, weight: .medium)
    return label
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor { traits in
      traits.userInterfaceStyle == .dark
        ? UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        : UIColor(red: 1, green: 1, blue: 1, alpha: 1)
    }
    for title in titles { addSubview(title) }
    for (button, demo) in zip(hudButtons, HUDDemo.allCases) {
      button.setTitle(demo.title, for: .normal)
      addSubview(button)
    }
    avatar.borderWidth = 2
    avatar.borderColor = .white
    map.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 0.85, alpha: 1)
    mapButton.setTitle("Tap the map", for: .normal)
    closeButton.setTitle("\u{2715}", for: .normal)
    closeButton.touchArea = .minimumSize(TouchArea.recommendedMinimumSize)
    status.numberOfLines = 2
    status.font = UIFont.systemFont(ofSize: 13)
    status.text = "Hold + or −, drag the ring, start a task."
    map.addSubview(mapButton)
    overlay.addSubview(closeButton)
    for view in [quantity, priceBar, volume, avatar, map, overlay, status] as [UIView] {
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Rows from the top of the safe area: a title, then its controls.
  override func layoutSubviews() {
    super.layoutSubviews()
    let margin: CGFloat = 20
    let width = bounds.width - 2 * margin
    var y = safeAreaInsets.top + 12
    func row(_ index: Int, height: CGFloat, _ place: (CGRect) -> Void) {
      titles[index].frame = CGRect(x: margin, y: y, width: width, height: 18)
      place(CGRect(x: margin, y: y + 22, width: width, height: height))
      y += 22 + height + 14
    }
    row(0, height: 30) { quantity.frame = CGRect(x: $0.minX, y: $0.minY, width: 110, height: 30) }
    row(1, height: 30) { priceBar.frame = CGRect(x: $0.minX, y: $0.minY, width: 110, height: 30) }
    row(2, height: 120) { volume.frame = CGRect(x: $0.minX, y: $0.minY, width: 120, height: 120) }
    row(3, height: 80) { area in
      // Three buttons a line.
      let perLine = 3
      let buttonWidth = area.width / CGFloat(perLine)
      for (index, button) in hudButtons.enumerated() {
        button.frame = CGRect(
          x: area.minX + CGFloat(index % perLine) * buttonWidth,
          y: area.minY + CGFloat(index / perLine) * 44, width: buttonWidth, height: 36)
      }
    }
    row(4, height: 64) { avatar.frame = CGRect(x: $0.minX, y: $0.minY, width: 64, height: 64) }
    row(5, height: 96) { area in
      map.frame = area
      mapButton.frame = CGRect(x: 0, y: area.height - 40, width: area.width, height: 36)
      overlay.frame = area
      closeButton.frame = CGRect(x: area.width - 32, y: 8, width: 24, height: 24)
    }
    status.frame = CGRect(x: margin, y: y, width: width, height: 40)
  }
}
