extension HUDState {
  /// What a screen reader finds while the HUD is on screen, or `nil` when it is not.
  ///
  /// A progress ring is a ``AccessibilityRole/progressBar`` with its percentage as value (GTK's
  /// value-now in `0...1`); everything else is a ``AccessibilityRole/status`` whose label is the
  /// title (or ``idleAnnouncement``).
  public var accessibilityElement: AccessibilityElement? {
    guard phase.isOnScreen, let content = displayedContent else { return nil }
    let label = announcement(for: content)
    if let fraction = content.progress {
      let percent = Int((fraction * 100).rounded())
      return AccessibilityElement(
        role: .progressBar, label: label, value: "\(percent)%", range: 0...1,
        numericValue: fraction)
    }
    return AccessibilityElement(role: .status, label: label)
  }
}
