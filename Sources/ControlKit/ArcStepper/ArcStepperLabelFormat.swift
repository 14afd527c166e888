/// Turns the current step and the step count into the label shown in the ring's centre.
///
/// Formats compare by ``identifier`` (closures cannot be compared), so give each custom format its
/// own identifier.
///
/// ```swift
/// let percent = ArcStepperLabelFormat(identifier: "percent") { step, count in
///   "\(step * 100 / count)%"
/// }
/// percent.text(step: 5, count: 10)  // "50%"
/// ```
public struct ArcStepperLabelFormat: Hashable, Sendable {
  /// Names the format; two formats with the same identifier are considered equal.
  public let identifier: String
  private let format: @Sendable (Int, Int) -> String

  /// Creates a format from a closure receiving `(step, count)`.
  public init(identifier: String, format: @escaping @Sendable (Int, Int) -> String) {
    self.identifier = identifier
    self.format = format
  }

  /// The article's label: `"current/count"`, such as `"5/10"`.
  public static let fraction = ArcStepperLabelFormat(identifier: "fraction") { step, count in
    "\(step)/\(count)"
  }

  /// The label for `step` of `count`.
  public func text(step: Int, count: Int) -> String { format(step, count) }

  /// Compares identifiers.
  public static func == (lhs: ArcStepperLabelFormat, rhs: ArcStepperLabelFormat) -> Bool {
    lhs.identifier == rhs.identifier
  }

  /// Hashes the identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}
