#if GTK
/// One `event=...` line printed by the testbed, as key/value fields.
struct TestbedEvent: Equatable {
  /// pressed, repeat, released, cancelled or activated.
  let name: String
  /// The step count after the event.
  let count: Int
  /// How long the press lasted (release and cancel lines only), in milliseconds.
  let heldMilliseconds: Int?
  /// How long after its deadline the host's timer ran (repeat lines only), in microseconds.
  let lateMicroseconds: Int?

  /// Parses `event=released t=123 held=1200 count=7` or `event=repeat t=550 count=3 late=180`;
  /// nil for other lines.
  init?(line: String) {
    var fields: [String: String] = [:]
    for pair in line.split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    guard let name = fields["event"], let count = fields["count"].flatMap({ Int($0) }) else {
      return nil
    }
    self.name = name
    self.count = count
    heldMilliseconds = fields["held"].flatMap { Int($0) }
    lateMicroseconds = fields["late"].flatMap { Int($0) }
  }

  /// Every event line in `lines`.
  static func all(in lines: [String]) -> [TestbedEvent] {
    lines.compactMap { TestbedEvent(line: $0) }
  }
}
#endif
