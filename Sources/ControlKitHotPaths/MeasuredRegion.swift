/// Runs `body` twice to warm up (first-use costs such as the runtime's metadata caches), then
/// for each iteration index in `0..<iterations` inside ``measuredRegion(_:_:)``.
///
/// The warm-up passes indices 0 and 1, so a body that alternates on the index's parity starts
/// the measured iterations where it would have anyway.
func measure(_ iterations: Int, _ body: (Int) -> Void) {
  body(0)
  body(1)
  measuredRegion(iterations, body)
}

/// Runs `body` for each iteration index in `0..<iterations`.
///
/// The instruction check collects callgrind's counts only while this function runs, by its name
/// (`--toggle-collect=*measuredRegion*`): keep it out of line and its name unique, and put no
/// closure inside it (a closure's symbol would carry the name too and toggle collection off).
@inline(never)
func measuredRegion(_ iterations: Int, _ body: (Int) -> Void) {
  for index in 0..<iterations { body(index) }
}
