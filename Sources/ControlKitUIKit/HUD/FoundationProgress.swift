// One file, two modules: this is `Sources/ControlKitUIKit/HUD/FoundationProgress.swift`, and
// `Sources/ControlKitSwiftUI/HUD/FoundationProgress.swift` is a symlink to it, so each front-end
// compiles its own internal copy. An adapter, not `extension Progress: HUDProgressSource`: on iOS
// the SwiftUI front-end imports the UIKit one, and a public conformance stated in both is a
// compile error ("redundant conformance", tried with swiftc 6 on two modules); internal names
// never meet. The condition is the union of the two front-ends' own.
#if canImport(UIKit) || (canImport(SwiftUI) && !os(tvOS) && !os(watchOS))
import ControlKit
import Foundation

/// A Foundation `Progress` as the core's ``ControlKit/HUDProgressSource``: what UIKit's
/// `LoadingHUD.follow(_:content:)` and SwiftUI's `LoadingHUDAction.follow(_:content:)` hand the
/// driver's one follower (``ControlKit/HUDDriver/follow(_:content:)``).
///
/// It reads the `Progress` afresh at each sample (nothing cached) and holds it as long as the
/// driver holds this: while its task runs.
@MainActor
final class FoundationProgress: HUDProgressSource {
  /// The progress read.
  let progress: Progress

  /// The adapter of `progress`.
  init(_ progress: Progress) {
    self.progress = progress
  }

  /// The `Progress`'s `fractionCompleted`.
  var fractionCompleted: Double { progress.fractionCompleted }
  /// The `Progress`'s `localizedDescription` (Foundation's default sentence when none was set).
  var localizedDescription: String? { progress.localizedDescription }
  /// The `Progress`'s `isFinished`.
  var isFinished: Bool { progress.isFinished }
  /// The `Progress`'s `isCancelled`.
  var isCancelled: Bool { progress.isCancelled }
  /// Cancels the `Progress` (its `cancellationHandler` runs, and its children are cancelled).
  func cancel() { progress.cancel() }
}
#endif
