import ControlKit
import ControlKitUIKit
import UIKit

/// The catalog's UIKit screen: the articles' scenarios with `StepperControl`,
/// `ArcStepperControl`, `LoadingHUD`, `CircleImageView`, `TouchAreaButton` and `PassThroughView`.
///
/// Everything the controls say (VoiceOver's hints, announcements, the HUD's default title)
/// follows the app's language: run the app in Simplified Chinese and the HUD says 加载中.
@MainActor
final class CatalogViewController: UIViewController {
  private let catalog = CatalogView(frame: .zero)
  private let model = PriceModel()
  private var saves = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    catalog.frame = view.bounds
    catalog.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(catalog)
    connectQuantity()
    connectPriceBar()
    connectVolume()
    connectHUDButtons()
    connectOverlay()
  }

  /// The cart saves once per interaction (a whole hold), not once per repeat.
  private func connectQuantity() {
    let quantity = catalog.quantity
    quantity.addAction(
      UIAction { [weak self] _ in self?.saved(quantity.value) },
      for: StepperControl.interactionEndedEvent)
  }

  /// The edit bar: the bar proposes, the model decides, the bar shows the model.
  private func connectPriceBar() {
    let bar = catalog.priceBar
    bar.onValueProposed = { [weak self] proposed, _ in self?.model.consider(proposed) }
    model.onPriceChange = { [weak self] price in
      bar.setValue(price)
      self?.show("Price \(price)")
    }
  }

  private func connectVolume() {
    catalog.volume.onValueChanged = { [weak self] step, source in
      self?.show("Volume \(step) (\(source))")
    }
  }

  private func connectHUDButtons() {
    for (button, demo) in zip(catalog.hudButtons, HUDDemo.allCases) {
      button.addAction(UIAction { [weak self] _ in self?.run(demo) }, for: .touchUpInside)
    }
  }

  /// The close button hides the overlay; the map's button takes taps through it.
  private func connectOverlay() {
    let overlay = catalog.overlay
    catalog.closeButton.addAction(
      UIAction { [weak self] _ in
        overlay.isHidden = true
        self?.show("Overlay closed")
      }, for: .touchUpInside)
    catalog.mapButton.addAction(
      UIAction { [weak self] _ in
        overlay.isHidden = false
        self?.show("The map took the tap through the overlay")
      }, for: .touchUpInside)
  }

  /// Runs one HUD scenario on this screen's HUD (one per view, no singleton), or, above a
  /// sheet, on the scene's.
  ///
  /// The waits stand for network work.
  private func run(_ demo: HUDDemo) {
    let hud = LoadingHUD.hud(for: view)
    switch demo {
    case .fast:
      Task {
        await hud.during { try? await Task.sleep(for: .milliseconds(200)) }
        show("Fast: done before the grace period, nothing showed")
      }
    case .slow:
      Task {
        await hud.during { try? await Task.sleep(for: .seconds(2)) }
        hud.post(.success("Saved"))
      }
    case .overlapping:
      Task { await hud.during(.spinner("Syncing")) { try? await Task.sleep(for: .seconds(1)) } }
      Task {
        await hud.during(.spinner("Uploading")) { try? await Task.sleep(for: .seconds(2.5)) }
      }
    case .progress:
      Task {
        let token = hud.begin(.progress(0, "Downloading"))
        for percent in stride(from: 10, through: 100, by: 10) {
          try? await Task.sleep(for: .milliseconds(250))
          hud.update(token, to: .progress(Double(percent) / 100, "Downloading \(percent)%"))
        }
        hud.end(token)
        hud.post(.success("Downloaded"))
      }
    case .aboveSheet:
      presentSheetAndUpload()
    case .ownView:
      let cloud = UIImageView(image: UIImage(systemName: "icloud.and.arrow.up"))
      Task {
        let finished = await hud.during(indicator: cloud, title: "Uploading", cancellable: true) {
          () async -> Bool in
          (try? await Task.sleep(for: .seconds(3))) != nil
        }
        hud.post(finished ? .success("Uploaded") : .info("Upload cancelled"))
      }
    case .toast:
      hud.post(.toast("Link copied"))
    case .barWithDetails:
      Task {
        let token = hud.begin(.progress(0, "Uploading", style: .bar).detailed("0 of 10 photos"))
        for photo in 1...10 {
          try? await Task.sleep(for: .milliseconds(300))
          hud.update(
            token,
            to: .progress(Double(photo) / 10, "Uploading", style: .bar)
              .detailed("\(photo) of 10 photos"))
        }
        hud.end(token)
        hud.post(.toast("10 photos uploaded"))
      }
    }
  }

  /// Presents a sheet, then runs a cancellable upload on the window scene's HUD, which shows
  /// above the sheet (a HUD over this controller's view would be under it); the sheet goes
  /// when the upload ends or is cancelled.
  private func presentSheetAndUpload() {
    guard let scene = view.window?.windowScene else { return }
    let sheet = UIViewController(nibName: nil, bundle: nil)
    sheet.view.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    present(sheet, animated: true)
    let hud = LoadingHUD.hud(for: scene)
    Task {
      do {
        try await hud.during(.spinner("Uploading").cancellable()) {
          try await Task.sleep(for: .seconds(4))
        }
        hud.post(.success("Uploaded"))
      } catch {
        hud.post(.info("Upload cancelled"))
      }
      sheet.dismiss(animated: true)
    }
  }

  private func saved(_ quantity: FixedDecimal) {
    saves += 1
    show("Saved quantity \(quantity) (save #\(saves))")
  }

  private func show(_ text: String) {
    catalog.status.text = text
  }
}
