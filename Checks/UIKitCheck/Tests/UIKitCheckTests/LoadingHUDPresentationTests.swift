import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// A HUD that begins a task with the app's view when a status plays its haptic: a task begun from
/// inside one of the HUD's callbacks, as an app's subclass could.
final class CallbackBeginningHUD: LoadingHUD {
  var viewToBegin: UIView?
  var begun: [HUDToken] = []
  override func playStatusHaptic(_ haptic: HUDHaptic) {
    guard let view = viewToBegin else { return }
    viewToBegin = nil
    begun.append(begin(indicator: view, title: "Retrying"))
  }
}

extension HUDLayoutFixture {
  /// The row's safe area as UIKit gives it, by physical edge: the leading edge is the left in
  /// left to right, the right in right to left.
  var insets: UIEdgeInsets {
    let rightToLeft = direction == .rightToLeft
    return UIEdgeInsets(
      top: CGFloat(safeArea.top), left: CGFloat(rightToLeft ? safeArea.trailing : safeArea.leading),
      bottom: CGFloat(safeArea.bottom),
      right: CGFloat(rightToLeft ? safeArea.leading : safeArea.trailing))
  }

  /// The row's direction as UIKit's.
  var layoutDirection: UIUserInterfaceLayoutDirection {
    direction == .rightToLeft ? .rightToLeft : .leftToRight
  }
}

/// Whether two frames are equal but for rounding (the glue computes in the box's coordinates,
/// the core in the container's).
func approximatelyEqual(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
  abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// One presentation (issue 35): the UIKit HUD shows the platform's spinner without frames, picks
/// the app's view by the core's rule, lays out once per change, and applies the core's frames.
@MainActor
@Suite("Loading HUD: the core's presentation, once per change")
struct LoadingHUDPresentationTests {
  /// `rect` of the core's layout in `layout.box`'s coordinates (where subviews sit).
  func inBox(_ rect: Rect?, _ layout: HUDLayout) -> CGRect {
    rect.map { $0.offsetBy(dx: -layout.box.minX, dy: -layout.box.minY).cgRect } ?? .zero
  }

  /// `UIActivityIndicatorView` animates itself: a spinner HUD resting on screen asks its host
  /// for no frames (it did 60 a second for a phase UIKit never drew); frames tick only while the
  /// box fades in or out.
  @Test func aRestingSpinnerAsksForNoFramesOnlyTheFadesDo() {
    let (hud, host) = makeHUD()
    let token = hud.begin(.spinner("Loading"))
    host.advance(by: .milliseconds(500))  // the grace period ends: the box fades in
    #expect(host.isTickingFrames && hud.spinner.isAnimating)
    host.advance(by: .milliseconds(500))
    guard case .visible = hud.coreState.phase else {
      Issue.record("not visible: \(hud.coreState.phase)")
      return
    }
    #expect(hud.boxView.alpha == 1)
    #expect(!host.isTickingFrames)
    #expect(hud.spinner.isAnimating && hud.coreState.isSpinnerRunning)
    #expect(hud.driver.presentation.spinnerPhase == nil)
    let framesSoFar = host.frameCount
    #expect(framesSoFar > 0)
    host.advance(by: .seconds(5))
    #expect(host.frameCount == framesSoFar)
    #expect(hud.spinner.isAnimating)
    hud.end(token)
    host.advance(by: .seconds(2))  // the fade out ticks frames, then nothing
    #expect(host.frameCount > framesSoFar)
    #expect(!host.isTickingFrames && hud.boxView.isHidden && !hud.spinner.isAnimating)
  }

  /// Issue 35: `begin(indicator:)` from inside a HUD callback (the session queues the task after
  /// the event it is handling) keeps its view under its token and shows it once the core has the
  /// task; it used to be released at once, the task not being in the state yet.
  @Test func aViewBegunFromAnEffectHandlerIsKeptAndShown() throws {
    let (hud, host) = makeHUD()
    let cloud = FittingView(frame: .zero)
    var begun: HUDToken?
    let frontEnd = hud.driver.onEffect
    hud.driver.onEffect = { effect in
      frontEnd?(effect)
      if case .shown = effect, begun == nil {
        begun = hud.begin(indicator: cloud, title: "Uploading")
        // Not in the core yet: the view waits under its token.
        #expect(hud.coreState.activeTokens.count == 1)
      }
    }
    let syncing = hud.begin(.spinner("Syncing"))
    host.advance(by: .seconds(1))
    let token = try #require(begun)
    #expect(hud.coreState.activeTokens == [syncing, token])
    #expect(hud.driver.presentation.customIndicatorToken == token)
    #expect(cloud.superview === hud.boxView)
    let layout = try #require(hud.currentLayout)
    #expect(layout.content == .custom(size: Size(width: 60, height: 40), "Uploading"))
    #expect(cloud.frame == inBox(layout.indicator, layout))
    #expect(hud.appViews.view(of: token)?.view === cloud)
    // It ends like any other: the spinner task shows again, the view is let go.
    hud.end(token)
    #expect(cloud.superview == nil && hud.appViews.isEmpty && !hud.spinner.isHidden)
  }

  /// The same from an override the HUD calls while handling an event (`playStatusHaptic`): the
  /// status covers the new task, whose view shows once the status has gone.
  @Test func aViewBegunFromPlayStatusHapticShowsAfterTheStatus() throws {
    let host = VirtualHost()
    let hud = CallbackBeginningHUD(language: .english, host: host)
    hud.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
    hud.layoutSubviews()
    let badge = FittingView(frame: .zero)
    hud.viewToBegin = badge
    hud.post(.error("Upload failed"))
    let token = try #require(hud.begun.first)
    #expect(hud.coreState.content(of: token) != nil)
    #expect(badge.superview == nil && !hudGlyphs(hud).isEmpty)
    #expect(hud.appViews.view(of: token)?.view === badge)
    host.advance(by: .seconds(10))  // the status's reading time
    #expect(hud.coreState.status == nil)
    #expect(badge.superview === hud.boxView && hud.titleLabel.text == "Retrying")
    hud.end(token)
    host.advance(by: .seconds(2))
    #expect(badge.superview == nil && hud.appViews.isEmpty && hud.boxView.isHidden)
  }

  /// One layout and one render per reduction: effects only note what changed, the one render
  /// after them lays the box out (only when its content or geometry changed) and draws it.
  @Test func oneLayoutAndOneRenderPerReduction() throws {
    let (hud, host) = makeHUD()
    var layouts = hud.layoutPassCount
    var renders = hud.renderPassCount
    host.clearRecord()
    /// Checks the layouts and render passes since the last call, and that every reduction's
    /// render (the host's count) was one render pass.
    func expectPasses(
      layouts expectedLayouts: Int, renders expectedRenders: Int,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      #expect(hud.layoutPassCount - layouts == expectedLayouts, sourceLocation: sourceLocation)
      #expect(hud.renderPassCount - renders == expectedRenders, sourceLocation: sourceLocation)
      layouts = hud.layoutPassCount
      renders = hud.renderPassCount
    }
    let token = hud.begin(.spinner("Saving"))
    #expect(host.renderCount == 1)
    expectPasses(layouts: 1, renders: 1)
    // The grace timer, the fade's frames and its end: new opacity, the same content and frames.
    host.clearRecord()
    host.advance(by: .seconds(1))
    #expect(host.renderCount > 1)
    expectPasses(layouts: 0, renders: host.renderCount)
    hud.update(token, to: .spinner("Saving 2 of 3"))
    expectPasses(layouts: 1, renders: 1)
    hud.setTitle("Saving 3 of 3")
    expectPasses(layouts: 1, renders: 1)
    hud.update(token, fraction: 0.5)
    expectPasses(layouts: 1, renders: 1)
    // The same content again: a render, no layout.
    hud.update(token, to: try #require(hud.coreState.content(of: token)))
    expectPasses(layouts: 0, renders: 1)
    hud.post(.success("Saved"))
    expectPasses(layouts: 1, renders: 1)
    // The status goes after its reading time: the task's content again, laid out once.
    host.clearRecord()
    host.advance(by: .seconds(10))
    #expect(hud.coreState.status == nil)
    expectPasses(layouts: 1, renders: host.renderCount)
    // The app's view: its task's one layout, then the view goes in at that layout.
    let cloud = FittingView(frame: .zero)
    hud.begin(indicator: cloud, title: "Uploading")
    expectPasses(layouts: 1, renders: 1)
    #expect(cloud.superview === hud.boxView)
    // UIKit's own changes: one pass each, a layout only when the geometry changed.
    hud.layoutSubviews()
    expectPasses(layouts: 0, renders: 1)
    hud.insets = UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
    hud.layoutSubviews()
    expectPasses(layouts: 1, renders: 1)
    hud.keyboardFrame = CGRect(x: 0, y: 300, width: 320, height: 180)
    expectPasses(layouts: 1, renders: 1)
    hud.language = .simplifiedChinese
    expectPasses(layouts: 1, renders: 1)
    hud.measurer = FixedAdvanceTextMeasurer(lineHeightFactor: 1.5)
    expectPasses(layouts: 1, renders: 1)
  }

  /// The frames the UIKit HUD gives its box, indicator, title, details and Cancel button are the
  /// core's `HUDLayout`'s for every row of the fixture GTK and SwiftUI run too
  /// (`HUDLayoutFixture.all`: every kind of content, one- and two-line titles, Cancel on and off,
  /// four containers, placements and styles, a safe area read in either writing direction).
  @Test(arguments: HUDLayoutFixture.all)
  func theSubviewsSitAtTheCoresLayout(_ fixture: HUDLayoutFixture) throws {
    let host = VirtualHost()
    let hud = PlacedHUD(language: .english, host: host)
    hud.direction = fixture.layoutDirection
    hud.insets = fixture.insets
    hud.style = fixture.style
    hud.bounds = CGRect(
      x: 0, y: 0, width: CGFloat(fixture.container.width),
      height: CGFloat(fixture.container.height))
    hud.layoutSubviews()
    var appView: FittingView?
    switch fixture.shown {
    case .task: hud.begin(fixture.content)
    case .status: hud.post(fixture.content)
    case .appView:
      let view = FittingView(frame: .zero)
      let size = try #require(fixture.appViewSize)
      view.fitting = CGSize(width: CGFloat(size.width), height: CGFloat(size.height))
      appView = view
      hud.begin(
        indicator: view, title: fixture.content.title,
        cancellable: fixture.content.showsCancelButton)
    }
    host.advance(by: .seconds(1))
    #expect(!hud.boxView.isHidden)
    // The core's layout with the measurer the HUD lays out with (Core Text by default).
    let layout = fixture.expectedLayout(measure: hud.measurer)
    #expect(hud.coreState.displayedContent == fixture.content)
    #expect(hud.currentLayout == layout)
    #expect(hud.boxView.frame == layout.box.cgRect)
    #expect(hud.boxView.layer.cornerRadius == CGFloat(layout.cornerRadius))
    let indicator = inBox(layout.indicator, layout)
    switch layout.content.indicator {
    case .spinner:
      #expect(!hud.spinner.isHidden && hud.spinner.frame == indicator)
    case .progress, .success, .error, .info:
      // The core's drawing: a ring, bar or pie, or a status glyph (checked call for call below).
      #expect(!hudGlyphs(hud).isEmpty)
    case .image:
      #expect(!hud.statusImageView.isHidden && hud.statusImageView.frame == indicator)
    case .custom:
      let view = try #require(appView)
      #expect(view.superview === hud.boxView && view.frame == indicator)
    case .none:
      #expect(layout.indicator == nil)
    }
    if layout.content.indicator != .spinner { #expect(hud.spinner.isHidden) }
    #expect(hudGlyphDifference(hud) == nil, "\(fixture)")
    #expect(hud.titleLabel.frame == inBox(layout.title, layout))
    #expect(hud.titleLabel.text == layout.content.title)
    if fixture.titleTakesTwoLines { #expect(layout.titleMetrics?.lineCount == 2) }
    // The details line: its frame, text, font and line limit are the core's.
    #expect(hud.detailsLabel.isHidden == (layout.details == nil))
    #expect(hud.detailsLabel.frame == inBox(layout.details, layout))
    #expect(hud.detailsLabel.text == (layout.details == nil ? nil : layout.content.details))
    #expect(hud.detailsLabel.font.pointSize == CGFloat(layout.style.detailsFont.size))
    #expect(hud.detailsLabel.numberOfLines == layout.style.maximumDetailsLines)
    #expect(hud.titleLabel.font.pointSize == CGFloat(layout.style.titleFont.size))
    #expect(hud.cancelButton.isHidden == (layout.cancelButton == nil))
    #expect(hud.cancelButton.frame == inBox(layout.cancelButton, layout))
    ConformanceRow.record(
      "UIKit", ConformanceRow.hudScenario(fixture.name),
      differences: [
        ConformanceRow.difference("layout", shown: hud.currentLayout, core: layout),
        ConformanceRow.difference("box", shown: hud.boxView.frame, core: layout.box.cgRect),
        ConformanceRow.difference(
          "title", shown: hud.titleLabel.frame, core: inBox(layout.title, layout)),
        ConformanceRow.difference(
          "details", shown: hud.detailsLabel.frame, core: inBox(layout.details, layout)),
        ConformanceRow.difference(
          "Cancel", shown: hud.cancelButton.frame, core: inBox(layout.cancelButton, layout)),
      ].compactMap { $0 })
    // The touch rule reads the same layout.
    #expect(hud.point(inside: CGPoint(x: layout.box.midX, y: layout.box.midY), with: nil))
  }

  /// The bar's fill in the core's drawing list (``HUDDrawing``): the filled rounded rectangle
  /// after the box.
  static func barFill(in layout: HUDLayout) -> Rect? {
    for command in HUDDrawing.drawing(layout, theme: .light).dropFirst() {
      if case .roundedRect(let rect, _, let fill, let stroke) = command, fill != nil, stroke == nil
      {
        return rect
      }
    }
    return nil
  }

  /// Status glyphs are the core's drawing (`HUDDrawing`: a check mark, a cross, an "i" in a
  /// circle), as on SwiftUI and GTK: the glyph view's recorded calls are the core's list's, in
  /// light and dark; no SF Symbol image shows.
  @Test func statusSymbolsAreTheCores() {
    let (hud, host) = makeHUD()
    for status in [HUDContent.success("Saved"), .error("Failed"), .info("Offline")] {
      for style in [UIUserInterfaceStyle.light, .dark] {
        hud.traits = UITraitCollection(userInterfaceStyle: style)
        hud.traitCollectionDidChange(nil)
        hud.post(status)
        #expect(hud.statusImageView.isHidden)
        #expect(
          hudGlyphs(hud).contains {
            if case .ellipse = $0 { return true }
            return false
          }, "\(status): the glyph's circle")
        #expect(hudGlyphDifference(hud) == nil, "\(status) \(style)")
        host.advance(by: .seconds(10))
      }
    }
    #expect(hud.statusImage(for: .spinner) == nil && hud.statusImage(for: .none) == nil)
  }
}
