/// Everything a screen reader needs to know about a control, computed by the core and mapped by each
/// front-end to its platform API.
public struct AccessibilityElement: Hashable, Sendable {
  /// Actions the element supports besides activation.
  public enum Action: String, Hashable, Sendable, CaseIterable {
    /// Step up (VoiceOver swipe up, ATK increment).
    case increment
    /// Step down.
    case decrement
  }

  /// What the control is.
  public var role: AccessibilityRole
  /// A short name ("Quantity").
  public var label: String
  /// The current value as it should be spoken, with U+2212 for a minus sign.
  public var value: String?
  /// What using it does.
  public var hint: String?
  /// Actions available right now (an action at its limit is absent unless the control wraps).
  public var actions: Set<Action>
  /// Whether the element can be used at all.
  public var isEnabled: Bool
  /// For range-based roles: the lowest, current and highest value as numbers, for platform APIs
  /// such as GTK's value-min/value-now/value-max.
  public var range: ClosedRange<Double>?
  /// The current numeric value for range-based roles.
  public var numericValue: Double?

  /// Creates an element.
  public init(
    role: AccessibilityRole, label: String, value: String? = nil, hint: String? = nil,
    actions: Set<Action> = [], isEnabled: Bool = true, range: ClosedRange<Double>? = nil,
    numericValue: Double? = nil
  ) {
    self.role = role
    self.label = label
    self.value = value
    self.hint = hint
    self.actions = actions
    self.isEnabled = isEnabled
    self.range = range
    self.numericValue = numericValue
  }
}
