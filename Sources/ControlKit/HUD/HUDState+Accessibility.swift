extension HUDState {
  /// What a screen reader finds while the HUD is on screen, or `nil` when it is not.
  ///
  /// A progress ring is a ``AccessibilityRole/progressBar`` with its percentage as value (GTK's
  /// value-now in `0...1`), written in ``language``'s pattern with ``numberSymbols``' digits
  /// ("50%", "50 %", "٥٠٪؜"); everything else is a ``AccessibilityRole/status`` whose label is
  /// the title (or ``idleAnnouncement``), its details line joined as ``language`` joins them
  /// ("Uploading, 3 of 10", "正在上传，3/10").
  public var accessibilityElement: AccessibilityElement? {
    guard phase.isOnScreen, let content = displayedContent else { return nil }
    let label = announcement(for: content)
    if let fraction = content.progress {
      let percent = Int((fraction * 100).rounded())
      return AccessibilityElement(
        role: .progressBar, label: label,
        value: language.percentText(percent, numberSymbols: numberSymbols), range: 0...1,
        numericValue: fraction)
    }
    return AccessibilityElement(role: .status, label: label)
  }

  /// The Cancel button as a screen reader finds it while it is on screen, or `nil`.
  ///
  /// A button named `cancelTitle` ("Cancel"). Activating it, or VoiceOver's escape gesture
  /// (`accessibilityPerformEscape`), sends ``HUDEvent/cancelPressed(at:)``.
  public func cancelButtonAccessibilityElement(cancelTitle: String) -> AccessibilityElement? {
    guard cancellableToken != nil else { return nil }
    return AccessibilityElement(role: .button, label: cancelTitle)
  }
}
