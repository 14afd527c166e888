import SwiftUI
import UIKit

/// The UIKit screen (`CatalogViewController`) in the app's tab view.
struct UIKitCatalog: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> CatalogViewController {
    CatalogViewController(nibName: nil, bundle: nil)
  }

  func updateUIViewController(_ controller: CatalogViewController, context: Context) {}
}
