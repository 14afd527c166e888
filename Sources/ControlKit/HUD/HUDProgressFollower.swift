/// The progress sources one ``HUDDriver``'s tasks follow (``HUDDriver/follow(_:content:)``), with
/// the rules of every front-end's `follow`, written once.
///
/// - The task shows a progress at ``HUDProgressSource/fractionCompleted`` (in its content's
///   ``HUDContent/progressStyle``), titled its content's title or, when that is empty, the
///   source's ``HUDProgressSource/localizedDescription``, read again at every sample until the
///   app sets a title of its own.
/// - The core asks for a sample every ``HUDTiming/progressSampling`` on the host's clock
///   (``HUDEffect/sampleProgress``); nothing polls in between.
/// - The task ends when the source finishes or is cancelled; cancelling the task (its Cancel
///   button, Esc, ``HUDDriver/cancel(_:)``: ``HUDEffect/cancelTask(_:)``) cancels the source.
/// - A task that ended any other way (``HUDDriver/end(_:)``, a `during` whose work returned, a
///   dismissal) is forgotten once the event that ended it has been handled, so the source is
///   released with its task, not kept for the HUD's life.
///
/// The driver owns it (no registry, nothing chained onto ``HUDDriver/onEffect``).
///
/// - Complexity: a sample reads every followed source once: O(*n*) for *n* followed tasks.
@MainActor
final class HUDProgressFollower {
  /// One followed source.
  private struct Followed {
    /// The source sampled.
    let source: any HUDProgressSource
    /// The ``HUDProgressSource/localizedDescription`` last shown as the task's title, or nil
    /// when the title is the app's (given to `follow`, or set since: the task's title no longer
    /// equals it).
    var descriptionShown: String?
  }

  /// The followed sources, by the token of their task.
  private var followed: [HUDToken: Followed] = [:]

  /// Whether no task follows a source.
  var isEmpty: Bool { followed.isEmpty }
  /// How many tasks follow a source.
  var count: Int { followed.count }

  /// The source the task holding `token` follows, if it follows one.
  func source(of token: HUDToken) -> (any HUDProgressSource)? {
    followed[token]?.source
  }

  /// `content` as a task following `source` starts: its indicator the source's fraction, its
  /// title the source's description when the app gave none.
  func startingContent(_ content: HUDContent, for source: any HUDProgressSource) -> HUDContent {
    var start = content
    start.indicator = .progress(source.fractionCompleted)
    if start.title.isEmpty { start.title = source.localizedDescription ?? "" }
    return start
  }

  /// Follows `source` for the task holding `token`, begun with `content` (from
  /// ``startingContent(_:for:)``); `appTitle` tells whether its title is the app's.
  func follow(_ source: any HUDProgressSource, token: HUDToken, content: HUDContent, appTitle: Bool)
  {
    followed[token] = Followed(source: source, descriptionShown: appTitle ? nil : content.title)
  }

  /// The task holding `token` was cancelled: its source is cancelled and forgotten.
  func taskCancelled(_ token: HUDToken) {
    followed.removeValue(forKey: token)?.source.cancel()
  }

  /// Reads every followed source once for `driver`: its fraction (and, while the title is the
  /// source's, its description) goes to its task; a finished or cancelled one ends its task; one
  /// whose task has ended is forgotten.
  func sample(on driver: HUDDriver) {
    for (token, entry) in followed {
      let source = entry.source
      guard let content = driver.state.content(of: token) else {
        followed[token] = nil
        continue
      }
      if source.isFinished || source.isCancelled {
        followed[token] = nil
        driver.end(token)
        continue
      }
      var title: String?
      if let shown = entry.descriptionShown {
        if content.title == shown { title = source.localizedDescription ?? "" }
        followed[token]?.descriptionShown = title
      }
      driver.update(token, fraction: source.fractionCompleted, title: title)
    }
  }

  /// Forgets the sources of tasks `state` no longer runs.
  func forgetEnded(in state: HUDState) {
    for token in followed.keys where state.content(of: token) == nil {
      followed[token] = nil
    }
  }

  /// Forgets every source (the HUD is going away).
  func removeAll() {
    followed = [:]
  }
}
