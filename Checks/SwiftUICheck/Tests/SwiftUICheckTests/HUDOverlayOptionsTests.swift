import ControlKit
import ControlKitTesting
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// Issue 36's options as the SwiftUI overlay draws them: the progress bar and the pie drawn
/// from the core's drawing list, the box style's fill and colours, the zoom's scale on the
/// core's clock, Reduce Motion from the environment, and the dimming of the touch policy in
/// force (the strictest running task's).
@MainActor
@Suite("HUD overlay options")
struct HUDOverlayOptionsTests {
  static let phone = CGSize(width: 375, height: 667)

  /// A model on a virtual clock with `style`, showing `content` past its grace period and fade.
  func showing(
    _ content: HUDContent, style: HUDStyle = HUDStyle(), timing: HUDTiming = HUDTiming(),
    touchPolicy: HUDTouchPolicy = .blocksBox
  ) -> (HUDModel, VirtualHost) {
    let host = VirtualHost()
    let model = HUDModel(timing: timing, touchPolicy: touchPolicy, host: host)
    // The numbers below are the fixed-advance stand-in's (Core Text: CoreTextMeasurerTests).
    model.measurer = FixedAdvanceTextMeasurer()
    model.environmentChanged(style: style, reduceMotion: false)
    model.driver.begin(content)
    host.advance(by: .seconds(1))
    return (model, host)
  }

  func geometry(_ model: HUDModel, _ direction: LayoutDirection = .leftToRight) throws
    -> HUDOverlayGeometry
  {
    try #require(model.geometry(container: Self.phone, safeArea: Insets(), direction: direction))
  }

  /// What the overlay's canvas draws for `model`'s HUD in light: the core's list less the box,
  /// text, spinner and image, drawn over the recording context from the box's origin.
  func canvas(_ model: HUDModel, _ direction: LayoutDirection = .leftToRight) throws
    -> (commands: [DrawCommand], drawn: [CGContextCall], core: [CGContextCall])
  {
    let geometry = try self.geometry(model, direction)
    let commands = HUDOverlayGeometry.canvasCommands(
      HUDDrawing.drawing(geometry.layout, theme: .light), layout: geometry.layout)
    let drawn = drawnCalls(
      CommandCanvas(
        commands: commands,
        origin: Point(x: Double(geometry.box.minX), y: Double(geometry.box.minY))))
    // The core's whole list, less the box (the first rounded rectangle: no dimming is asked)
    // and what native views draw: text, the platform spinner, the app's image.
    let expected = HUDDrawing.drawing(geometry.layout, theme: .light).dropFirst().filter {
      switch $0 {
      case .text, .spinner, .image: return false
      default: return true
      }
    }
    let core =
      [CGContextCall.translateBy(-geometry.box.minX, -geometry.box.minY)]
      + renderedCalls(Array(expected))
    return (commands, drawn, core)
  }

  /// The bar is the core's: its outline at the indicator's frame and its fill inset by 2 from the
  /// leading edge (the right in right to left), drawn by the canvas call for call.
  @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
  func theBarFillsFromTheLeadingEdge(_ direction: LayoutDirection) throws {
    let (model, _) = showing(.progress(0.25, "Uploading", style: .bar))
    let outline = try #require(try geometry(model, direction).indicator)
    let (commands, drawn, core) = try canvas(model, direction)
    #expect(firstDifference(drawn: drawn, core: core) == nil)
    let rects = commands.compactMap {
      if case .roundedRect(let rect, _, _, _) = $0 { return rect.cgRect }
      return nil
    }
    // The bar is the style's 120 × 8, its fill inset by 2 and a quarter of the track long.
    #expect(rects.first == outline && outline.size == CGSize(width: 120, height: 8))
    let fill = try #require(rects.dropFirst().first)
    #expect(fill.height == 4 && fill.midY == outline.midY)
    #expect(fill.width == (outline.width - 4) * 0.25)
    if direction == .rightToLeft {
      #expect(fill.maxX == outline.maxX - 2)
    } else {
      #expect(fill.minX == outline.minX + 2)
    }
    #expect(HUDIndicatorView.Glyph(.progress(0.25)) == .drawn)
  }

  /// The pie is the core's: its ring outline and the sector swept from 12 o'clock, drawn by the
  /// canvas call for call; a ring is the core's progress ring (track and arc).
  @Test func thePieAndTheRingAreTheCoresDrawing() throws {
    let (model, _) = showing(.progress(0.6, "Downloading", style: .pie))
    let (commands, drawn, core) = try canvas(model)
    #expect(firstDifference(drawn: drawn, core: core) == nil)
    #expect(
      commands.contains {
        if case .arc(_, _, let start, let sweep, _) = $0 {
          return start == -Double.pi / 2 && abs(sweep - 1.2 * Double.pi) < 1e-12
        }
        return false
      })
    let (ring, _) = showing(.progress(0.6, "Downloading"))
    let ringCanvas = try canvas(ring)
    #expect(firstDifference(drawn: ringCanvas.drawn, core: ringCanvas.core) == nil)
    #expect(
      ringCanvas.commands.contains {
        if case .progressRing(_, _, let fraction, _, _) = $0 { return fraction == 0.6 }
        return false
      })
  }

  /// The status glyphs and the Cancel outline are the core's drawing too; the box, the text and
  /// the spinner are not the canvas's (native views draw them).
  @Test func theStatusGlyphsAndTheCancelOutlineAreDrawnByTheCanvas() throws {
    for content in [HUDContent.success("Saved"), .error("Failed"), .info("Note")] {
      let (model, _) = showing(content)
      let (commands, drawn, core) = try canvas(model)
      #expect(firstDifference(drawn: drawn, core: core) == nil, "\(content)")
      #expect(
        commands.contains {
          if case .ellipse = $0 { return true }
          return false
        }, "\(content): the glyph's circle")
    }
    let (spinner, _) = showing(.spinner("Loading"))
    #expect(try canvas(spinner).commands.isEmpty)
    let (cancellable, _) = showing(HUDContent.spinner("Syncing").cancellable())
    let cancel = try canvas(cancellable)
    #expect(firstDifference(drawn: cancel.drawn, core: cancel.core) == nil)
    #expect(
      cancel.commands.count == 1
        && cancel.commands.allSatisfy {
          if case .roundedRect(_, _, nil, .some) = $0 { return true }
          return false
        }, "the Cancel outline")
  }

  @Test func theBoxStyleChoosesTheFillAndTheColours() throws {
    let (model, _) = showing(.spinner("Loading"))
    // Automatic: the theme's palette, light and dark.
    var look = model.look(colorScheme: .light)
    #expect(look.boxFill == .color(HUDPalette.standard(for: .light).box))
    #expect(look.palette == HUDPalette.standard(for: .light))
    look = model.look(colorScheme: .dark)
    #expect(look.boxFill == .color(HUDPalette.standard(for: .dark).box))
    // Material: SwiftUI's Material.regular under the core's material foreground (white on the
    // dark material, near-black on the light one).
    var style = HUDStyle()
    style.boxStyle = .material
    model.environmentChanged(style: style, reduceMotion: false)
    look = model.look(colorScheme: .dark)
    #expect(look.boxFill == .material)
    #expect(look.palette.foreground == HUDPalette.material(for: .dark).foreground)
    #expect(model.look(colorScheme: .light).palette.foreground == RGBA(hex: 0x1C1C1E))
    // Custom: the app's box, foreground and dimming in both themes.
    let brand = try HUDColors(
      box: RGBA(hex: 0x0A3D62), foreground: .white, dimming: RGBA.black.withAlpha(0.6))
    style.boxStyle = .custom(brand)
    model.environmentChanged(style: style, reduceMotion: false)
    for scheme in [ColorScheme.light, .dark] {
      look = model.look(colorScheme: scheme)
      #expect(look.boxFill == .color(RGBA(hex: 0x0A3D62)))
      #expect(look.palette.foreground == .white)
      #expect(look.palette.dimming == RGBA.black.withAlpha(0.6))
    }
    // The style reached the layout too.
    #expect(try geometry(model).layout.style == style)
  }

  @Test func aZoomScalesTheBoxOnTheCoresClock() {
    let host = VirtualHost()
    let model = HUDModel(
      timing: HUDTiming(animation: .zoom), touchPolicy: .blocksBox, host: host)
    let token = model.driver.begin(.spinner("Loading"))
    // Hidden in the grace period: nothing drawn, at the zoom's smallest scale or none.
    #expect(model.look(colorScheme: .light).opacity == 0)
    host.advance(by: .milliseconds(600))  // grace 500 ms, then half of the 200 ms fade in
    var look = model.look(colorScheme: .light)
    #expect(look.opacity > 0 && look.opacity < 1)
    #expect(look.scale > 0.5 && look.scale < 1)
    #expect(look.scale == HUDAnimation.zoom.scale(atOpacity: look.opacity, reducesMotion: false))
    host.advance(by: .milliseconds(200))
    look = model.look(colorScheme: .light)
    #expect(look.opacity == 1 && look.scale == 1)
    model.driver.end(token)
    host.advance(by: .milliseconds(100))
    for _ in 0..<50 where !isHiding(model.driver.state.phase) {
      host.advance(by: .milliseconds(10))
    }
    host.advance(by: .milliseconds(100))
    look = model.look(colorScheme: .light)
    #expect(look.scale < 1 && look.scale >= 0.5)
    host.advance(by: .seconds(1))
    #expect(model.driver.state.phase == .hidden)
  }

  @Test func reduceMotionFromTheEnvironmentTurnsAZoomIntoAFade() {
    let host = VirtualHost()
    let model = HUDModel(
      timing: HUDTiming(animation: .zoom), touchPolicy: .blocksBox, host: host)
    // What the modifiers hand over from `\.accessibilityReduceMotion`.
    model.environmentChanged(style: nil, reduceMotion: true)
    #expect(model.driver.reducesMotion)
    model.driver.begin(.spinner("Loading"))
    host.advance(by: .milliseconds(600))
    let look = model.look(colorScheme: .light)
    #expect(look.opacity > 0 && look.opacity < 1)
    #expect(look.scale == 1)
    // And back when the setting is turned off.
    model.environmentChanged(style: nil, reduceMotion: false)
    #expect(!model.driver.reducesMotion)
  }

  @Test func aTasksOwnBlocksAllDimsTheContainerUntilItEnds() throws {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    let browsing = model.driver.begin(.spinner("Loading"))
    host.advance(by: .seconds(1))
    var geometry = try self.geometry(model)
    #expect(model.look(colorScheme: .light).dimming == nil)
    #expect(geometry.blockedArea == geometry.box)
    // One flow pays: its task blocks every touch, and the container is dimmed.
    let paying = model.driver.begin(HUDContent.spinner("Paying").blocking(.blocksAll))
    host.advance(by: .milliseconds(100))
    geometry = try self.geometry(model)
    #expect(model.driver.state.activeTouchPolicy == .blocksAll)
    #expect(model.look(colorScheme: .light).dimming != nil)
    #expect(geometry.blockedArea == CGRect(origin: .zero, size: Self.phone))
    // The flow ends: the HUD's own policy again, no dimming.
    model.driver.end(paying)
    host.advance(by: .milliseconds(100))
    geometry = try self.geometry(model)
    #expect(model.look(colorScheme: .light).dimming == nil)
    #expect(geometry.blockedArea == geometry.box)
    // The HUD's own policy blocks everything: dimmed, and the dimming fades out with the box
    // (the core's rule), while touches pass from the moment it starts to hide.
    model.driver.touchPolicy = .blocksAll
    #expect(model.look(colorScheme: .light).dimming != nil)
    model.driver.end(browsing)
    for _ in 0..<100 where !isHiding(model.driver.state.phase) {
      host.advance(by: .milliseconds(10))
    }
    host.advance(by: .milliseconds(10))
    #expect(try self.geometry(model).blockedArea == nil)
    #expect(model.look(colorScheme: .light).dimming != nil)
    host.advance(by: .seconds(1))
    #expect(model.look(colorScheme: .light).dimming == nil)
  }

  /// The dimming the overlay draws is the core's presentation's at every instant: through the
  /// fade-in, at rest, half way through the fade-out and once hidden, in both colour schemes.
  @Test(arguments: [ColorScheme.light, .dark])
  func theDimmingDrawnIsTheCoresAtEveryInstant(_ scheme: ColorScheme) throws {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .passesThrough, host: host)
    let paying = model.driver.begin(HUDContent.spinner("Paying").blocking(.blocksAll))
    var seen: [Double] = []
    func check() {
      let look = model.look(colorScheme: scheme)
      let presentation = model.driver.presentation
      #expect(look.dimming == presentation.dimming(in: look.palette))
      #expect(look.opacity == presentation.opacity)
      seen.append(presentation.dimmingOpacity)
    }
    check()
    host.advance(by: .milliseconds(600))  // the grace period, then part of the fade-in
    check()
    host.advance(by: .milliseconds(400))
    check()
    model.driver.end(paying)
    for _ in 0..<100 where !isHiding(model.driver.state.phase) {
      host.advance(by: .milliseconds(10))
    }
    host.advance(by: .milliseconds(100))
    check()
    host.advance(by: .seconds(1))
    check()
    // Nothing, part-way in, full, part-way out, nothing: a real fade on both sides.
    #expect(seen.count == 5 && seen[0] == 0 && seen[2] == 1 && seen[4] == 0)
    #expect(seen[1] > 0 && seen[1] < 1 && seen[3] > 0 && seen[3] < 1)
  }

  @Test func theDetailsLineIsDrawnAndReadAfterTheTitle() throws {
    var style = HUDStyle()
    style.maximumDetailsLines = 1
    let (model, _) = showing(
      HUDContent.progress(0.3, "Uploading").detailed("3 of 10 photos"), style: style)
    let geometry = try self.geometry(model)
    let title = try #require(geometry.title)
    let details = try #require(geometry.details)
    #expect(details.minY == title.maxY + 4)
    #expect(details.height == CGFloat(12 * 1.2))
    #expect(geometry.layout.detailsMetrics?.lineCount == 1)
    #expect(model.driver.state.accessibilityElement?.label == "Uploading, 3 of 10 photos")
    #expect(model.driver.state.accessibilityElement?.value == "30%")
  }
}
