#if canImport(UIKit)
import ControlKit
import Foundation
import UIKit

extension LoadingHUD {
  /// Shared setup for every initialiser: subviews, the glyph view, the box style's colours,
  /// Reduce Motion and the driver's callbacks.
  func setUp() {
    boxView.isHidden = true
    boxView.layer.cornerRadius = CGFloat(style.cornerRadius)
    // The dimming takes no touch (`point(inside:with:)` decides) and says nothing to VoiceOver.
    dimmingView.isHidden = true
    dimmingView.isUserInteractionEnabled = false
    dimmingView.isAccessibilityElement = false
    // The material fills the box under its content, clipped to its corners.
    materialView.isHidden = true
    materialView.isUserInteractionEnabled = false
    materialView.layer.masksToBounds = true
    boxView.addSubview(materialView)
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = style.maximumTitleLines
    detailsLabel.textAlignment = .center
    // The box (or, as a container, the title) says "title, details": the core's one label.
    detailsLabel.isAccessibilityElement = false
    // The app's images keep their aspect ratio in the indicator's frame (the core fits it too).
    statusImageView.contentMode = .scaleAspectFit
    boxView.addSubview(glyphView)
    boxView.addSubview(spinner)
    boxView.addSubview(statusImageView)
    boxView.addSubview(titleLabel)
    boxView.addSubview(detailsLabel)
    cancelButton.isHidden = true
    applyBoxStyle()
    applyLanguage()
    cancelButton.addAction(
      UIAction { [weak self] _ in self?.driver.cancelPressed() }, for: .touchUpInside)
    boxView.addSubview(cancelButton)
    addSubview(dimmingView)
    addSubview(boxView)
    if systemReducesMotion { driver.reducesMotion = true }
    driver.onRender = { [weak self] in self?.render() }
    driver.onEffect = { [weak self] effect in self?.report(effect) }
    render()
  }

  /// Says what the HUD says itself in ``language``: the Cancel button's title and the language
  /// VoiceOver reads it in.
  ///
  /// The box is read in the language it speaks (``HUDDriver/spokenLanguage``), which
  /// ``render()`` keeps.
  func applyLanguage() {
    let language = driver.language
    boxView.accessibilityLanguage = driver.spokenLanguage.languageTag
    cancelButton.accessibilityLanguage = language.languageTag
    cancelButton.setTitle(language.cancelTitle, for: .normal)
  }

  /// Notes what an effect changed, without drawing: plays status haptics (a followed
  /// `Progress` is the driver's: ``HUDDriver/follow(_:content:)``).
  ///
  /// The session calls this for each effect before its one render (``render()``), which lays the
  /// box out for new content (``HUDEffect/displayedContentChanged(_:)`` needs nothing here) and
  /// shows the new state, so one change is laid out and drawn once.
  func report(_ effect: HUDEffect) {
    if case .playHaptic(let haptic) = effect { playStatusHaptic(haptic) }
  }

  /// The core layout of the displayed content in the bounds, safe area and keyboard, when
  /// ``currentLayout`` is not already that (the driver's rule: content, bounds, safe area,
  /// keyboard, direction, style and Cancel label; and a new ``measurer``, which it cannot see);
  /// nil when it is, or nothing is displayed.
  func newLayout() -> HUDLayout? {
    let (safeArea, direction) = safeAreaAndDirection()
    return driver.newLayout(
      replacing: needsBoxLayout ? nil : currentLayout, container: Rect(bounds),
      safeArea: safeArea, keyboardFrame: keyboardFrame.map { Rect($0) }, direction: direction,
      style: style, measure: measurer)
  }

  /// The safe area in the core's leading and trailing terms, and the writing direction that
  /// resolves them (UIKit's insets are left and right).
  func safeAreaAndDirection() -> (Insets, WritingDirection) {
    let insets = safeAreaInsets
    let direction = WritingDirection(effectiveUserInterfaceLayoutDirection)
    let rightToLeft = direction == .rightToLeft
    let safeArea = Insets(
      top: Double(insets.top), leading: Double(rightToLeft ? insets.right : insets.left),
      bottom: Double(insets.bottom), trailing: Double(rightToLeft ? insets.left : insets.right))
    return (safeArea, direction)
  }

  /// Places the box, the indicator, the title, the details line and the Cancel button where
  /// `layout` says (only from ``render()``, with the box untransformed).
  func layOutBox(_ layout: HUDLayout) {
    currentLayout = layout
    needsBoxLayout = false
    layoutPassCount += 1
    let box = layout.box
    boxView.frame = box.cgRect
    boxView.layer.cornerRadius = CGFloat(layout.cornerRadius)
    materialView.frame = CGRect(x: 0, y: 0, width: box.width, height: box.height)
    materialView.layer.cornerRadius = CGFloat(layout.cornerRadius)
    // Subviews are placed in the box's coordinates.
    let inBox = { (rect: Rect) in rect.offsetBy(dx: -box.minX, dy: -box.minY).cgRect }
    let indicator = layout.indicator.map(inBox) ?? .zero
    spinner.frame = indicator
    statusImageView.frame = indicator
    titleLabel.frame = layout.title.map(inBox) ?? .zero
    titleLabel.numberOfLines = style.maximumTitleLines
    titleLabel.font = UIFont.systemFont(layout.style.titleFont)
    detailsLabel.frame = layout.details.map(inBox) ?? .zero
    detailsLabel.numberOfLines = max(1, layout.style.maximumDetailsLines)
    detailsLabel.font = UIFont.systemFont(layout.style.detailsFont)
    cancelButton.frame = layout.cancelButton.map(inBox) ?? .zero
  }

  /// The one pass that shows the driver's state: called once after each of the core's
  /// reductions (``HUDDriver/onRender``, after the effects), and when something UIKit owns
  /// changed (bounds, safe area, keyboard, `isHidden`, ``style``, ``images``, ``language``).
  ///
  /// Lays the box out only when what it is laid out from changed (``newLayout()``), then shows
  /// the box while on screen at the presented opacity and scale, the dimming at the core's
  /// opacity (``HUDPresentation/dimmingOpacity``), the core's drawing of the indicator (a ring,
  /// bar or pie for progress, a status glyph: ``drawGlyphs()``), the spinner only while it runs
  /// and the HUD is not hidden, the app view the core picks (``placeCustomView()``), and what
  /// VoiceOver finds.
  func render() {
    renderPassCount += 1
    let state = coreState
    let content = state.displayedContent
    let presentation = driver.presentation
    if appliedBoxStyle != style.boxStyle { applyBoxStyle() }
    if content != nil {
      if let layout = newLayout() {
        // UIKit's `frame` is undefined under a transform: the box is placed untransformed.
        boxView.transform = .identity
        layOutBox(layout)
      }
    } else {
      currentLayout = nil
    }
    boxView.isHidden = !state.phase.isOnScreen
    boxView.alpha = CGFloat(presentation.opacity)
    // A zoom's scale, about the box's centre, on the core's clock (1 for a fade, at rest, and
    // under Reduce Motion).
    let scale = CGFloat(presentation.scale)
    boxView.transform = scale == 1 ? .identity : CGAffineTransform(scaleX: scale, y: scale)
    // The task's own touch policy may block everything: the strictest running one is in force.
    let blocksAll = driver.effectiveTouchPolicy == .blocksAll
    // The core's dimming, fading in and out with the box (the palette's colour is the view's).
    dimmingView.frame = bounds
    dimmingView.isHidden = presentation.dimmingOpacity == 0
    dimmingView.alpha = CGFloat(presentation.dimmingOpacity)
    // A language adopted once the HUD was idle: the box is read in it from this show on.
    let spoken = driver.spokenLanguage.languageTag
    if boxView.accessibilityLanguage != spoken { boxView.accessibilityLanguage = spoken }
    let indicator = content?.indicator ?? .none
    spinner.isHidden = indicator != .spinner
    // The platform's spinner (`HUDSpinnerSource.platform`) animates itself while it runs.
    if indicator == .spinner, state.isSpinnerRunning, !isHidden {
      if !spinner.isAnimating { spinner.startAnimating() }
    } else if spinner.isAnimating {
      spinner.stopAnimating()
    }
    let image = statusImage(for: indicator)
    statusImageView.isHidden = image == nil
    if let image, statusImageView.image !== image { statusImageView.image = image }
    drawGlyphs()
    titleLabel.text = content?.title
    let details = content?.details ?? ""
    detailsLabel.text = details.isEmpty ? nil : details
    detailsLabel.isHidden = currentLayout?.details == nil
    placeCustomView()
    let element = state.accessibilityElement
    let cancelElement = state.cancelButtonAccessibilityElement(
      cancelTitle: driver.language.cancelTitle)
    // A box that is one accessibility element hides its subviews from VoiceOver. With a Cancel
    // button or an app's view the box becomes a container instead: the title carries what the
    // box would say, and the button and the app's view are elements of their own.
    let isContainer = cancelElement != nil || shownCustomView != nil
    boxView.isAccessibilityElement = element != nil && !isContainer
    boxView.accessibilityLabel = element?.label
    boxView.accessibilityValue = element?.value
    titleLabel.isAccessibilityElement = element != nil && isContainer
    titleLabel.accessibilityLabel = isContainer ? element?.label : nil
    titleLabel.accessibilityValue = isContainer ? element?.value : nil
    cancelButton.isHidden = cancelElement == nil
    cancelButton.isAccessibilityElement = cancelElement != nil
    cancelButton.accessibilityLabel = cancelElement?.label
    // VoiceOver stays in the HUD only while it blocks the whole screen (the strictest running
    // task's policy, `HUDState.activeTouchPolicy`, while presented).
    accessibilityViewIsModal = blocksAll
    // A scene's HUD window is hidden (and takes no touch) whenever nothing is on screen.
    sceneWindow?.isHidden = !state.phase.isOnScreen
  }

  /// The app's image the indicator shows, or nil (a status glyph is the core's drawing,
  /// ``drawGlyphs()``).
  func statusImage(for indicator: HUDIndicator) -> UIImage? {
    guard case .image(let reference) = indicator else { return nil }
    return images[reference.name] ?? UIImage(named: reference.name)
  }

  /// The core's touch rule at `point`, for the layout on screen.
  func blocksTouch(at point: CGPoint) -> Bool {
    guard let layout = currentLayout else { return false }
    return coreState.blocksTouch(at: Point(point), layout: layout)
  }
}
#endif
