#if GTK
/// A tiny object that counts one live `kind` in `LiveObjects` from its init to its deinit.
///
/// Objects that must not leak hold a token, so the count falls exactly when they are destroyed.
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
#endif
