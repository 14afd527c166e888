#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import UIKit

/// The probe's view: hidden (so touch-free and out of the accessibility tree); on each move to a
/// window it gives the window's scene to its link.
class SceneHUDProbeView: UIView {
  /// The link told of each window.
  let link: SceneHUDLink

  /// A hidden probe for `link`.
  init(link: SceneHUDLink) {
    self.link = link
    super.init(frame: .zero)
    isHidden = true
    isUserInteractionEnabled = false
  }

  /// Not available: a probe is made for a link.
  required init?(coder: NSCoder) {
    nil
  }

  /// Gives the new window's scene to the link.
  override func didMoveToWindow() {
    super.didMoveToWindow()
    link.attach(to: window?.windowScene)
  }
}
#endif
