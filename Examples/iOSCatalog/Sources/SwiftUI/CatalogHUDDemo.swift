/// The HUD scenarios of the HUD timing article, on the SwiftUI screen.
enum CatalogHUDDemo {
  /// A 200 ms task: shorter than the 500 ms grace period, so nothing ever shows.
  case fast
  /// A 2 s task: shows after the grace period, then a success status.
  case slow
  /// Two tasks, 1 s and 2.5 s, started together: one HUD until the last one ends.
  case overlapping
  /// A download whose progress fills the ring, then a success status.
  case progress
  /// An upload with a Cancel button: Cancel, Esc or VoiceOver's escape cancels its `Task`.
  case cancellable
  /// An upload as a bar with a details line, then a toast at the bottom.
  case barAndToast
}
