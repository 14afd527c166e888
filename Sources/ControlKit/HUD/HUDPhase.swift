/// Where a HUD is in its life, with the instants that matter.
public enum HUDPhase: Hashable, Sendable {
  /// Not on screen, nothing pending.
  case hidden
  /// A task is running but the grace period has not passed: the HUD appears at `showAt`
  /// unless every task ends first.
  case pendingGrace(showAt: ControlInstant)
  /// Animating in since `since`; it stays at least until `minimumUntil`.
  case showing(since: ControlInstant, minimumUntil: ControlInstant)
  /// Fully on screen since `since`; it stays at least until `minimumUntil`.
  case visible(since: ControlInstant, minimumUntil: ControlInstant)
  /// Animating out since `since`; a new task reverses the animation.
  case hiding(since: ControlInstant)

  /// Whether any part of the HUD can be seen (showing, visible or hiding).
  public var isOnScreen: Bool {
    switch self {
    case .showing, .visible, .hiding: true
    case .hidden, .pendingGrace: false
    }
  }

  /// Whether the HUD is up: showing (animating in) or visible.
  ///
  /// These are the phases in which it blocks touches and counts as presented. Unlike ``isOnScreen`` it excludes hiding, whose task is
  /// over.
  public var isPresented: Bool {
    switch self {
    case .showing, .visible: true
    case .hidden, .pendingGrace, .hiding: false
    }
  }

  /// The end of the minimum show time while showing or visible, else `nil`.
  var minimumUntil: ControlInstant? {
    switch self {
    case .showing(_, let until), .visible(_, let until): until
    case .hidden, .pendingGrace, .hiding: nil
    }
  }
}
