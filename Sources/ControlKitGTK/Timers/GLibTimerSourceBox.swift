#if GTK
/// The box GLib holds for one pending `GLibTimer` source.
///
/// Retained when the source is attached and released by the source's destroy-notify, which GLib
/// calls after the source fired or was removed; its token therefore counts live GLib sources. It
/// points back at its timer weakly, so a source never keeps a timer alive.
@MainActor
final class GLibTimerSourceBox {
  /// The timer to notify, if it still exists.
  weak var timer: GLibTimer?
  private let token = LiveObjectToken(.glibSource)

  /// A box for a source of `timer`.
  init(timer: GLibTimer) {
    self.timer = timer
  }
}
#endif
