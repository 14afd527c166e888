import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// The stepper rows of the conformance matrix (`StepperLayoutFixture`, issue 44) on SwiftUI:
/// `StepperView`'s `Layout` (`StepperPartsLayout`) asks for the core's natural size and places
/// − field + (or the titled edit bar's − +) at the core's frames for the row's presentation.
///
/// The stub's proxies record each placement. In a right-to-left row the placements are mirrored
/// the way SwiftUI mirrors a custom layout's (each x flipped within the bounds, per
/// `LayoutSubviews.layoutDirection`'s documentation) before they are compared with the core's
/// right-to-left frames.
@Suite("StepperView layout: the core's frames, row by row")
struct StepperLayoutFixtureTests {
  /// Where each of `count` subviews lands after `layout` places them in `bounds` (mirrored as
  /// SwiftUI mirrors them in `direction`), or nil for one that was not placed exactly once.
  private func placed(
    _ layout: StepperPartsLayout, count: Int, in bounds: CGRect, direction: WritingDirection
  ) -> [Rect?] {
    let proxies = (0..<count).map { _ in LayoutSubview(size: .zero) }
    var cache: Void = ()
    layout.placeSubviews(
      in: bounds, proposal: ProposedViewSize(bounds.size),
      subviews: LayoutSubviews(
        proxies, layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight),
      cache: &cache)
    return proxies.map { proxy in
      guard proxy.placement.count == 1, let last = proxy.placement.last,
        let width = last.proposal.width, let height = last.proposal.height,
        last.anchor == .topLeading
      else { return nil }
      var x = Double(last.position.x)
      if direction == .rightToLeft {
        x = Double(bounds.minX + bounds.maxX) - x - Double(width)
      }
      return Rect(x: x, y: Double(last.position.y), width: Double(width), height: Double(height))
    }
  }

  /// Every row at the standard text size and at one and a half times it (Dynamic Type).
  @Test(arguments: StepperLayoutFixture.all, [1.0, 1.5])
  func theLayoutPlacesEveryPartWhereTheCoreSays(_ row: StepperLayoutFixture, textScale: Double) {
    let style = row.styled(StepperStyle.standard.scaled(by: textScale))
    let layout = StepperPartsLayout(style: style, presentation: row.state.presentation())
    var cache: Void = ()
    let size = layout.sizeThatFits(
      proposal: .unspecified, subviews: LayoutSubviews([]), cache: &cache)
    #expect(Double(size.width) == style.naturalSize.width, "\(row)")
    #expect(Double(size.height) == style.naturalSize.height, "\(row)")

    let bounds = row.bounds(style: style).offsetBy(dx: 10, dy: 20)
    let expected = row.expectedLayout(bounds: bounds, style: style)
    let frames = placed(layout, count: 3, in: bounds.cgRect, direction: row.direction)
    #expect(frames[0] == expected.decrementTouchArea, "\(row) −")
    #expect(frames[1] == expected.field, "\(row) field")
    #expect(frames[2] == expected.incrementTouchArea, "\(row) +")
    ConformanceRow.record(
      "SwiftUI", "stepper \(row.name)",
      differences: [
        ConformanceRow.difference(
          "size", shown: Size(width: Double(size.width), height: Double(size.height)),
          core: style.naturalSize),
        ConformanceRow.difference("−", shown: frames[0], core: expected.decrementTouchArea),
        ConformanceRow.difference("field", shown: frames[1], core: expected.field),
        ConformanceRow.difference("+", shown: frames[2], core: expected.incrementTouchArea),
      ].compactMap { $0 })
  }

  /// The German row's field text: a stepper under `\.locale` de_DE (its configuration's symbols
  /// left plain, so the locale's apply) shows what the core shows with the row's German symbols.
  @MainActor
  @Test func aGermanLocaleShowsTheCoresGermanText() throws {
    let row = try #require(StepperLayoutFixture.all.first { $0.name == "german-value" })
    var plain = row.configuration
    plain.numberSymbols = .plain
    let german = ControlEnvironment(
      layoutDirection: .leftToRight, colorScheme: .light, dynamicTypeSize: .large,
      reduceMotion: false, locale: Locale(identifier: "de_DE")
    ).applied(to: plain)
    let (model, _, _) = makeStepper(value: row.value, configuration: german)
    #expect(model.driver.state.displayText == row.state.displayText)
    ConformanceRow.record(
      "SwiftUI", "stepper german-value",
      differences: [
        ConformanceRow.difference(
          "text", shown: model.driver.state.displayText, core: row.state.displayText)
      ].compactMap { $0 })
  }

  /// The titled edit bar's − + are the core's touch areas with no field between them.
  @Test func theTitledEditBarPlacesTwoTouchAreasSideBySide() {
    let style = StepperStyle.standard
    let layout = StepperPartsLayout(
      style: style, presentation: StepperPresentation(), hasField: false)
    var cache: Void = ()
    let size = layout.sizeThatFits(
      proposal: .unspecified, subviews: LayoutSubviews([]), cache: &cache)
    var fieldless = style
    fieldless.fieldWidth = 0
    #expect(Double(size.width) == fieldless.naturalSize.width)
    let bounds = CGRect(origin: .zero, size: size)
    let expected = StepperLayout.layout(
      bounds: Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height)),
      style: fieldless)
    let frames = placed(layout, count: 2, in: bounds, direction: .leftToRight)
    #expect(frames == [expected.decrementTouchArea, expected.incrementTouchArea])
    ConformanceRow.record(
      "SwiftUI", "stepper titled-edit-bar",
      differences: [
        ConformanceRow.difference(
          "width", shown: Double(size.width), core: fieldless.naturalSize.width),
        ConformanceRow.difference("−", shown: frames[0], core: expected.decrementTouchArea),
        ConformanceRow.difference("+", shown: frames[1], core: expected.incrementTouchArea),
      ].compactMap { $0 })
  }
}
