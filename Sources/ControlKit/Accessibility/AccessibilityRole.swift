/// What a control is, for screen readers.
///
/// Front-ends map it to their platform's role
/// (UIKit traits, ATK/GTK `GtkAccessibleRole`).
public enum AccessibilityRole: String, Hashable, Sendable, CaseIterable {
  /// A value that can be stepped up and down (UIKit `.adjustable`, GTK `spin-button`).
  case spinButton
  /// A continuous value along a track (GTK `slider`); the arc stepper.
  case slider
  /// A progress indicator (GTK `progress-bar`).
  case progressBar
  /// A busy indicator with a status text (the HUD).
  case status
  /// A picture with a description.
  case image
  /// A push button.
  case button
}
