/// The timing rules of a ``HUDState``, each cancellable and composable with the others.
///
/// - **Grace period**: a task that ends sooner never shows the HUD (no flicker on fast tasks).
///   The HUD appears once a task has run for at least the grace period.
/// - **Minimum shown**: once the HUD starts appearing it stays at least this long, counted from
///   the start of the show animation (as MBProgressHUD's `minShowTime`), so a 600 ms task shows from
///   500 ms to 1000 ms.
/// - **Animations**: durations the front-end animates with; zero means an instant change (for
///   reduce-motion), and the state then needs no "animation finished" events.
/// - **Status duration**: how long a success / error / info message stays (``HUDStatusDuration``).
/// - **Progress sampling**: how often a task that follows an outside fraction (a Foundation
///   `Progress`) is read (``HUDEvent/taskFollowsProgress(_:at:)``).
///
/// The defaults for grace and minimum are Android's `ContentLoadingProgressBar` (500 ms each).
public struct HUDTiming: Hashable, Sendable {
  /// The default grace period, 500 ms (Android's `ContentLoadingProgressBar.MIN_DELAY_MS`).
  public static let defaultGracePeriod: Duration = .milliseconds(500)
  /// The default minimum time shown, 500 ms (Android's `ContentLoadingProgressBar.MIN_SHOW_TIME_MS`).
  public static let defaultMinimumShown: Duration = .milliseconds(500)
  /// The default fade-in, 200 ms (between SVProgressHUD's 150 ms and MBProgressHUD's 300 ms).
  public static let defaultShowAnimation: Duration = .milliseconds(200)
  /// The default fade-out, 200 ms.
  public static let defaultHideAnimation: Duration = .milliseconds(200)
  /// The default progress sampling, every 100 ms (MBProgressHUD reads its `progressObject` on
  /// every display refresh; ten times a second is plenty for a ring).
  public static let defaultProgressSampling: Duration = .milliseconds(100)

  /// How long a task runs before the HUD appears.
  public var gracePeriod: Duration
  /// How long the HUD stays at least, from the start of its show animation.
  public var minimumShown: Duration
  /// The length of the show animation.
  public var showAnimation: Duration
  /// The length of the hide animation.
  public var hideAnimation: Duration
  /// How long status messages stay up.
  public var statusDuration: HUDStatusDuration
  /// How often a task following an outside fraction is read (``HUDEffect/sampleProgress``).
  public var progressSampling: Duration
  /// How the box shows and hides: a fade (default) or a zoom (``HUDAnimation``).
  public var animation: HUDAnimation

  /// Creates timing rules; every parameter defaults to the documented constant.
  public init(
    gracePeriod: Duration = defaultGracePeriod, minimumShown: Duration = defaultMinimumShown,
    showAnimation: Duration = defaultShowAnimation, hideAnimation: Duration = defaultHideAnimation,
    statusDuration: HUDStatusDuration = HUDStatusDuration(),
    progressSampling: Duration = defaultProgressSampling, animation: HUDAnimation = .fade
  ) {
    self.animation = animation
    self.gracePeriod = gracePeriod
    self.minimumShown = minimumShown
    self.showAnimation = showAnimation
    self.hideAnimation = hideAnimation
    self.statusDuration = statusDuration
    self.progressSampling = progressSampling
  }
}
