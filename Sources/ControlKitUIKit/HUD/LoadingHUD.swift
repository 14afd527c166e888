#if canImport(UIKit)
public import ControlKit
public import Foundation
public import UIKit

/// The article's loading HUD (spinner and title) as a `UIView` laid over any view.
///
/// The core's ``HUDState``, run by a ``HUDDriver``, decides everything: the grace period (a task that ends sooner
/// never shows anything), the minimum show time, delayed dismiss, tokens for concurrent tasks,
/// success/error/info statuses for their reading time, progress, the fade, the touch policy
/// and one VoiceOver announcement per show.
///
/// One reusable HUD per view, no singleton: ``hud(for:language:host:)-(UIView,_,_)`` returns the HUD already over a
/// view or lays a new one over it (filling it, resizing with it). Above everything of a scene
/// (sheets, alerts): `hud(for: UIWindowScene)` gives the scene's own HUD in
/// its own window.
///
/// - Cancel: a cancellable task (``HUDContent/cancellable(_:)``) shows `cancelButton`; it, and
///   VoiceOver's escape gesture (`accessibilityPerformEscape`), end that task and cancel the
///   `Task` that `during` runs. ``follow(_:content:)`` follows a Foundation `Progress`.
/// - The app's content: ``begin(indicator:title:cancellable:size:)`` and `during` with a `UIView` place
///   the app's own view where the spinner goes; `.image` content draws the ``images`` registered
///   (``register(_:as:)``) or the asset catalog's, aspect-fitted.
/// - Haptics: a success or error status plays `UINotificationFeedbackGenerator`
///   (``playStatusHaptic(_:)``), off with ``HUDFrontEnd/playsStatusHaptics``.
///
/// - Layout: the core's ``HUDLayout`` in the HUD's bounds minus `safeAreaInsets` and
///   ``keyboardFrame``; the title wraps to at most two lines (``HUDStyle/maximumTitleLines``),
///   and ``setTitle(_:)`` lays the box out again.
/// - Spinner: a `UIActivityIndicatorView` that animates itself (the driver runs with
///   ``HUDSpinnerSource/platform``, so the core asks for frames only while the box fades) and runs
///   only while the core runs the spinner (the HUD on screen and in a window: `didMoveToWindow`
///   tells the core) and the HUD is not hidden.
/// - Drawing: effects only note what changed; the one render after each of the core's reductions
///   lays the box out (only when what it is laid out from changed) and shows the new state.
/// - Touches: `point(inside:with:)` is the core's ``HUDState/blocksTouch(at:layout:)``,
///   so outside the blocked area (``HUDTouchPolicy``) touches reach the views below. The touch
///   policy in force is the strictest running task's (``HUDState/activeTouchPolicy``): while it
///   blocks everything, `dimmingView` dims the screen and VoiceOver stays in the HUD.
/// - Issue 36's options, laid out and timed by the core: the box where ``HUDPlacement`` puts it
///   (a toast at the bottom), a `detailsLabel` under the title, progress as a ring, a bar or a
///   pie (``HUDProgressStyle``), the box style (``HUDBoxStyle``: `materialView` shows the
///   system material), and a zoom (``HUDAnimation/zoom``, the box's `transform` from
///   ``HUDPresentation/scale``) that Reduce Motion turns into a fade (``systemReducesMotion``).
/// - Customising the look: through ``style``, not the subviews. Each render places and colours
///   every part from the core's layout and palette, so a font or colour set on a subview would be
///   overwritten, and a font the layout did not measure would be clipped: the title and details
///   fonts are ``HUDStyle/titleFont`` and ``HUDStyle/detailsFont`` (measured and drawn), the
///   colours ``HUDStyle/boxStyle`` (``HUDBoxStyle/custom(_:)`` with ``HUDColors``), the sizes
///   and placement the other ``HUDStyle`` fields. The subviews are the front-end's
///   own (not public; the glyphs are the core's drawing), as MBProgressHUD's `label.font`
///   becomes `style.titleFont`.
///
/// ```swift
/// let hud = LoadingHUD.hud(for: view)
/// let saved = try await hud.during(.spinner("Saving…")) { try await api.save(draft) }
/// hud.post(.success("Saved"))
/// ```
open class LoadingHUD: UIView, HUDFrontEnd {
  /// The box around the indicator and title.
  package let boxView = UIView(frame: .zero)
  /// The spinner.
  package let spinner = UIActivityIndicatorView(style: .large)
  /// The app's image (``HUDIndicator/image(_:)``).
  package let statusImageView = UIImageView(image: nil)
  /// Draws the core's progress ring, bar or pie, status glyphs and Cancel outline
  /// (``HUDDrawing``, ``HUDDrawing/withoutNativeViews(_:layout:)``) through
  /// ``CoreGraphicsRenderer``, over the box.
  let glyphView = CommandDrawingView()
  /// The title (at most two lines).
  package let titleLabel = UILabel(frame: .zero)
  /// The Cancel button of a cancellable task, placed where the core's layout says; hidden
  /// otherwise.
  package let cancelButton = UIButton(type: .system)
  /// The details line under the title (``HUDContent/details``), in ``HUDStyle/detailsFont`` on
  /// at most ``HUDStyle/maximumDetailsLines`` lines, at the core's ``HUDLayout/details`` frame.
  package let detailsLabel = UILabel(frame: .zero)
  /// The system material (`UIBlurEffect.Style.systemMaterial`) under the box's content for
  /// ``HUDBoxStyle/material``; hidden for the other box styles.
  package let materialView = UIVisualEffectView(effect: LoadingHUD.materialEffect())
  /// The dimming over the whole HUD while the touch policy in force blocks every touch
  /// (``HUDDriver/effectiveTouchPolicy`` is ``HUDTouchPolicy/blocksAll``), faded with the box.
  package let dimmingView = UIView(frame: .zero)

  /// Sizes, paddings and the title's line limit.
  public var style = HUDStyle() {
    didSet { render() }
  }
  /// Measures the title, details and Cancel label for the core's layout.
  ///
  /// The default measures with Core Text in the labels' system font, wrapping, line limit and
  /// tail truncation, so the box fits the text the labels draw; set another measurer only to
  /// lay out with a different text system (tests use the core's `FixedAdvanceTextMeasurer`).
  public var measurer: any TextMeasuring = CoreTextMeasurer() {
    didSet {
      // Not comparable: a new measurer always lays the box out again.
      needsBoxLayout = true
      render()
    }
  }
  /// The keyboard's frame in the HUD's coordinates, or nil while it is down.
  ///
  /// The box keeps clear of it. While the HUD is in a window it follows the keyboard itself
  /// (`UIResponder.keyboardWillChangeFrameNotification` and `keyboardWillHideNotification`,
  /// the end frame converted with `convert(_:from: nil)`); setting it overrides that until the
  /// next notification.
  public var keyboardFrame: CGRect? {
    didSet { render() }
  }

  /// The language of what the HUD says itself: the Cancel button's label ("Cancel", "取消") and,
  /// for content without a title, VoiceOver's label and the announcement on each show
  /// ("Loading", "加载中").
  ///
  /// Set by the initialiser (by default the app's preferred localisation) and settable later,
  /// as the other front-ends do through ``HUDDriver/setLanguage(_:)``: the Cancel button (its
  /// title and `accessibilityLanguage`) changes at once; the announcement and the language the
  /// box is read in from the next show, so what is being said never changes its voice midway. Titles and statuses are the app's own text.
  ///
  /// ```swift
  /// hud.language = .simplifiedChinese   // Cancel reads 取消
  /// ```
  public var language: ControlLanguage {
    get { driver.language }
    set {
      guard newValue != driver.language else { return }
      driver.setLanguage(newValue)
      applyLanguage()
      // The box is laid out again for the new Cancel label.
      render()
    }
  }

  /// The app's images for `.image` content (``HUDContent/image(_:_:)``), by
  /// ``ImageReference/name``.
  ///
  /// Looked up before the app's asset catalog (`UIImage(named:)`): for an image the app made or
  /// downloaded. ``register(_:as:)`` adds one and returns its reference.
  public var images: [String: UIImage] = [:] {
    didSet { render() }
  }

  /// The driver that owns the HUD's session, run on this HUD's host; ``HUDFrontEnd`` gives this
  /// class its calls (`begin`, `update(_:to:)`, `end`, `post`, `dismiss`, `during`,
  /// `touchPolicy`).
  public let driver: HUDDriver
  /// The layout the subviews were last placed with.
  var currentLayout: HUDLayout?
  /// The keyboard observers, registered while the HUD is in a window.
  var keyboardObservers: [any NSObjectProtocol] = []
  /// The scene window this HUD fills, for a scene's HUD.
  ///
  /// Shown only while the HUD is on screen. Held strongly (UIKit keeps no window the app
  /// drops); the cycle through the window's subview is broken when the scene disconnects.
  var sceneWindow: LoadingHUDWindow?
  /// The app's views (``begin(indicator:title:cancellable:size:)``), with what each needs alive
  /// (a SwiftUI view's hosting controller), by the token their `begin` returned: waiting for a
  /// task the core has not taken yet (begun from inside one of the HUD's callbacks), held while
  /// it runs or is still shown as the box fades out, and the one in the box: the core's one
  /// bookkeeping rule (``HUDAppViews``), as on GTK and SwiftUI.
  var appViews = HUDAppViews<AppIndicatorView>()
  /// Whether the box must be laid out at the next render even if nothing it is laid out from
  /// compares different (a new ``measurer``).
  var needsBoxLayout = false
  /// How many times the box was laid out (``HUDLayout`` computed and applied): once per change of
  /// what it is laid out from, never twice for one (glue tests count it).
  var layoutPassCount = 0
  /// How many render passes ran (glue tests count one per reduction of the core).
  var renderPassCount = 0
  /// The Reduce Motion observer, registered while the HUD is in a window.
  var reduceMotionObservation: NotificationObservation?
  /// The box style whose colours the subviews have (``applyBoxStyle()``), nil before the first.
  var appliedBoxStyle: HUDBoxStyle?

  /// Creates a HUD; ``hud(for:language:host:)-(UIView,_,_)`` is the usual way to get one.
  ///
  /// - Parameters:
  ///   - timing: grace, minimum show, fades and status reading time (the core's defaults).
  ///   - touchPolicy: which touches the HUD blocks while shown.
  ///   - language: the language of what it says for content without a title (``language``);
  ///     nil takes the app's preferred localisation
  ///     (``ControlLanguage/appPreferred(localizations:)``).
  ///   - host: the platform; nil makes a ``UIKitHost``. Tests pass a virtual clock.
  public init(
    timing: HUDTiming = HUDTiming(), touchPolicy: HUDTouchPolicy = .blocksBox,
    language: ControlLanguage? = nil, host: (any ControlHost)? = nil
  ) {
    let spoken = language ?? .appPreferred()
    // `UIActivityIndicatorView` animates itself on the render server: the core asks for no
    // frames while the spinner runs.
    driver = HUDDriver(
      timing: timing, touchPolicy: touchPolicy, language: spoken,
      numberSymbols: FoundationNumberSymbols.symbols(for: .autoupdatingCurrent),
      spinnerSource: .platform, host: host ?? UIKitHost())
    super.init(frame: .zero)
    setUp()
  }

  /// Creates a HUD with the core's defaults in `frame`.
  public override convenience init(frame: CGRect) {
    self.init()
    self.frame = frame
  }

  /// Creates a HUD from a storyboard or xib.
  public required init?(coder: NSCoder) {
    driver = HUDDriver(
      language: .appPreferred(),
      numberSymbols: FoundationNumberSymbols.symbols(for: .autoupdatingCurrent),
      spinnerSource: .platform, host: UIKitHost())
    super.init(coder: coder)
    setUp()
  }

  // MARK: - UIKit's override points (in the class body: without Objective-C, Swift cannot
  // override a member from an extension). The work is in the extensions.

  /// Lays the box out for the bounds, safe area and keyboard, when one of them changed.
  open override func layoutSubviews() {
    super.layoutSubviews()
    render()
  }

  /// Tells the core whether the HUD is in a window (the spinner stops outside one, and a HUD
  /// on screen hides).
  open override func didMoveToWindow() {
    super.didMoveToWindow()
    windowChanged()
  }

  /// Draws the core's glyphs again in the new appearance's palette (light or dark): the list is
  /// made for one theme, as a `CGColor` does not follow the appearance.
  ///
  /// `registerForTraitChanges(_:handler:)` is iOS 17's replacement; this override runs on every
  /// supported version (the iOS 16 SDK has no registration API) and on iOS 17 still.
  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    drawGlyphs()
  }

  /// Hiding the HUD view stops its spinner; showing it again restarts a running one.
  open override var isHidden: Bool {
    didSet { render() }
  }

  /// Whether the HUD takes a touch at `point`: the core's blocked area while it is shown.
  open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    blocksTouch(at: point)
  }

  /// VoiceOver's escape gesture (a two-finger Z) presses Cancel while a Cancel button is shown.
  open override func accessibilityPerformEscape() -> Bool {
    driver.cancelPressed()
  }

  /// The system's Reduce Motion setting (`UIAccessibility.isReduceMotionEnabled`): a zoom
  /// (``HUDAnimation/zoom``) then only fades.
  ///
  /// Read at start and whenever `UIAccessibility.reduceMotionStatusDidChangeNotification` is
  /// posted while the HUD is in a window, and handed to ``HUDDriver/reducesMotion``. Override it
  /// to take the setting from elsewhere.
  open var systemReducesMotion: Bool { UIAccessibility.isReduceMotionEnabled }

  /// Plays a status haptic: `UINotificationFeedbackGenerator`'s success or error.
  ///
  /// Override to play another (or record it, in a test).
  open func playStatusHaptic(_ haptic: HUDHaptic) {
    let generator = UINotificationFeedbackGenerator()
    switch haptic {
    case .success: generator.notificationOccurred(.success)
    case .error: generator.notificationOccurred(.error)
    }
  }
}
#endif
