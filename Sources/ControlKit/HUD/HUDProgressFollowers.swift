/// The ``HUDProgress`` objects one ``HUDDriver``'s tasks follow, with the rules of UIKit's
/// `LoadingHUD.follow(_:content:)` for a Foundation `Progress`, written once for every front-end
/// that follows a ``HUDProgress`` (GTK's `GTKHUD`).
///
/// - The task shows a progress at ``HUDProgress/fractionCompleted`` (in its content's
///   ``HUDContent/progressStyle``), titled its content's title or, when that is empty, the
///   progress's ``HUDProgress/localizedDescription``, read again at every sample until the app
///   sets a title of its own.
/// - The core asks for a sample every ``HUDTiming/progressSampling`` on the host's clock
///   (``HUDEffect/sampleProgress``); nothing polls in between.
/// - The task ends when the progress finishes or is cancelled; cancelling the task (its Cancel
///   button, Esc, ``HUDDriver/cancel(_:)``: ``HUDEffect/cancelTask(_:)``) cancels the progress.
///
/// One set per driver (``attached(to:)``), chained after the driver's ``HUDDriver/onEffect`` once,
/// so following many progress objects over a HUD's life adds nothing to each effect's path.
///
/// - Complexity: a sample reads every followed progress once: O(*n*) for *n* followed tasks.
@MainActor
package final class HUDProgressFollowers {
  /// One followed progress.
  private struct Followed {
    /// The progress sampled.
    let progress: HUDProgress
    /// The ``HUDProgress/localizedDescription`` last shown as the task's title, or nil when the
    /// title is the app's (given to `follow`, or set since: the task's title no longer equals it).
    var descriptionShown: String?
  }

  /// The driver whose tasks follow; weak: the driver holds this set through its `onEffect`.
  private weak var driver: HUDDriver?
  /// The followed progress objects, by the token of their task.
  private var followed: [HUDToken: Followed] = [:]
  /// The set attached to each driver, found again by the driver's identity (weak: a driver's
  /// set lives as long as its `onEffect` chain).
  private static var attachedSets: [ObjectIdentifier: () -> HUDProgressFollowers?] = [:]

  private init(driver: HUDDriver) {
    self.driver = driver
  }

  /// The set of `driver`, chained after its ``HUDDriver/onEffect`` on the first call: the
  /// owner's callback runs first, then this set's.
  ///
  /// Setting the driver's `onEffect` later drops the set (and stops the following); the next
  /// call chains a new one.
  package static func attached(to driver: HUDDriver) -> HUDProgressFollowers {
    let key = ObjectIdentifier(driver)
    if let existing = attachedSets[key]?(), existing.driver === driver { return existing }
    attachedSets = attachedSets.filter { $0.value() != nil }
    let followers = HUDProgressFollowers(driver: driver)
    let owners = driver.onEffect
    driver.onEffect = { effect in
      owners?(effect)
      followers.handle(effect)
    }
    attachedSets[key] = { [weak followers] in followers }
    return followers
  }

  /// How many tasks follow a progress now (tests).
  package var count: Int { followed.count }

  /// Starts a task showing `progress`, from `content` (its indicator becomes the progress's
  /// fraction), and follows it; returns the task's token.
  package func follow(_ progress: HUDProgress, content: HUDContent) -> HUDToken? {
    guard let driver else { return nil }
    var start = content
    start.indicator = .progress(progress.fractionCompleted)
    let followsDescription = start.title.isEmpty
    if followsDescription { start.title = progress.localizedDescription ?? "" }
    let token = driver.begin(start)
    followed[token] = Followed(
      progress: progress, descriptionShown: followsDescription ? start.title : nil)
    driver.followProgress(of: token)
    return token
  }

  /// Carries out what `effect` asks of the followed progress objects: a sample, or the
  /// cancellation of a task's progress.
  package func handle(_ effect: HUDEffect) {
    switch effect {
    case .cancelTask(let token): followed.removeValue(forKey: token)?.progress.cancel()
    case .sampleProgress: sample()
    case .hidden:
      // Tasks that ended without a sample since (their `during` operation returned) let their
      // progress go.
      if let driver { followed = followed.filter { driver.state.content(of: $0.key) != nil } }
    default: break
    }
  }

  /// Reads every followed progress once: its fraction (and, while the title is the progress's,
  /// its description) goes to its task; a finished or cancelled one ends its task; one whose
  /// task has ended is forgotten.
  private func sample() {
    guard let driver else { return }
    for (token, entry) in followed {
      let progress = entry.progress
      guard let content = driver.state.content(of: token) else {
        followed[token] = nil
        continue
      }
      if progress.isFinished || progress.isCancelled {
        followed[token] = nil
        driver.end(token)
        continue
      }
      var title: String?
      if let shown = entry.descriptionShown {
        if content.title == shown { title = progress.localizedDescription ?? "" }
        followed[token]?.descriptionShown = title
      }
      driver.update(token, fraction: progress.fractionCompleted, title: title)
    }
  }
}
