#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import Combine
import ControlKit
import SwiftUI

/// What a HUD modifier keeps as its state object: the core's ``HUDDriver`` on a ``TaskHost``,
/// a revision published on every render so SwiftUI reads the overlay again, and a count of the
/// status haptics the core asked for, by kind, for `sensoryFeedback` to play on each change.
///
/// Everything the HUD does is the driver's; this only tells SwiftUI when to look. The driver runs
/// with ``ControlKit/HUDSpinnerSource/platform``: the overlay shows SwiftUI's own `ProgressView`,
/// which animates itself, so the host ticks frames only while the box fades, never while a
/// spinner rests on screen.
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
  /// The sizes, placement and box style the overlay lays the box out and paints it with: the
  /// core's defaults, as UIKit's `LoadingHUD` and `GTKHUD` use, until
  /// ``SwiftUI/View/loadingHUDStyle(_:)`` gives another (``environmentChanged(style:reduceMotion:)``).
  @Published var style = HUDStyle()
  /// Measures the title, details and Cancel label for the core's layout: Core Text, as the
  /// overlay's `Text` draws them (UIKit's `LoadingHUD` measures the same way), until
  /// ``SwiftUI/View/loadingHUDTextMeasurer(_:)`` gives another; a new one lays the box out again.
  var measurer: any TextMeasuring = CoreTextMeasurer() { didSet { laidOut = nil } }
  /// The app's own indicator views, by the token `begin` returned: waiting for a task begun
  /// from a HUD callback (the core takes it once that event is handled), held while it runs or
  /// is still shown as the box fades out, and the one in the box: the core's one bookkeeping
  /// rule (``ControlKit/HUDAppViews``), as on UIKit and GTK.
  private(set) var indicatorViews = HUDAppViews<AnyView>()
  /// The tasks whose indicator view has been measured.
  private var measured: Set<HUDToken> = []
  /// The task whose indicator view the box shows: the core's
  /// ``ControlKit/HUDState/customIndicatorToken`` (the displayed task's, kept through the fade
  /// after it ended), when its view is here.
  var shownIndicatorToken: HUDToken? { indicatorViews.shownToken }
  /// The overlay's geometry at the last layout: reused while what it is laid out from (the
  /// displayed content, the container, its safe area, the direction, the style and the Cancel
  /// label) is the same, so SwiftUI reading the overlay again lays nothing out.
  private var laidOut: HUDOverlayGeometry?
  /// How many times the HUD was laid out (``ControlKit/HUDLayout`` computed): once per change
  /// of what it is laid out from, however often SwiftUI reads the overlay (glue tests count it).
  private(set) var layoutCount = 0
  /// How many times the driver rendered (``ControlKit/HUDDriver/onRender``): once per reduction
  /// that changed something, each publishing one ``revision`` (glue tests count it).
  private(set) var renderCount = 0

  /// A hidden HUD with `timing` and `touchPolicy` on `host` (by default a new ``TaskHost``;
  /// tests pass a virtual clock).
  init(timing: HUDTiming, touchPolicy: HUDTouchPolicy, host: (any ControlHost)? = nil) {
    driver = HUDDriver(
      timing: timing, touchPolicy: touchPolicy, spinnerSource: .platform,
      host: host ?? TaskHost())
    driver.onRender = { [weak self] in
      guard let self else { return }
      renderCount += 1
      if !indicatorViews.isEmpty {
        followIndicatorViews()
      }
      revision += 1
    }
    driver.onEffect = { [weak self] effect in
      guard let self, case .playHaptic(let haptic) = effect else { return }
      switch haptic {
      case .success: successHaptics += 1
      case .error: errorHaptics += 1
      }
    }
  }

  /// What the HUD takes from SwiftUI's environment: the style of
  /// ``SwiftUI/View/loadingHUDStyle(_:)`` (nil: the core's default) and
  /// `accessibilityReduceMotion`, which the core reads (``ControlKit/HUDDriver/reducesMotion``: a
  /// zoom then only fades).
  func environmentChanged(style: HUDStyle?, reduceMotion: Bool) {
    let style = style ?? HUDStyle()
    if self.style != style { self.style = style }
    driver.reducesMotion = reduceMotion
  }

  /// How the overlay paints the HUD now, in `colorScheme`.
  func look(colorScheme: ColorScheme) -> HUDOverlayLook {
    HUDOverlayLook(
      style: style, theme: colorScheme == .dark ? .dark : .light,
      presentation: driver.presentation)
  }

  /// The task whose indicator the HUD shows now: the newest, while no status is up.
  var displayedToken: HUDToken? {
    driver.state.status == nil ? driver.state.activeTokens.last : nil
  }

  /// Where the overlay places the HUD's parts in a container of `size` with `safeArea`, laid
  /// out in `direction`; nil before the HUD has shown anything.
  ///
  /// Lays the displayed content out only when it or what it is laid out in changed since the
  /// last call (the driver's rule, ``ControlKit/HUDDriver/newLayout(replacing:container:safeArea:keyboardFrame:direction:style:measure:)``;
  /// ``layoutCount``); otherwise the last layout's frames are reused with the touches of the
  /// state now. SwiftUI reads the overlay once or more after each render: the first read after a
  /// new content lays it out, the others reuse it.
  func geometry(container size: CGSize, safeArea: Insets, direction: LayoutDirection)
    -> HUDOverlayGeometry?
  {
    let state = driver.state
    guard state.displayedContent != nil else { return nil }
    let container = Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
    guard
      let layout = driver.newLayout(
        replacing: laidOut?.layout, container: container, safeArea: safeArea,
        direction: WritingDirection(direction), style: style, measure: measurer)
    else { return laidOut?.showing(state) }
    layoutCount += 1
    let geometry = HUDOverlayGeometry(layout: layout, state: state)
    laidOut = geometry
    return geometry
  }

  /// Starts a task showing `view` as its indicator, `title` under it (at most two lines).
  ///
  /// The task starts at the indicator's standard side; the overlay measures the view (its
  /// ideal size) and the task's content takes that size (`.custom(size:)`), in the grace period before the HUD
  /// shows. Never nil (the optional is ``HUDDriverSource``'s).
  func begin(indicator view: AnyView, title: String, cancellable: Bool) -> HUDToken? {
    let side = style.indicatorSize
    let token = driver.begin(HUDContent.custom(size: side, title).cancellable(cancellable))
    // The view goes to the token `begin` returned, never to a task found by its content. Begun
    // from a HUD callback, the task is not in the core's state yet: the view waits for it, and
    // joins it at the render after the core takes it.
    indicatorViews.add(view, for: token)
    if driver.state.content(of: token) != nil {
      // The core took the task at once: its render, inside `begin`, came before the view was
      // here and already published the revision SwiftUI reads the overlay for, which it does
      // after this returns. The view joins now; publishing again would be a second render of
      // one reduction.
      followIndicatorViews()
    }
    return token
  }

  /// The view the task holding `token` shows, if it shows one and it is not yet measured.
  func unmeasuredView(of token: HUDToken?) -> AnyView? {
    guard let token, !measured.contains(token) else { return nil }
    return indicatorViews.view(of: token)
  }

  /// The overlay measured the indicator view of `token`: its task shows it at `size`.
  func indicatorView(of token: HUDToken, measured size: CGSize) {
    // A task ended, or the app gave it other content, since the view was laid out: nothing to do.
    guard indicatorViews.view(of: token) != nil, let content = driver.state.content(of: token),
      case .custom = content.indicator
    else { return }
    measured.insert(token)
    let measuredSize = Size(width: Double(size.width), height: Double(size.height))
    driver.update(
      token, to: .custom(size: measuredSize, content.title).cancellable(content.showsCancelButton))
  }

  /// Picks the view the box shows (the core's ``ControlKit/HUDState/customIndicatorToken``)
  /// and forgets the views of tasks that ended and are not shown.
  private func followIndicatorViews() {
    for released in indicatorViews.follow(driver.state) { measured.remove(released.token) }
  }

}
#endif
