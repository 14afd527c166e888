// An iOS developer's SwiftUI screen, written from the README and the SwiftUI article only:
// `StepperView` as Apple's `Stepper` with a trailing `onEditingChanged` closure, the stepper
// modifiers, the arc stepper, the HUD container and action, a circle image and an enlarged touch
// area. `scripts/check-doc-examples.py` compiles it in Swift 5 and Swift 6 modes with warnings as
// errors, against the SwiftUI stub.
import ControlKit
import ControlKitSwiftUI
import SwiftUI

/// The cart screen.
struct CartScreen: View {
  @State private var quantity = 1
  @State private var price = 5.0
  @State private var volume = 5
  @State private var isLoading = false
  @Environment(\.loadingHUD) private var hud

  var body: some View {
    VStack(spacing: 16) {
      StepperView("Quantity", value: $quantity, in: 0...99) { editing in
        if !editing { saveQuantity() }
      }
      .stepperCartMode()
      StepperView("Price", value: $price, in: 0.1...9.9, step: 0.1, format: .currency(code: "EUR"))
        .stepperRepeatPolicy(StepperRepeatPolicy(acceleration: nil))
        .stepperLimitFeedback(.shake)
        .stepperLabelsHidden()
        .environment(\.locale, Locale(identifier: "de_DE"))
      ArcStepperView("Volume", step: $volume, count: 10)
        .frame(width: 120, height: 120)
      CircleImageView(Image("avatar"), description: "Li Wei")
        .frame(width: 80, height: 80)
      Image(systemName: "xmark")
        .onTapGesture { isLoading = false }
        .enlargedTouchArea()
      Button("Save") {
        Task {
          try await hud.during("Saving…") { try await Task.sleep(for: .seconds(1)) }
          hud.post(.success("Saved"))
        }
      }
    }
    .stepperStyle(.standard)
    .loadingHUD(isPresented: isLoading, title: "正在处理中...")
  }

  private func saveQuantity() {
    print("save", quantity)
  }
}

/// The app: one HUD container at the root.
struct CartApp: App {
  var body: some Scene {
    WindowGroup {
      CartScreen().loadingHUDContainer()
    }
  }
}
