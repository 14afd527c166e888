extension HUDState {
  /// What is on screen at `instant`: the fade's opacity (and a zoom's scale), the dimming (the
  /// box's opacity while the touch policy in force blocks every touch,
  /// ``HUDPresentation/dimmingOpacity``), the core spinner's phase (nil for a
  /// ``HUDSpinnerSource/platform`` spinner) and the task whose app view shows.
  public func presentation(at instant: ControlInstant) -> HUDPresentation {
    let opacity = presentedOpacity(at: instant)
    return HUDPresentation(
      opacity: opacity,
      spinnerPhase: spinnerSource == .core ? spinnerPhase(at: instant) : nil,
      customIndicatorToken: customIndicatorToken,
      scale: fade == nil
        ? 1 : timing.animation.scale(atOpacity: opacity, reducesMotion: reducesMotion),
      // Nothing on screen dims nothing: the policy is read only while the box shows.
      dimmingOpacity: opacity > 0 && activeTouchPolicy == .blocksAll ? opacity : 0)
  }

  /// The opacity at `instant`: 0 while hidden or in the grace period, 1 while visible, the
  /// fade's value while showing or hiding.
  public func presentedOpacity(at instant: ControlInstant) -> Double {
    switch phase {
    case .hidden, .pendingGrace: 0
    case .visible: 1
    case .showing: fade?.opacity(at: instant) ?? 1
    case .hiding: fade?.opacity(at: instant) ?? 0
    }
  }

  /// Whether frames are needed at `instant`.
  ///
  /// While fading in or out, and while the core's spinner runs (only while the HUD is on
  /// screen; a ``HUDSpinnerSource/platform`` spinner animates itself). A hidden or resting
  /// text-only HUD needs none.
  public func needsFrames(at instant: ControlInstant) -> Bool {
    switch phase {
    case .showing, .hiding: true
    case .hidden, .pendingGrace, .visible: spinnerSource == .core && spinnerStartedAt != nil
    }
  }
}
