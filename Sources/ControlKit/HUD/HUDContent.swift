/// What the HUD displays: an indicator and a title.
///
/// ```swift
/// let saving = HUDContent.spinner("正在处理中...")
/// let upload = HUDContent.progress(0.42, "Uploading")
/// let done = HUDContent.success("Saved")
/// ```
public struct HUDContent: Hashable, Sendable {
  private var storedIndicator: HUDIndicator
  /// The text under the indicator (the article's "一句话"); empty for none.
  ///
  /// Laid out on at most two lines, then truncated with an ellipsis (see ``HUDLayout``).
  public var title: String

  /// The indicator; a progress fraction is clamped to `0...1` on the way in.
  public var indicator: HUDIndicator {
    get { storedIndicator }
    set { storedIndicator = newValue.clamped }
  }

  /// Creates content; a progress fraction is clamped to `0...1`.
  public init(indicator: HUDIndicator, title: String = "") {
    self.storedIndicator = indicator.clamped
    self.title = title
  }

  /// A spinner with a title: the article's control.
  public static func spinner(_ title: String = "") -> HUDContent {
    HUDContent(indicator: .spinner, title: title)
  }

  /// A determinate progress ring with a title; `fraction` is clamped to `0...1`.
  public static func progress(_ fraction: Double, _ title: String = "") -> HUDContent {
    HUDContent(indicator: .progress(fraction), title: title)
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

  /// The progress fraction in `0...1` when the indicator is a progress ring, else `nil`.
  public var progress: Double? {
    if case .progress(let fraction) = storedIndicator { return fraction }
    return nil
  }
}
