/// Keeps `value` alive and observed, so the optimiser cannot drop the work that made it.
@inline(never)
@_optimize(none)
func blackHole(_ value: some Any) {
  _ = value
}
