import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The stepper rows of the conformance matrix (`StepperLayoutFixture`, issue 44) drawn on
/// SwiftUI: the canvas behind `StepperView`'s parts draws `StepperPartsLayout`'s drawing, and
/// what its renderer records over the stub `CGContext` (every path, colour, line width and cap)
/// must be the renderer's calls for the core's `StepperDrawing` of the row's state, less the text
/// the `TextField` shows: the field's fill and border, − and + (grey at a limit and disabled, −
/// absent in cart mode at the minimum, mirrored right to left), in light and in dark.
@MainActor
@Suite("StepperView drawing: the core's list, row by row")
struct StepperDrawingConformanceTests {
  /// The canvas the view puts behind `layout`'s parts, for `theme` and the row's direction.
  private func canvas(
    _ layout: StepperPartsLayout, theme: Theme, direction: WritingDirection,
    drawsField: Bool = true
  ) -> CommandCanvas {
    CommandCanvas { size in
      layout.drawing(
        in: size, theme: theme, direction: direction, drawsField: drawsField,
        decrementEnabled: layout.presentation.showsDecrementEnabled,
        incrementEnabled: layout.presentation.showsIncrementEnabled)
    }
  }

  @Test(arguments: StepperLayoutFixture.all, Theme.allCases)
  func theCanvasDrawsTheCoresList(_ row: StepperLayoutFixture, theme: Theme) {
    let style = row.styled(.standard)
    let layout = StepperPartsLayout(style: style, presentation: row.state.presentation())
    let bounds = row.bounds(style: style)
    let core = withoutText(
      StepperDrawing.drawing(
        presentation: row.state.presentation(),
        layout: row.expectedLayout(bounds: bounds, style: style), style: style, theme: theme))
    let difference = firstDifference(
      drawn: drawnCalls(
        canvas(layout, theme: theme, direction: row.direction), size: bounds.cgRect.size),
      core: renderedCalls(core))
    #expect(difference == nil, "\(row) \(theme)")
    ConformanceRow.record(
      "SwiftUI", "stepper \(row.name)", differences: [difference].compactMap { $0 })
  }

  /// The app's images (`.stepperButtonImages(decrement:increment:)`) are the core's glyphs
  /// option: the list draws each, whole, at its icon frame, and the canvas resolves them, as
  /// UIKit's `setImage(decreaseImage:increaseImage:)` and GTK's `buttonGlyphs` do.
  @Test func theAppsImagesAreDrawnByTheCoresList() {
    let images = StepperButtonImages(
      decrement: CGImage(stubWidth: 56, height: 56), increment: CGImage(stubWidth: 56, height: 56))
    let style = StepperStyle.standard
    let layout = StepperPartsLayout(
      style: style, presentation: StepperPresentation(displayText: "3"))
    let size = style.naturalSize
    let list = layout.drawing(
      in: size, theme: .light, direction: .leftToRight, decrementEnabled: true,
      incrementEnabled: true, glyphs: images.glyphs)
    let core = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: size.width, height: size.height), style: style,
      direction: .leftToRight, isDecrementHidden: false)
    let drawnImages = list.compactMap { command -> (String, Rect)? in
      if case .image(let reference, let frame, _, _) = command { return (reference.name, frame) }
      return nil
    }
    #expect(
      drawnImages.map(\.0) == [
        StepperButtonImages.decrementName, StepperButtonImages.incrementName,
      ])
    #expect(drawnImages.map(\.1) == [core.decrementIcon, core.incrementIcon])
    var canvas = CommandCanvas(commands: list)
    canvas.image = { images.image(for: $0) }
    let drawn = drawnCalls(canvas).filter {
      if case .drawImage = $0 { return true }
      return false
    }
    #expect(drawn.count == 2)
    // The option is compared by image identity, as SwiftUI compares the environment.
    var options = StepperViewOptions()
    options.buttonImages = images
    #expect(options != StepperViewOptions())
  }

  /// At the minimum − is the palette's grey; the core's caret is left to the `TextField`, and
  /// the focus ring is drawn while editing.
  @Test func greyAtTheLimitAndTheFocusRingWhileEditing() throws {
    let row = try #require(StepperLayoutFixture.all.first { $0.name == "minimum" })
    let palette = StepperStyle.standard.light
    var presentation = row.state.presentation()
    let colours = { (layout: StepperPartsLayout) in
      layout.drawing(
        in: StepperStyle.standard.naturalSize, theme: .light, direction: .leftToRight,
        decrementEnabled: presentation.showsDecrementEnabled,
        incrementEnabled: presentation.showsIncrementEnabled
      ).compactMap {
        if case .ellipse(_, _, let stroke) = $0 { return stroke?.color }
        return nil
      }
    }
    #expect(
      colours(StepperPartsLayout(style: .standard, presentation: presentation))
        == [palette.disabledIcon, palette.icon])
    presentation.isEditing = true
    let editing = StepperPartsLayout(style: .standard, presentation: presentation).drawing(
      in: StepperStyle.standard.naturalSize, theme: .light, direction: .leftToRight,
      decrementEnabled: false, incrementEnabled: true)
    let focus = editing.filter {
      if case .roundedRect(_, _, let fill, let stroke) = $0 {
        return fill == nil && stroke?.color == palette.focusRing || fill == palette.focusRing
      }
      return false
    }
    #expect(focus.count == 1, "the focus ring, and no caret bar")
  }

  /// The edit bar labelled by the app's view draws − and + only (no field box behind the
  /// app's label); a nil closure greys its button.
  @Test func theEditBarDrawsItsButtonsOnly() {
    let presentation = StepperState(value: 5, configuration: .default).presentation()
    let drawn = StepperPartsLayout(style: .standard, presentation: presentation).drawing(
      in: StepperStyle.standard.naturalSize, theme: .dark, direction: .leftToRight,
      drawsField: false, decrementEnabled: false, incrementEnabled: true)
    let palette = StepperStyle.standard.dark
    #expect(
      drawn.allSatisfy {
        if case .roundedRect = $0 { return false }
        return true
      })
    let colours = drawn.compactMap {
      if case .ellipse(_, _, let stroke) = $0 { return stroke?.color }
      return nil
    }
    #expect(colours == [palette.disabledIcon, palette.icon])
  }
}
