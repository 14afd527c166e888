/// The spinner's look over time: a pure function of the time since it started.
///
/// Like `UIActivityIndicatorView`, the spinner has 12 spokes and the bright spoke jumps from one
/// spoke to the next (it does not glide), one full turn per second. Because the phase is computed
/// from elapsed time, a front-end can redraw at any frame rate, or skip frames, and always shows
/// the same spinner for the same instant.
public enum HUDSpinner {
  /// The number of spokes, 12 (`UIActivityIndicatorView`'s).
  public static let spokes = 12
  /// The time for one full turn, 1 s.
  public static let period: Duration = .seconds(1)

  /// The phase (`0..<1` of a turn, a multiple of 1/``spokes``) after `elapsed` since the spinner
  /// started; negative elapsed times count as zero, and any positive one works (no overflow).
  ///
  /// ```swift
  /// HUDSpinner.phase(elapsed: .milliseconds(250))  // 0.25
  /// HUDSpinner.phase(elapsed: .milliseconds(1090)) // 1/12
  /// ```
  public static func phase(elapsed: Duration) -> Double {
    guard elapsed > .zero else { return 0 }
    let periodTicks = max(1, microseconds(within: period, modulo: Int64.max))
    let within = microseconds(within: elapsed, modulo: periodTicks)
    let spoke = within * Int64(spokes) / periodTicks
    return Double(spoke) / Double(spokes)
  }

  /// A positive duration in whole microseconds, modulo `modulus`, computed from its components
  /// so that no elapsed time overflows (and without `Int128`, which older Apple platforms lack).
  private static func microseconds(within duration: Duration, modulo modulus: Int64) -> Int64 {
    let (seconds, attoseconds) = duration.clampedComponents
    let fraction = attoseconds / 1_000_000_000_000
    guard modulus != Int64.max else { return seconds &* 1_000_000 &+ fraction }
    let secondsPart = (seconds % modulus).multipliedFullWidth(by: 1_000_000 % modulus)
    let (_, wrapped) = modulus.dividingFullWidth(secondsPart)
    return (wrapped + fraction % modulus) % modulus
  }
}
