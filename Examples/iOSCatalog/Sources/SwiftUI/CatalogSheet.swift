import ControlKit
import ControlKitSwiftUI
import SwiftUI

/// A sheet whose cancellable task shows the HUD above it.
///
/// The sheet inherits the environment of the screen that presents it, so `\.loadingHUD` is the
/// scene's HUD that `sceneLoadingHUD()` put at the app's root; that HUD has a window of its own
/// above the sheet. Cancel (a tap, Esc, VoiceOver's escape) cancels the save's `Task`.
///
/// `@MainActor` spelled out: SDKs before iOS 18's do not make `View` main-actor isolated, and
/// the save's `Task` must run on the main actor to post the HUD's status.
@MainActor
struct CatalogSheet: View {
  @Environment(\.loadingHUD) private var hud
  @State private var status = "Save, then cancel or wait."

  var body: some View {
    VStack(spacing: 14) {
      Text("A sheet")
      Button("Save from the sheet") { save() }
      Text(status)
    }
    .padding(20)
  }

  /// Three seconds of "saving" under a cancellable HUD; the waits stand for network work.
  private func save() {
    let hud = hud
    Task {
      do {
        try await hud.during(.spinner("Saving…").cancellable()) {
          try await Task.sleep(for: .seconds(3))
        }
        hud.post(.success("Saved"))
        status = "Saved"
      } catch {
        status = "Cancelled: nothing was saved"
      }
    }
  }
}
