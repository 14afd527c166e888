/// Work done so far, for a HUD task to follow where Foundation's `Progress` is not at hand (GTK's
/// `GTKHUD.follow(_:content:)` and `during(progress:content:operation:)`): the core's own
/// ``HUDProgressSource``.
///
/// The members a HUD reads are Foundation `Progress`'s, with the same names and meaning, so code
/// that reports to one reads the same with the other (UIKit's `LoadingHUD` and SwiftUI's
/// `LoadingHUDAction` follow a Foundation `Progress`): ``totalUnitCount``,
/// ``completedUnitCount``, ``fractionCompleted``, ``localizedDescription``, ``isFinished``,
/// ``isCancelled``, ``cancel()`` and ``cancellationHandler``. The core stays Foundation-free, so
/// this is its own small type; it lives on the main actor, as the HUD does (report from a
/// background task with `await MainActor.run { ... }`).
///
/// The HUD reads it every ``HUDTiming/progressSampling`` on its clock, not on each change, so
/// counting bytes one by one costs nothing more than counting files.
///
/// ```swift
/// let progress = HUDProgress(totalUnitCount: 10)
/// progress.completedUnitCount += 3
/// progress.fractionCompleted           // 0.3
/// progress.localizedDescription = "Uploading 3 of 10 photos"
/// ```
@MainActor
public final class HUDProgress {
  /// How many units the work has in all; 0 (or less) while unknown, when
  /// ``fractionCompleted`` is 0.
  public var totalUnitCount: Int64
  /// How many units are done.
  public var completedUnitCount: Int64
  /// A description of the work for the HUD's title, or nil for none.
  ///
  /// A task that follows this progress without a title of its own shows it, read again at
  /// every sample (Foundation's `Progress` gives a default sentence; this one has none).
  public var localizedDescription: String?
  /// Called once, on the main actor, when ``cancel()`` first cancels the work (a HUD's Cancel
  /// button does): stop the work there when nothing else polls ``isCancelled``.
  public var cancellationHandler: (@MainActor () -> Void)?
  /// Whether the work was cancelled (``cancel()``).
  public private(set) var isCancelled = false

  /// Work of `totalUnitCount` units, none done yet.
  ///
  /// - Parameter totalUnitCount: how many units the work has; 0 while unknown.
  public init(totalUnitCount: Int64 = 0) {
    self.totalUnitCount = totalUnitCount
    completedUnitCount = 0
  }

  /// The part done, `completedUnitCount / totalUnitCount` in `0...1`: 0 while the total is not
  /// positive, 1 from the total on.
  public var fractionCompleted: Double {
    guard totalUnitCount > 0 else { return 0 }
    return min(1, max(0, Double(completedUnitCount) / Double(totalUnitCount)))
  }

  /// Whether the work is done: a positive total, all of it completed.
  public var isFinished: Bool {
    totalUnitCount > 0 && completedUnitCount >= totalUnitCount
  }

  /// Marks the work cancelled and calls ``cancellationHandler`` (once: a second call does
  /// nothing).
  public func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    cancellationHandler?()
  }
}
