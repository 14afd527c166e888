// The names the SwiftUI examples of the README and the DocC articles take for granted, declared
// the way an app would have them. `scripts/check-doc-examples.py` compiles each document's SwiftUI
// blocks next to this file.
import Combine
import ControlKit
import ControlKitSwiftUI
import Foundation
import SwiftUI

/// The app's own save.
@MainActor func save() {}

/// Closes the screen.
@MainActor func close() {}

/// The app's model: orders, loading and saving.
@MainActor final class AppModel: ObservableObject {
  @Published var isLoading = false
  @Published var orders: [String] = []
  func save() async throws {}
}

/// The app's model.
@MainActor let model = AppModel()

/// The app's list of orders.
struct OrderList: View {
  let orders: [String]
  var body: some View {
    VStack {
      Text("\(orders.count) orders")
    }
  }
}

/// The app's root view.
struct ContentView: View {
  var body: some View {
    OrderList(orders: [])
  }
}
