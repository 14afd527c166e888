/// The HUD scenarios of the HUD timing article.
enum HUDDemo: CaseIterable {
  /// A 200 ms task: shorter than the 500 ms grace period, so nothing ever shows.
  case fast
  /// A 2 s task: shows after the grace period, with the default title.
  case slow
  /// Two tasks, 1 s and 2.5 s, started together: one HUD until the last one ends.
  case overlapping
  /// A download whose progress fills the ring, then a success status.
  case progress
  /// A cancellable upload while a presented controller (a sheet) is up: on the scene's HUD,
  /// which shows above the sheet; Cancel stops it.
  case aboveSheet
  /// The app's own view (a symbol's image view) in the HUD, title under it, with Cancel.
  case ownView
  /// A toast: text at the bottom of the screen for its reading time.
  case toast
  /// An upload as a bar with a details line under its title ("3 of 10 photos").
  case barWithDetails

  /// The button's title.
  var title: String {
    switch self {
    case .fast: "Fast"
    case .slow: "Slow"
    case .overlapping: "Overlapping"
    case .progress: "Progress"
    case .aboveSheet: "Above a sheet"
    case .ownView: "Own view"
    case .toast: "Toast"
    case .barWithDetails: "Bar and details"
    }
  }
}
