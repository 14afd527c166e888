/// The app's own indicator views of a HUD's tasks (a `UIView`, a SwiftUI view, a GTK widget),
/// kept by token: the one bookkeeping rule of every front-end.
///
/// A view is added under the token its task's `begin` returned, before the core may have the task
/// (a task begun from a HUD callback joins the state once that callback's event is handled); it
/// is held once the core has the task; the box shows the held view of
/// ``HUDState/customIndicatorToken``; a view is let go once its task has ended and it is not
/// shown (it stays through the fade-out that follows its task's end).
///
/// ```swift
/// var views = HUDAppViews<UIView>()
/// views.add(badge, for: token)
/// for released in views.follow(driver.state) { released.view.removeFromSuperview() }
/// box.show(views.shown)
/// ```
package struct HUDAppViews<View> {
  /// Views whose task the core does not have yet, by the token `begin` returned.
  private var awaiting: [HUDToken: View] = [:]
  /// Views whose task the core has (or had, while still shown).
  private var held: [HUDToken: View] = [:]
  /// The task whose view the box shows now, if it shows one.
  package private(set) var shownToken: HUDToken?

  /// No views.
  package init() {}

  /// Keeps `view` for the task `token` names, from the next ``follow(_:)`` that finds the task
  /// in the state.
  package mutating func add(_ view: View, for token: HUDToken) {
    awaiting[token] = view
  }

  /// The view held for `token`, if its task is in the state (or was, and it is still shown).
  package func view(of token: HUDToken) -> View? { held[token] }

  /// The view the box shows now.
  package var shown: View? { shownToken.flatMap { held[$0] } }

  /// Whether no view is awaiting or held.
  package var isEmpty: Bool { awaiting.isEmpty && held.isEmpty }

  /// Follows `state`: holds the awaiting views whose task the core now has, picks the shown one
  /// (the held view of ``HUDState/customIndicatorToken``) and lets go of the views whose task
  /// ended and that are not shown.
  ///
  /// - Returns: the views let go, with their tokens, for the front-end to take out of the box
  ///   and release (the shown view before this call, if another is shown now, is still held
  ///   while its task runs: take it out of the box when ``shown`` is another view).
  package mutating func follow(_ state: HUDState) -> [(token: HUDToken, view: View)] {
    for (token, view) in awaiting where state.content(of: token) != nil {
      awaiting[token] = nil
      held[token] = view
    }
    shownToken = state.customIndicatorToken.flatMap { held[$0] == nil ? nil : $0 }
    var released: [(token: HUDToken, view: View)] = []
    for (token, view) in held where token != shownToken && state.content(of: token) == nil {
      held[token] = nil
      released.append((token, view))
    }
    return released
  }

  /// The token of the held view `matches` picks, if any (GTK takes a widget back from an ended
  /// task still fading out before a new task shows it).
  package func token(holding matches: (View) -> Bool) -> HUDToken? {
    held.first { matches($0.value) }?.key
  }

  /// Whether an awaiting view `matches` picks.
  package func isAwaiting(_ matches: (View) -> Bool) -> Bool {
    awaiting.values.contains(where: matches)
  }

  /// Forgets the view held for `token` (no longer shown, if it was).
  ///
  /// - Returns: the view, for the front-end to take out of the box and release.
  package mutating func remove(_ token: HUDToken) -> View? {
    if token == shownToken { shownToken = nil }
    return held.removeValue(forKey: token)
  }

  /// Forgets the view awaiting `token`'s task (the core never took it).
  ///
  /// - Returns: the view, for the front-end to release.
  package mutating func removeAwaiting(_ token: HUDToken) -> View? {
    awaiting.removeValue(forKey: token)
  }

  /// Forgets every view (the HUD is going away).
  ///
  /// - Returns: every view awaiting or held, for the front-end to release.
  package mutating func removeAll() -> [View] {
    let all = Array(held.values) + Array(awaiting.values)
    awaiting = [:]
    held = [:]
    shownToken = nil
    return all
  }
}
