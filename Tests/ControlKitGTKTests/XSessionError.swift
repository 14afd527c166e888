#if GTK
/// Why an X session or the testbed could not be used.
struct XSessionError: Error, CustomStringConvertible {
  /// The reason, for the test log.
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
#endif
