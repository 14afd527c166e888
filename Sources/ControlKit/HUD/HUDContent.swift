/// What the HUD displays: an indicator, a title and, for a task, perhaps a Cancel button.
///
/// ```swift
/// let saving = HUDContent.spinner("正在处理中...")
/// let upload = HUDContent.progress(0.42, "Uploading").cancellable()
/// let done = HUDContent.success("Saved")
/// let logo = HUDContent.image(ImageReference(name: "logo", pixelSize: Size(width: 80, height: 40)))
/// ```
public struct HUDContent: Hashable, Sendable {
  /// The fields, behind one reference: a HUD state copies its content through every reduction
  /// (the displayed content, each task's, the posted status), and one retain is cheaper than
  /// copying three strings, an image name and the options (`make check-instructions`, hud-cycle).
  private var box: HUDContentBox

  /// The text under the indicator (the article's "一句话"); empty for none.
  ///
  /// Laid out on at most two lines, then truncated with an ellipsis (see ``HUDLayout``).
  public var title: String {
    get { box.fields.title }
    set { change { $0.title = newValue } }
  }
  /// Whether a running task with this content shows a Cancel button.
  ///
  /// Pressing it ends the task and cancels its work (``HUDEvent/cancelPressed(at:)``). Ignored
  /// for a posted status.
  public var showsCancelButton: Bool {
    get { box.fields.showsCancelButton }
    set { change { $0.showsCancelButton = newValue } }
  }
  /// Which touches the HUD blocks while this task runs, or nil for the HUD's own
  /// ``HUDState/touchPolicy``: the strictest of the running tasks' wins, and a task's policy goes
  /// with it (a flow's `.blocksAll` never outlives the flow on a shared scene HUD).
  public var touchPolicy: HUDTouchPolicy? {
    get { box.fields.touchPolicy }
    set { change { $0.touchPolicy = newValue } }
  }
  /// How a progress indicator is drawn: a ring (the default), a bar or a pie; ignored for every
  /// other indicator.
  public var progressStyle: HUDProgressStyle {
    get { box.fields.progressStyle }
    set { change { $0.progressStyle = newValue } }
  }
  /// A second, smaller line of text under the title (MBProgressHUD's `detailsLabel`,
  /// JGProgressHUD's `detailTextLabel`); empty for none.
  ///
  /// Laid out in ``HUDStyle/detailsFont`` on at most ``HUDStyle/maximumDetailsLines`` lines,
  /// and read by screen readers after the title.
  public var details: String {
    get { box.fields.details }
    set { change { $0.details = newValue } }
  }
  /// Where this content's box sits, or nil for the style's ``HUDStyle/placement`` (a toast asks
  /// for the bottom).
  public var placement: HUDPlacement? {
    get { box.fields.placement }
    set { change { $0.placement = newValue } }
  }

  /// The indicator; a progress fraction is clamped to `0...1` on the way in.
  public var indicator: HUDIndicator {
    get { box.fields.indicator }
    set { change { $0.indicator = newValue.clamped } }
  }

  /// Boxes `fields` anew with `update` applied (a box is never changed in place).
  private mutating func change(_ update: (inout HUDContentFields) -> Void) {
    var fields = box.fields
    update(&fields)
    box = HUDContentBox(fields)
  }

  /// Whether `lhs` and `rhs` show the same thing (the same box, or equal fields).
  public static func == (lhs: HUDContent, rhs: HUDContent) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  /// Hashes the fields (equal contents hash alike, whatever their boxes).
  public func hash(into hasher: inout Hasher) {
    box.fields.hash(into: &hasher)
  }

  /// Creates content; a progress fraction is clamped to `0...1`.
  public init(indicator: HUDIndicator, title: String = "", showsCancelButton: Bool = false) {
    box = HUDContentBox(
      HUDContentFields(
        indicator: indicator.clamped, title: title, showsCancelButton: showsCancelButton))
  }

  /// The same content with a Cancel button (or without, for `false`).
  public func cancellable(_ showsCancelButton: Bool = true) -> HUDContent {
    var content = self
    content.showsCancelButton = showsCancelButton
    return content
  }

  /// The app's image with a title (see ``HUDIndicator/image(_:)``).
  public static func image(_ image: ImageReference, _ title: String = "") -> HUDContent {
    HUDContent(indicator: .image(image), title: title)
  }

  /// The app's own view, of the size its front-end measured, with a title under it (see
  /// ``HUDIndicator/custom(_:)``).
  public static func custom(size: Size, _ title: String = "") -> HUDContent {
    HUDContent(indicator: .custom(size), title: title)
  }

  /// A spinner with a title: the article's control.
  public static func spinner(_ title: String = "") -> HUDContent {
    HUDContent(indicator: .spinner, title: title)
  }

  /// A determinate progress with a title, drawn as a ring (or `style`'s bar or pie);
  /// `fraction` is clamped to `0...1`.
  public static func progress(
    _ fraction: Double, _ title: String = "", style: HUDProgressStyle = .ring
  ) -> HUDContent {
    var content = HUDContent(indicator: .progress(fraction), title: title)
    content.progressStyle = style
    return content
  }

  /// A success check mark with a message; dismisses itself when posted as a status.
  public static func success(_ text: String) -> HUDContent {
    HUDContent(indicator: .success, title: text)
  }

  /// An error cross with a message; dismisses itself when posted as a status.
  public static func error(_ text: String) -> HUDContent {
    HUDContent(indicator: .error, title: text)
  }

  /// An information "i" with a message; dismisses itself when posted as a status.
  public static func info(_ text: String) -> HUDContent {
    HUDContent(indicator: .info, title: text)
  }

  /// Text only, no indicator.
  public static func text(_ text: String) -> HUDContent {
    HUDContent(indicator: .none, title: text)
  }

  /// A toast: text only, at the bottom of the screen (above the keyboard), posted as a status
  /// for its reading time (``HUDStatusDuration``): `hud.post(.toast("Copied"))`.
  public static func toast(_ text: String) -> HUDContent {
    HUDContent(indicator: .none, title: text).placed(.bottom)
  }

  /// The same content with `details` under its title (empty: none).
  ///
  /// ```swift
  /// hud.begin(.progress(0.3, "Uploading").detailed("3 of 10 photos"))
  /// ```
  public func detailed(_ details: String) -> HUDContent {
    var content = self
    content.details = details
    return content
  }

  /// The same content blocking touches by `policy` while its task runs (nil: the HUD's own).
  ///
  /// ```swift
  /// try await hud.during(.spinner("Paying").blocking(.blocksAll)) { try await pay() }
  /// ```
  public func blocking(_ policy: HUDTouchPolicy?) -> HUDContent {
    var content = self
    content.touchPolicy = policy
    return content
  }

  /// The same content placed at `placement` (nil: the style's).
  public func placed(_ placement: HUDPlacement?) -> HUDContent {
    var content = self
    content.placement = placement
    return content
  }

  /// The progress fraction in `0...1` when the indicator is a progress ring, else `nil`.
  public var progress: Double? {
    if case .progress(let fraction) = box.fields.indicator { return fraction }
    return nil
  }
}
