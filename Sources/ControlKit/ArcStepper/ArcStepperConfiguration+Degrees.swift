extension ArcStepperConfiguration {
  /// ``startAngle`` in degrees, clockwise from 3 o'clock (the article's 135°).
  ///
  /// ```swift
  /// var configuration = ArcStepperConfiguration()
  /// configuration.startAngleDegrees = 90  // step 0 at 6 o'clock
  /// ```
  public var startAngleDegrees: Double {
    get { Polar.degrees(radians: startAngle) }
    set { startAngle = Polar.radians(degrees: newValue) }
  }

  /// ``sweep`` in degrees (the article's 270°).
  public var sweepDegrees: Double { Polar.degrees(radians: sweep) }

  /// This configuration with a sweep of `degrees`, every other field kept.
  ///
  /// ```swift
  /// let fullRing = try ArcStepperConfiguration().replacingSweep(degrees: 360)
  /// ```
  ///
  /// - Throws: ``ArcStepperConfigurationError/sweepOutOfRange(_:)`` (in radians) outside
  ///   `(0, 360]`.
  public func replacingSweep(degrees: Double) throws(ArcStepperConfigurationError)
    -> ArcStepperConfiguration
  {
    // 360 · π / 180 may round above 2π; a full ring is exactly 2π.
    let radians = degrees == 360 ? 2 * Double.pi : Polar.radians(degrees: degrees)
    return try ArcStepperConfiguration(
      stepCount: stepCount, initialStep: initialStep, trackColor: trackColor,
      progressColor: progressColor, labelColor: labelColor, fontSize: fontSize,
      lineWidth: lineWidth, lineCap: lineCap, radiusFactor: radiusFactor,
      startAngle: startAngle, sweep: radians, innerRadiusFactor: innerRadiusFactor,
      touchSlop: touchSlop, durationPerFullSweep: durationPerFullSweep, easing: easing,
      labelFormat: labelFormat, limitFeedback: limitFeedback, language: language)
  }
}
