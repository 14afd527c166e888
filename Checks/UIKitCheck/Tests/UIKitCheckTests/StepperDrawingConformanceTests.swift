import ControlKit
import ControlKitTesting
import Foundation
import Testing
import UIKit

@testable import ControlKitUIKit

/// The stepper rows of the conformance matrix (`StepperLayoutFixture`, issue 44) drawn on
/// UIKit: what the parts view's `draw(_:)` records in the stub `CGContext` (every path, colour,
/// line width and cap) must be the renderer's calls for the core's `StepperDrawing` of the row's
/// state, less the text the native field shows: the field's fill and border, − and + (grey at a
/// limit and when disabled, − absent in cart mode at the minimum, mirrored right to left), in
/// light and in dark.
@MainActor
@Suite("StepperControl drawing: the core's list, row by row")
struct StepperDrawingConformanceTests {
  private func laidOut(
    _ row: StepperLayoutFixture, style: StepperStyle, theme: Theme
  ) -> RecordingStepper {
    let stepper = RecordingStepper(
      value: row.value, configuration: row.configuration, style: style, language: .english,
      host: VirtualHost())
    stepper.direction = row.direction == .rightToLeft ? .rightToLeft : .leftToRight
    stepper.traits = UITraitCollection(userInterfaceStyle: theme == .dark ? .dark : .light)
    stepper.isEnabled = row.isEnabled
    stepper.bounds = row.bounds(style: style).cgRect
    stepper.layoutSubviews()
    return stepper
  }

  /// The core's list for `row` without its text command (the native field's).
  private func expected(
    _ row: StepperLayoutFixture, bounds: Rect, style: StepperStyle, theme: Theme
  ) -> [DrawCommand] {
    StepperDrawing.drawing(
      presentation: row.state.presentation(),
      layout: row.expectedLayout(bounds: bounds, style: style), style: style, theme: theme
    ).filter {
      if case .text = $0 { return false }
      return true
    }
  }

  @Test(arguments: StepperLayoutFixture.all, Theme.allCases)
  func theDrawingIsTheCoresList(_ row: StepperLayoutFixture, theme: Theme) {
    let style = row.styled(.article)
    let stepper = laidOut(row, style: style, theme: theme)
    let core = expected(row, bounds: Rect(stepper.bounds), style: style, theme: theme)
    let difference = firstDifference(
      drawn: recordedDrawing(of: stepper.partsView), core: renderedCalls(core))
    #expect(difference == nil, "\(row) \(theme)")
    #expect(stepper.partsView.frame == stepper.bounds)
    ConformanceRow.record(
      "UIKit", "stepper \(row.name)", differences: [difference].compactMap { $0 })
  }

  /// At the minimum the − icon is the palette's grey and + its ink; at the maximum the other
  /// way round; disabled, both grey: the core's colours, drawn.
  @Test func anIconThatCannotBeUsedIsGrey() throws {
    let palette = StepperStyle.article.light
    for (name, minus, plus) in [
      ("minimum", palette.disabledIcon, palette.icon),
      ("maximum", palette.icon, palette.disabledIcon),
      ("disabled", palette.disabledIcon, palette.disabledIcon),
    ] {
      let row = try #require(StepperLayoutFixture.all.first { $0.name == name })
      let stepper = laidOut(row, style: .article, theme: .light)
      let colours = stepper.partsView.commands.compactMap {
        if case .ellipse(_, _, let stroke) = $0 { return stroke?.color }
        return nil
      }
      #expect(colours == [minus, plus], "\(name)")
    }
  }

  /// While editing, the core's focus ring is drawn over the border; the caret is the native
  /// field's own (the core's caret bar is left out with the text).
  @Test func editingDrawsTheFocusRingAndLeavesTheCaretToTheField() {
    let (stepper, _) = makeStepper()
    stepper.driver.focusChanged(true)
    let focus = StepperStyle.article.light.focusRing
    let rings = stepper.partsView.commands.filter {
      if case .roundedRect(_, _, nil, let stroke) = $0 { return stroke?.color == focus }
      return false
    }
    #expect(rings.count == 1)
    let bars = stepper.partsView.commands.filter {
      if case .roundedRect(_, _, .some(let fill), nil) = $0 { return fill == focus }
      return false
    }
    #expect(bars.isEmpty)
  }

  /// The app's own glyphs (PPNumberButton's titles or images) replace the drawn icons: the core
  /// draws the field only, and the buttons show at the icons' frames.
  @Test func appGlyphsReplaceTheDrawnIcons() {
    let (stepper, _) = makeStepper()
    #expect(drawnIconCircles(stepper).count == 2)
    #expect(stepper.decrementButton.isHidden && stepper.incrementButton.isHidden)
    stepper.setTitle(decreaseTitle: "-", increaseTitle: "+")
    #expect(drawnIconCircles(stepper).isEmpty)
    #expect(!stepper.decrementButton.isHidden && !stepper.incrementButton.isHidden)
    #expect(drawnField(stepper) != nil)
  }

  /// The app's images (PPNumberButton's `decreaseImage`/`increaseImage`) are the core's glyphs
  /// option: its list draws each, whole, at its icon frame, as GTK's `buttonGlyphs` and the
  /// gallery do; the buttons stay hidden.
  @Test func theAppsImagesAreDrawnByTheCoresList() {
    let (stepper, _) = makeStepper()
    stepper.setImage(decreaseImage: BitmapImage(), increaseImage: BitmapImage())
    #expect(stepper.decrementButton.isHidden && stepper.incrementButton.isHidden)
    #expect(drawnIconCircles(stepper).isEmpty)
    let images = stepper.partsView.commands.compactMap { command -> (String, Rect, Rect)? in
      if case .image(let reference, let frame, let source, _) = command {
        return (reference.name, frame, source)
      }
      return nil
    }
    let layout = stepper.currentLayout
    #expect(
      images.map(\.0) == [StepperControl.decrementImageName, StepperControl.incrementImageName])
    #expect(images.map(\.1) == [layout.decrementIcon, layout.incrementIcon])
    // The whole bitmap: 28 × 28 points at 2× is 56 × 56 pixels.
    #expect(images.allSatisfy { $0.2 == Rect(x: 0, y: 0, width: 56, height: 56) })
    let drawn = recordedDrawing(of: stepper.partsView).filter {
      if case .drawImage = $0 { return true }
      return false
    }
    #expect(drawn.count == 2)
    // Titles replace the images (PPNumberButton's last call wins).
    stepper.setTitle(decreaseTitle: "-", increaseTitle: "+")
    #expect(!stepper.partsView.commands.contains { if case .image = $0 { true } else { false } })
  }

  /// The app's `buttonColor` and `fieldBorderColor` are drawn by the core, resolved for the
  /// appearance.
  @Test func theAppsColoursAreDrawnByTheCore() {
    let (stepper, _) = makeStepper()
    stepper.buttonColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    stepper.fieldBorderColor = UIColor(dynamicProvider: { traits in
      traits.userInterfaceStyle == .dark ? UIColor.white : UIColor.gray
    })
    #expect(drawnField(stepper)?.border?.color == RGBA(red: 0.5, green: 0.5, blue: 0.5))
    let plus = stepper.partsView.commands.compactMap {
      if case .ellipse(_, _, let stroke) = $0 { return stroke?.color }
      return nil
    }.last
    #expect(plus == RGBA(red: 1, green: 0, blue: 0))
    stepper.traits = UITraitCollection(userInterfaceStyle: .dark)
    stepper.traitCollectionDidChange(UITraitCollection(userInterfaceStyle: .light))
    #expect(drawnField(stepper)?.border?.color == .white)
  }
}

/// A 28 × 28-point image at 2× with a bitmap, as a decoded PNG is.
final class BitmapImage: UIImage, @unchecked Sendable {
  private let bitmap = CGImage(stubWidth: 56, height: 56)
  override var size: CGSize { CGSize(width: 28, height: 28) }
  override var scale: CGFloat { 2 }
  override var cgImage: CGImage? { bitmap }
}
