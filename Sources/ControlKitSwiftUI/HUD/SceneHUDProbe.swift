#if canImport(SwiftUI) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import SwiftUI
import UIKit

/// An empty UIKit view behind a SwiftUI view that tells its ``SceneHUDLink`` which window scene
/// it is in: SwiftUI has no environment value for the scene.
struct SceneHUDProbe: UIViewRepresentable {
  /// The link told of each window the probe moves to.
  let link: SceneHUDLink

  /// A hidden, touch-free view reporting its windows to `link`.
  func makeUIView(context: Context) -> SceneHUDProbeView {
    SceneHUDProbeView(link: link)
  }

  /// Nothing to update: the probe's only input is its window.
  func updateUIView(_ uiView: SceneHUDProbeView, context: Context) {}
}
#endif
