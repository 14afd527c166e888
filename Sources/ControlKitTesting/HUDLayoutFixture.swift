package import ControlKit

/// One row of the HUD layout fixture every front-end runs (issue 35): what a HUD shows, how it
/// was given, in which container, safe area, writing direction and style.
///
/// GTK (`--hud-layout-fixture`, read back from the mapped widgets), UIKit (`LoadingHUD`'s glue
/// test) and SwiftUI (the container overlay's computed frames) each show every row
/// (``HUDLayoutFixture/all``) and check that the box, indicator, title, details and Cancel
/// frames they use are ``ControlKit/HUDLayout``'s for the row, so the same content gives the
/// same box on every front-end. GTK has no safe area: it runs the rows without one
/// (``needsSafeArea``). Text is measured by each front-end's measurer (Pango on GTK, Core Text on
/// UIKit, the fixed-advance stand-in in the SwiftUI glue test), so ``expectedLayout(measure:)``
/// takes it.
package struct HUDLayoutFixture: Hashable, Sendable, CustomStringConvertible {
  /// How the row's content reaches the HUD.
  package enum Shown: Hashable, Sendable {
    /// A task (`begin(_:)`).
    case task
    /// A status (`post(_:)`).
    case status
    /// The app's own view (widget) as the indicator, sized as the content's `.custom(size:)`
    /// (`begin(indicator:title:cancellable:)`): the front-end measures it.
    case appView
  }

  /// The row's name, as the tests print it.
  package var name: String
  /// What the HUD shows (for ``Shown/appView``, `.custom(size:)` at the app view's size).
  package var content: HUDContent
  /// How ``content`` reaches the HUD.
  package var shown: Shown
  /// The container's size (the HUD's bounds, the covered page, the overlay's proxy).
  package var container: Size
  /// The container's safe area, by leading and trailing edge.
  package var safeArea: Insets
  /// The writing direction the HUD lays out in.
  package var direction: WritingDirection
  /// The HUD's style (placement, minimum size, square box, bar size).
  package var style: HUDStyle
  /// Whether the title is too long for one line in ``container`` with any measurer the
  /// front-ends use, so it takes the style's two lines.
  package var titleTakesTwoLines: Bool

  /// A row; see the properties.
  package init(
    _ name: String, _ content: HUDContent, shown: Shown = .task, container: Size = Self.phone,
    safeArea: Insets = .zero, direction: WritingDirection = .leftToRight,
    style: HUDStyle = HUDStyle(), titleTakesTwoLines: Bool = false
  ) {
    self.name = name
    self.content = content
    self.shown = shown
    self.container = container
    self.safeArea = safeArea
    self.direction = direction
    self.style = style
    self.titleTakesTwoLines = titleTakesTwoLines
  }

  /// ``name``.
  package var description: String { name }

  /// Whether the row needs a safe area (GTK, which has none, leaves it out).
  package var needsSafeArea: Bool { safeArea != .zero }

  /// The size of the app's view, for ``Shown/appView`` rows.
  package var appViewSize: Size? {
    guard shown == .appView, case .custom(let size) = content.indicator else { return nil }
    return size
  }

  /// The container as a rect at the origin.
  package var containerRect: Rect {
    Rect(x: 0, y: 0, width: container.width, height: container.height)
  }

  /// The layout the core gives for this row with `measure` and `cancelTitle`.
  package func expectedLayout(
    measure: some TextMeasuring, cancelTitle: String = HUDLayout.englishCancelTitle
  ) -> HUDLayout {
    HUDLayout(
      content: content, container: containerRect, safeArea: safeArea, direction: direction,
      style: style, cancelTitle: cancelTitle, measure: measure)
  }

  /// The layout the core gives for this row with the fixed-advance stand-in measurer (tests'
  /// numbers; no front-end lays out with it) and English's Cancel label.
  package var expectedLayout: HUDLayout {
    expectedLayout(measure: FixedAdvanceTextMeasurer())
  }
}
