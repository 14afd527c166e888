// The byte decoder every libFuzzer target shares (scripts/fuzz.sh compiles Fuzz/Support/ into
// each target's module): bytes, integers, UTF-8 text, and durations and instants across the
// whole range a `Duration` can hold, extremes included (the core's time arithmetic saturates).

/// Reads fuzz input bytes; past the end every read is 0, so any input decodes.
struct FuzzByteReader {
  /// The input.
  var bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var index = 0

  /// Whether every byte has been read.
  var isAtEnd: Bool { index >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// The next eight bytes, big-endian.
  mutating func int64() -> Int64 {
    var raw: UInt64 = 0
    for _ in 0..<8 { raw = raw << 8 | UInt64(byte()) }
    return Int64(bitPattern: raw)
  }

  /// A length byte then that many bytes as UTF-8 (invalid sequences become U+FFFD).
  mutating func text() -> String {
    let count = Int(byte())
    let end = min(bytes.count, index + count)
    let slice = UnsafeBufferPointer(rebasing: bytes[index..<end])
    index = end
    return String(decoding: slice, as: UTF8.self)
  }

  /// Durations at the ends of `Duration`'s range, and offsets near ±Int64.max seconds.
  static let extremeDurations: [Duration] = [
    Duration(attoseconds: .max), Duration(attoseconds: .min), .seconds(Int64.max),
    .seconds(Int64.min), .seconds(Int64.max) - .milliseconds(1), .seconds(Int64.max / 2),
  ]

  /// A duration: zero, small, negative, sub-millisecond, huge or extreme.
  mutating func duration() -> Duration {
    let kind = byte()
    let operand = byte()
    switch kind % 8 {
    case 0: return .zero
    case 1: return .milliseconds(Int64(operand))
    case 2: return .milliseconds(-Int64(operand))
    case 3: return .nanoseconds(Int64(operand))
    case 4: return .seconds(Int64(operand) << 34)
    case 5: return .seconds(-(Int64(operand) << 34))
    case 6: return Self.extremeDurations[Int(operand) % Self.extremeDurations.count]
    default: return .milliseconds(500)
    }
  }

  /// The next event's instant from `previous`: equal, forward, backwards, a huge gap, an
  /// absolute jump, or an extreme.
  mutating func instant(after previous: ControlInstant) -> ControlInstant {
    let kind = byte()
    switch kind % 8 {
    case 0: return previous
    case 1: return previous.advanced(by: .milliseconds(Int64(byte())))
    case 2: return previous.advanced(by: .milliseconds(-Int64(byte())))
    case 3: return previous.advanced(by: .nanoseconds(Int64(byte())))
    case 4:
      // An absolute instant anywhere in ±2^39 s, to the nanosecond.
      let seconds = int64() >> 24
      return ControlInstant(sinceOrigin: .seconds(seconds) + .nanoseconds(Int64(byte())))
    case 5:
      // Re-anchor near the origin.
      return .milliseconds(Int64(Int8(bitPattern: byte())))
    case 6:
      let extremes = Self.extremeDurations
      return ControlInstant(sinceOrigin: extremes[Int(byte()) % extremes.count])
    default: return previous.advanced(by: .milliseconds(16))
    }
  }
}
