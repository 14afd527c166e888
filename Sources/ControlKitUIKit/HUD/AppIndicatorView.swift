#if canImport(UIKit)
import UIKit

/// An app's view given to `LoadingHUD.begin(indicator:title:cancellable:size:)`, kept under its
/// task's token, and what must live as long as it does.
struct AppIndicatorView {
  /// The view shown where the spinner goes.
  let view: UIView
  /// What the view needs alive (a SwiftUI view's `UIHostingController`), or nil.
  let owner: AnyObject?
}
#endif
