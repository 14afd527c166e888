/// The effects collected while a ``HUDState`` handles one event (internal bookkeeping).
struct HUDReduction {
  /// The displayed content before the event.
  let initialContent: HUDContent?
  /// Phase, spinner and announcement effects, in the order they happened.
  var ordered: [HUDEffect] = []
  /// The timer effect, emitted last.
  var timer: HUDEffect?
  /// Whether a show began while handling the event (its announcement covers the content).
  var showBegan = false
  /// Announcements waiting until the step's spinner effects are out.
  var pendingAnnouncements: [String] = []
  /// Whether this reduction already asked for a progress sample (one is enough, however many
  /// sampling deadlines a late event catches up on).
  var sampled = false

  init(initialContent: HUDContent?) {
    self.initialContent = initialContent
  }

  /// Every effect: the content change first, the timer last.
  func effects(finalContent: HUDContent?) -> [HUDEffect] {
    var result: [HUDEffect] = []
    // One allocation, however many effects: the content change, the ordered ones, the timer.
    result.reserveCapacity(ordered.count + 2)
    if let finalContent, finalContent != initialContent {
      result.append(.displayedContentChanged(finalContent))
    }
    result += ordered
    if let timer { result.append(timer) }
    return result
  }
}
