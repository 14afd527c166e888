// The names the SwiftUI examples of the README and the DocC articles take for granted.
// `scripts/check-doc-examples.py` compiles each document's SwiftUI blocks next to this file.
import Combine
import ControlKit
import ControlKitSwiftUI
import Foundation
import SwiftUI

/// The app's own save.
@MainActor func save() {}

/// The app's model: loads and saves.
@MainActor final class AppModel: ObservableObject {
  @Published var isLoading = false
  func save() async throws {}
}

/// The app's model.
@MainActor let model = AppModel()
