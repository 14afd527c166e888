import ControlKit
import ControlKitSwiftUI
import SwiftUI

/// The catalog's SwiftUI screen: the articles' scenarios with `StepperView`, `ArcStepperView`,
/// the loading HUD (the scene's, `sceneLoadingHUD()` at the app's root, `\.loadingHUD` below,
/// a sheet's content included), `CircleImageView` and `enlargedTouchArea`.
struct CatalogScreen: View {
  @State private var quantity = 1
  @State private var volume = 5
  @State private var status = "Hold + or −, drag the ring, start a task."
  @State private var isOverlayShown = true
  @State private var isSheetShown = false
  @StateObject private var priceOwner = PriceOwner()
  @Environment(\.loadingHUD) private var hud

  var body: some View {
    // Ten views at most in one builder block: an iOS 16 deployment's `ViewBuilder` has no
    // variadic `buildBlock` (it came with the iOS 17 SDK), so each scenario is a group.
    VStack(spacing: 14) {
      steppers
      Text("Volume")
      ArcStepperView("Volume", step: $volume, count: 10)
        .frame(width: 120, height: 120)
      Text("Loading HUD")
      HStack(spacing: 12) {
        Button("Fast") { run(.fast) }
        Button("Slow") { run(.slow) }
        Button("Overlapping") { run(.overlapping) }
        Button("Progress") { run(.progress) }
        Button("Cancellable") { run(.cancellable) }
        Button("Bar and toast") { run(.barAndToast) }
        Button("In a sheet") { isSheetShown = true }
      }
      Text("Avatar")
      CircleImageView(
        Image(systemName: "person.crop.circle.fill"), description: "Li Wei",
        style: CircleImageStyle(border: CircleImageBorder(width: 2, color: .white))
      )
      .frame(width: 64, height: 64)
      Text("Enlarged close button over a pass-through overlay")
      map
      Text(status)
    }
    .padding(20)
    // The sheet's tasks show the scene's HUD above the sheet.
    .sheet(isPresented: $isSheetShown) { CatalogSheet() }
  }

  /// The cart quantity stepper and the price edit bar, with their captions.
  @ViewBuilder private var steppers: some View {
    Text("Cart quantity")
    StepperView("Quantity", value: $quantity, in: 0...99) { editing in
      if !editing { status = "Saved quantity \(quantity)" }  // once per hold, edit or key
    }
    .stepperCartMode()
    Text("Price (the edit bar: the owner decides)")
    StepperView(
      label: { Text(priceOwner.text) },
      onIncrement: priceOwner.canIncrease ? { priceOwner.increase() } : nil,
      onDecrement: priceOwner.canDecrease ? { priceOwner.decrease() } : nil)
  }

  /// A "map" whose button takes taps, under an overlay that takes none itself: only its
  /// 20-point close button, enlarged to 44 × 44, takes touches.
  private var map: some View {
    ZStack(alignment: .topLeading) {
      Button("Tap the map") {
        isOverlayShown = true
        status = "The map took the tap"
      }
      .frame(height: 96)
      if isOverlayShown {
        Image(systemName: "xmark")
          .frame(width: 20, height: 20)
          .onTapGesture {
            isOverlayShown = false
            status = "Overlay closed"
          }
          .enlargedTouchArea()
      }
    }
  }

  /// Runs one HUD scenario on the scene's HUD (one per window scene, no singleton).
  ///
  /// The waits stand for network work.
  private func run(_ demo: CatalogHUDDemo) {
    let hud = hud
    switch demo {
    case .fast:
      Task { await hud.during("Loading") { try? await Task.sleep(for: .milliseconds(200)) } }
    case .slow:
      Task {
        await hud.during("Saving…") { try? await Task.sleep(for: .seconds(2)) }
        hud.post(.success("Saved"))
      }
    case .overlapping:
      Task { await hud.during("Syncing") { try? await Task.sleep(for: .seconds(1)) } }
      Task { await hud.during("Uploading") { try? await Task.sleep(for: .seconds(2.5)) } }
    case .progress:
      Task {
        let token = hud(.progress(0, "Downloading"))
        for percent in stride(from: 10, through: 100, by: 10) {
          try? await Task.sleep(for: .milliseconds(250))
          hud.update(token, to: .progress(Double(percent) / 100, "Downloading \(percent)%"))
        }
        hud.end(token)
        hud.post(.success("Downloaded"))
      }
    case .cancellable:
      Task {
        do {
          try await hud.during(.spinner("Uploading").cancellable()) {
            try await Task.sleep(for: .seconds(5))
          }
          hud.post(.success("Uploaded"))
        } catch {
          status = "Upload cancelled"
        }
      }
    case .barAndToast:
      Task {
        let token = hud(.progress(0, "Uploading", style: .bar).detailed("0 of 10 photos"))
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
}
