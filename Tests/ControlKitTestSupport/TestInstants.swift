public import ControlKit

/// The instant `milliseconds` after the origin: the one time helper every test target uses
/// (`ms(400)` reads like the timings in the rules it checks).
public func ms(_ milliseconds: Int64) -> ControlInstant { .milliseconds(milliseconds) }
