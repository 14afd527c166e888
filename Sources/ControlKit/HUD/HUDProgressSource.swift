/// Work a HUD task follows (``HUDDriver/follow(_:content:)``): the five things the HUD reads of a
/// Foundation `Progress`, under the same names, so the core stays Foundation-free.
///
/// The core's own ``HUDProgress`` conforms (GTK's `GTKHUD` follows it); UIKit's `LoadingHUD` and
/// SwiftUI's `LoadingHUDAction` follow a Foundation `Progress` through one small adapter shared by
/// both front-ends. The HUD reads it every ``HUDTiming/progressSampling`` on its clock, on the main
/// actor, and holds it only while its task runs.
///
/// ```swift
/// final class Download: HUDProgressSource {
///   var fractionCompleted = 0.0
///   var localizedDescription: String? { "Downloading" }
///   var isFinished: Bool { fractionCompleted >= 1 }
///   private(set) var isCancelled = false
///   func cancel() { isCancelled = true }
/// }
/// ```
@MainActor
public protocol HUDProgressSource: AnyObject {
  /// The part done, `0...1`.
  var fractionCompleted: Double { get }
  /// A description of the work, the task's title while the app gives none; nil for none.
  var localizedDescription: String? { get }
  /// Whether the work is done: the task ends at the next sample.
  var isFinished: Bool { get }
  /// Whether the work was cancelled: the task ends at the next sample.
  var isCancelled: Bool { get }
  /// Cancels the work: called once when the task is cancelled (its Cancel button, Esc,
  /// VoiceOver's escape, ``HUDDriver/cancel(_:)``).
  func cancel()
}
