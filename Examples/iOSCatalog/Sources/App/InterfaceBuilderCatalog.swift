import SwiftUI
import UIKit

/// `Designable.storyboard`'s screen in the app's tab view: `DesignableArcStepper` and
/// `DesignableStepper`, the one-line `@IBDesignable` subclasses of this app target, configured
/// with their inspectables.
struct InterfaceBuilderCatalog: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIViewController {
    UIStoryboard(name: "Designable", bundle: nil).instantiateInitialViewController()
      ?? UIViewController()
  }

  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
