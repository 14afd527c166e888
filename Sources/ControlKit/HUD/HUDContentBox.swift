/// A ``HUDContentFields`` behind one reference, so copying a ``HUDContent`` is one retain.
///
/// Immutable once made (a write makes a new box), so it is `Sendable` with no lock and no
/// uniqueness check; two contents holding the same box are equal without comparing fields.
final class HUDContentBox: Sendable {
  /// The fields.
  let fields: HUDContentFields

  /// Boxes `fields`.
  init(_ fields: HUDContentFields) {
    self.fields = fields
  }
}
