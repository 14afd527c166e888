import ControlKit
import ControlKitTesting
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The container HUD's overlay (`loadingHUDContainer()`, `loadingHUD(isPresented:)`) draws what
/// the core lays out: its frames are `HUDLayout`'s with `HUDStyle`'s numbers (those of UIKit's
/// `LoadingHUD` and `GTKHUD`), its touches the core's, its spinner the platform's (no frames
/// while it rests), its symbols and its app view the core's choice.
@MainActor
@Suite("HUD overlay")
struct HUDOverlayTests {
  /// A model on a virtual clock showing `fixture`'s content, past its grace period and fade.
  func showing(_ fixture: HUDLayoutFixture) -> (HUDModel, VirtualHost) {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    // The fixture's numbers are the fixed-advance stand-in's (Core Text: CoreTextMeasurerTests).
    model.measurer = FixedAdvanceTextMeasurer()
    // What `loadingHUDStyle(_:)` hands the container.
    model.environmentChanged(style: fixture.style, reduceMotion: false)
    switch fixture.shown {
    case .task: model.driver.begin(fixture.content)
    case .status: model.driver.post(fixture.content)
    case .appView:
      let action = LoadingHUDAction(source: model)
      let token = action(fixture.content.title, cancellable: fixture.content.showsCancelButton) {
        Text("♪")
      }
      // What the overlay's measuring reader reports: the view's ideal size.
      if let token, let size = fixture.appViewSize {
        model.indicatorView(of: token, measured: CGSize(width: size.width, height: size.height))
      }
    }
    host.advance(by: .seconds(1))
    return (model, host)
  }

  /// The overlay's frames for every row of the fixture GTK and UIKit run too
  /// (`HUDLayoutFixture.all`: titles, containers, content kinds, Cancel on and off, safe areas,
  /// placements and styles, both directions) are `HUDLayout`'s for that row.
  @Test(arguments: HUDLayoutFixture.all)
  func theOverlaysFramesAreTheCoreLayouts(_ fixture: HUDLayoutFixture) throws {
    let (model, _) = showing(fixture)
    #expect(isVisible(model.driver.state.phase))
    #expect(model.driver.state.displayedContent == fixture.content)
    let size = CGSize(width: fixture.container.width, height: fixture.container.height)
    let direction: LayoutDirection =
      fixture.direction == .rightToLeft ? .rightToLeft : .leftToRight
    let geometry = try #require(
      model.geometry(container: size, safeArea: fixture.safeArea, direction: direction))
    let expected = fixture.expectedLayout
    #expect(geometry.layout == expected)
    #expect(geometry.box == expected.box.cgRect)
    #expect(geometry.cornerRadius == 5)
    #expect(geometry.indicator == expected.indicator?.cgRect)
    #expect(geometry.title == expected.title?.cgRect)
    #expect(geometry.details == expected.details?.cgRect)
    #expect((geometry.details != nil) == !fixture.content.details.isEmpty)
    #expect(geometry.cancelButton == expected.cancelButton?.cgRect)
    #expect((geometry.cancelButton != nil) == fixture.content.showsCancelButton)
    ConformanceRow.record(
      "SwiftUI", ConformanceRow.hudScenario(fixture.name),
      differences: [
        ConformanceRow.difference("layout", shown: geometry.layout, core: expected),
        ConformanceRow.difference("box", shown: geometry.box, core: expected.box.cgRect),
        ConformanceRow.difference(
          "indicator", shown: geometry.indicator, core: expected.indicator?.cgRect),
        ConformanceRow.difference("title", shown: geometry.title, core: expected.title?.cgRect),
        ConformanceRow.difference(
          "details", shown: geometry.details, core: expected.details?.cgRect),
        ConformanceRow.difference(
          "Cancel", shown: geometry.cancelButton, core: expected.cancelButton?.cgRect),
      ].compactMap { $0 })
    if fixture.titleTakesTwoLines {
      #expect(geometry.layout.titleMetrics?.lineCount == 2)
      #expect(geometry.title?.height == CGFloat(2 * 15 * 1.2))
    }
    // The app's view is the one the box shows, at the indicator's frame.
    if fixture.shown == .appView {
      #expect(model.shownIndicatorToken != nil && geometry.indicator != nil)
    }
    // blocksBox: the box takes touches, nothing else.
    #expect(geometry.blockedArea == expected.box.cgRect)
    // The article's numbers, not SwiftUI's: 30 left and right, 15 above and below, 10 between.
    let inner = try #require(
      [expected.indicator, expected.title, expected.details, expected.cancelButton]
        .compactMap { $0 }.map(\.width).max())
    let sizedByContent = fixture.style.minimumSize == .zero && !fixture.style.isSquare
    if sizedByContent,
      expected.box.width < expected.availableArea.width - 2 * HUDStyle.defaultContainerMargin
    {
      #expect(geometry.box.width == CGFloat(inner + 2 * 30))
    }
    if sizedByContent, let top = geometry.indicator ?? geometry.title ?? geometry.details {
      #expect(top.minY - geometry.box.minY == 15)
    }
    // The box keeps its margins whatever the placement, size or offset asks.
    let available = expected.availableArea.cgRect.insetBy(dx: 20, dy: 20)
    let tolerance: CGFloat = 0.000_001
    #expect(geometry.box.minX >= available.minX - tolerance)
    #expect(geometry.box.maxX <= available.maxX + tolerance)
    #expect(geometry.box.minY >= available.minY - tolerance)
    #expect(geometry.box.maxY <= available.maxY + tolerance)
    if fixture.style.isSquare, geometry.box.width < available.width,
      geometry.box.height < available.height
    {
      #expect(geometry.box.width == geometry.box.height)
    }
    if let indicator = geometry.indicator, let title = geometry.title {
      #expect(title.minY - indicator.maxY == 10)
    }
  }

  @Test func theOverlayTakesTheTouchesTheCoreBlocks() throws {
    let size = CGSize(width: 375, height: 667)
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .passesThrough, host: host)
    // Nothing shown yet: no geometry, no touch taken.
    #expect(model.geometry(container: size, safeArea: Insets(), direction: .leftToRight) == nil)
    let token = model.driver.begin(.spinner("Loading"))
    // In the grace period nothing is blocked.
    var geometry = try #require(
      model.geometry(container: size, safeArea: Insets(), direction: .leftToRight))
    #expect(geometry.blockedArea == nil && geometry.cancelButton == nil)
    host.advance(by: .seconds(1))
    geometry = try #require(
      model.geometry(container: size, safeArea: Insets(), direction: .leftToRight))
    #expect(geometry.blockedArea == nil)
    // A Cancel button takes its touches under every policy: the box is blocked then.
    model.driver.update(token, to: HUDContent.spinner("Loading").cancellable())
    geometry = try #require(
      model.geometry(container: size, safeArea: Insets(), direction: .leftToRight))
    #expect(geometry.blockedArea == geometry.box)
    let cancel = try #require(geometry.cancelButton)
    #expect(
      model.driver.state.hitsCancelButton(
        at: Point(x: Double(cancel.midX), y: Double(cancel.midY)), layout: geometry.layout))
    // blocksAll: the whole container.
    model.driver.touchPolicy = .blocksAll
    geometry = try #require(
      model.geometry(container: size, safeArea: Insets(), direction: .leftToRight))
    #expect(geometry.blockedArea == CGRect(x: 0, y: 0, width: 375, height: 667))
    // Hiding: nothing is blocked and the Cancel button is gone while the box fades.
    model.driver.end(token)
    for _ in 0..<100 where !isHiding(model.driver.state.phase) {
      host.advance(by: .milliseconds(10))
    }
    #expect(isHiding(model.driver.state.phase))
    geometry = try #require(
      model.geometry(container: size, safeArea: Insets(), direction: .leftToRight))
    #expect(geometry.blockedArea == nil && geometry.cancelButton == nil)
    host.advance(by: .seconds(1))
    #expect(model.driver.state.phase == .hidden)
  }

  @Test func aRestingSpinnerTicksNoFrames() {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    let token = model.driver.begin(.spinner("Loading"))
    host.advance(by: .seconds(1))
    #expect(isVisible(model.driver.state.phase))
    #expect(model.driver.state.isSpinnerRunning)
    // SwiftUI's ProgressView turns by itself: the core gives no phase and asks for no frame.
    #expect(model.driver.presentation.spinnerPhase == nil)
    #expect(!host.isTickingFrames)
    let frames = host.frameCount
    let renders = host.renderCount
    host.advance(by: .seconds(5))
    #expect(host.frameCount == frames)
    #expect(host.renderCount == renders)
    // The fade out ticks frames again, and ends at its deadline.
    model.driver.end(token)
    host.advance(by: .seconds(1))
    #expect(host.frameCount > frames)
    #expect(model.driver.state.phase == .hidden && !host.isTickingFrames)
  }

  @Test func theIndicatorGlyphsAreThePlatformSpinnerAndTheCoresDrawing() {
    typealias Glyph = HUDIndicatorView.Glyph
    #expect(Glyph(.spinner) == .platformSpinner)
    for indicator in [HUDIndicator.success, .error, .info, .progress(0.25), .progress(1.5)] {
      #expect(Glyph(indicator) == .drawn)
    }
    #expect(
      Glyph(.image(ImageReference(name: "cloud", pixelSize: Size(width: 20, height: 10))))
        == .image("cloud"))
    #expect(Glyph(.none) == .none)
    #expect(Glyph(.custom(Size(width: 60, height: 44))) == .none)
  }

  @Test func aTaskBegunFromAHUDCallbackKeepsItsView() throws {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    let action = LoadingHUDAction(source: model)
    // The app starts a retry, with its own view, when the user cancels: from inside the HUD's
    // own effect handling (the core's `.cancelTask`).
    let retry = TokenBox()
    let reportHaptics = model.driver.onEffect
    model.driver.onEffect = { effect in
      reportHaptics?(effect)
      if case .cancelTask = effect, retry.token == nil {
        retry.token = action("Retrying") { Text("↻") }
      }
    }
    action(HUDContent.spinner("Syncing").cancellable())
    host.advance(by: .seconds(1))
    #expect(model.driver.cancelPressed())
    let token = try #require(retry.token)
    // The core took the task once the Cancel press was handled; its view is kept for it.
    #expect(model.driver.state.content(of: token) != nil)
    #expect(model.indicatorViews.view(of: token) != nil)
    #expect(model.unmeasuredView(of: token) != nil)
    model.indicatorView(of: token, measured: CGSize(width: 30, height: 30))
    host.advance(by: .seconds(1))
    #expect(model.driver.state.customIndicatorToken == token)
    #expect(model.shownIndicatorToken == token)
    action.end(token)
    host.advance(by: .seconds(5))
    #expect(model.shownIndicatorToken == nil && model.indicatorViews.isEmpty)
  }
}

/// A token set from inside a callback.
@MainActor
final class TokenBox {
  var token: HUDToken?
}

/// Whether `phase` is `.visible`, whatever its instants.
func isVisible(_ phase: HUDPhase) -> Bool {
  if case .visible = phase { true } else { false }
}

/// Whether `phase` is `.hiding`, whatever its instant.
func isHiding(_ phase: HUDPhase) -> Bool {
  if case .hiding = phase { true } else { false }
}
