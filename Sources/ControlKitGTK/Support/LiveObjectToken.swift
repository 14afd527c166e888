#if GTK
#if DEBUG
/// A tiny object that counts one live `kind` in `LiveObjects` from its init to its deinit.
///
/// Objects that must not leak hold a token, so the count falls exactly when they are destroyed.
/// Debug builds only (the leak tests run them); release builds get an empty struct.
final class LiveObjectToken: Sendable {
  /// What the token counts.
  let kind: LiveObjectKind

  /// Counts one more live object of `kind`.
  init(_ kind: LiveObjectKind) {
    self.kind = kind
    LiveObjects.adjust(kind, by: 1)
  }

  deinit {
    LiveObjects.adjust(kind, by: -1)
  }
}
#else
/// A token that counts nothing: in release builds it is an empty struct.
///
/// No allocation and no lock, so creating a widget costs no more than it must (issue 8); debug
/// builds count every live object in `LiveObjects`.
struct LiveObjectToken: Sendable {
  /// Counts nothing (release build).
  @inline(__always)
  init(_ kind: LiveObjectKind) {}
}
#endif
#endif
