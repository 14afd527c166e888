#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Combine
import ControlKit
import SwiftUI

/// What a HUD modifier keeps as its state object: the core's ``HUDDriver`` on a ``TaskHost``,
/// a revision published on every render so SwiftUI reads the overlay again, and a count of the
/// status haptics the core asked for, by kind, for `sensoryFeedback` to play on each change.
///
/// Everything the HUD does is the driver's; this only tells SwiftUI when to look.
@MainActor
final class HUDModel: ObservableObject {
  /// Counts the redraws the session asked for; publishing it tells SwiftUI to read the view
  /// again.
  @Published private(set) var revision = 0
  /// How many success haptics the core asked for (``HUDEffect/playHaptic(_:)``).
  @Published private(set) var successHaptics = 0
  /// How many error haptics the core asked for.
  @Published private(set) var errorHaptics = 0
  /// The HUD's behaviour.
  let driver: HUDDriver
  /// The app's own indicator views, by the task showing them; dropped when the task ends.
  private(set) var indicatorViews: [HUDToken: AnyView] = [:]
  /// The tasks whose indicator view has been measured.
  private var measured: Set<HUDToken> = []
  /// The task whose indicator view the box shows: the displayed task's, or, once every task
  /// has ended and the box is still on screen (its minimum show time, its fade), the last one
  /// shown, as the core keeps showing the last content.
  private(set) var shownIndicatorToken: HUDToken?

  /// A hidden HUD with `timing` and `touchPolicy` on `host` (by default a new ``TaskHost``;
  /// tests pass a virtual clock).
  init(timing: HUDTiming, touchPolicy: HUDTouchPolicy, host: (any ControlHost)? = nil) {
    driver = HUDDriver(timing: timing, touchPolicy: touchPolicy, host: host ?? TaskHost())
    driver.onRender = { [weak self] in
      guard let self else { return }
      if !indicatorViews.isEmpty || shownIndicatorToken != nil { followIndicatorViews() }
      revision += 1
    }
    driver.onEffect = { [weak self] effect in
      guard case .playHaptic(let haptic) = effect, let self else { return }
      switch haptic {
      case .success: successHaptics += 1
      case .error: errorHaptics += 1
      }
    }
  }

  /// The task whose indicator the HUD shows now: the newest, while no status is up.
  var displayedToken: HUDToken? {
    driver.state.status == nil ? driver.state.activeTokens.last : nil
  }

  /// Starts a task showing `view` as its indicator, `title` under it (at most two lines).
  ///
  /// The task starts at the indicator's standard side; the overlay measures the view (its
  /// ideal size) and the task's content takes that size (`.custom(size:)`), in the grace period before the HUD
  /// shows. Never nil (the optional is ``HUDDriverSource``'s).
  func begin(indicator view: AnyView, title: String, cancellable: Bool) -> HUDToken? {
    let side = Double(HUDIndicatorView.side)
    let token = driver.begin(
      HUDContent.custom(size: Size(width: side, height: side), title).cancellable(cancellable))
    indicatorViews[token] = view
    return token
  }

  /// The view the task holding `token` shows, if it shows one and it is not yet measured.
  func unmeasuredView(of token: HUDToken?) -> AnyView? {
    guard let token, !measured.contains(token) else { return nil }
    return indicatorViews[token]
  }

  /// The overlay measured the indicator view of `token`: its task shows it at `size`.
  func indicatorView(of token: HUDToken, measured size: CGSize) {
    // A task ended, or the app gave it other content, since the view was laid out: nothing to do.
    guard indicatorViews[token] != nil, let content = driver.state.content(of: token),
      case .custom = content.indicator
    else { return }
    measured.insert(token)
    let measuredSize = Size(width: Double(size.width), height: Double(size.height))
    driver.update(
      token, to: .custom(size: measuredSize, content.title).cancellable(content.showsCancelButton))
  }

  /// Picks the view the box shows and forgets the views of tasks that ended and are not shown.
  private func followIndicatorViews() {
    let state = driver.state
    if let token = displayedToken, indicatorViews[token] != nil,
      case .custom = state.displayedContent?.indicator
    {
      shownIndicatorToken = token
    } else if !(state.activeTokens.isEmpty && state.status == nil && state.phase.isOnScreen) {
      shownIndicatorToken = nil
    }
    for token in indicatorViews.keys
    where token != shownIndicatorToken && state.content(of: token) == nil {
      indicatorViews[token] = nil
      measured.remove(token)
    }
  }
}
#endif
