/// The feedback a front-end gives when the user pushes against a limit; it performs what its
/// platform supports and ignores the rest.
///
/// PPNumberButton shakes, GMStepper flashes, GtkSpinButton rings the bell; phones use haptics.
public struct LimitFeedback: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt8

  /// Creates a set from raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shake the control sideways (PPNumberButton's `shakeAnimation`).
  public static let shake = LimitFeedback(rawValue: 1 << 0)
  /// A light haptic tap on devices that have one.
  public static let haptic = LimitFeedback(rawValue: 1 << 1)
  /// The desktop error bell (GTK's `gtk_widget_error_bell`).
  public static let bell = LimitFeedback(rawValue: 1 << 2)

  /// Every kind: each front-end picks what it can do.
  public static let standard: LimitFeedback = [.shake, .haptic, .bell]
}
