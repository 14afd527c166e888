#if GTK
/// What one of the stepper's buttons shows, as last written to GTK (GTK creates buttons
/// sensitive and visible).
struct ButtonPresentation {
  /// Whether the button is sensitive.
  var sensitive = true
  /// Whether the button is hidden (transparent, keeping its space).
  var hidden = false
}
#endif
