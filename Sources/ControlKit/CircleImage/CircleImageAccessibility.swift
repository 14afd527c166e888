/// What a screen reader hears for a circle image.
public enum CircleImageAccessibility {
  /// The accessibility element for an image described by `description`, or `nil` for a decorative
  /// image (no description, or only white space), which front-ends hide from screen readers
  /// (UIKit `isAccessibilityElement = false`, GTK `GTK_ACCESSIBLE_ROLE_PRESENTATION`).
  ///
  /// ```swift
  /// CircleImageAccessibility.element(description: "Profile photo of Li Wei")?.role  // .image
  /// ```
  public static func element(description: String?) -> AccessibilityElement? {
    guard let description, description.contains(where: { !$0.isWhitespace }) else { return nil }
    return AccessibilityElement(role: .image, label: description)
  }
}
