import ControlKit
import ControlKitTesting
import CoreText
import SwiftUI
import Synchronization
import Testing
import UIKit

@testable import ControlKitSwiftUI

/// The SwiftUI HUD measures its text with Core Text, the engine its `Text` draws with.
///
/// The style's font, the box's width and the title's two lines reach it (issue 46). Core Text is
/// a stub here: these tests
/// check what the HUD hands it and that the layout is built from its answer, never its numbers.
@MainActor
@Suite("SwiftUI text measured by Core Text")
struct CoreTextMeasurerTests {
  nonisolated static let german =
    "Die Daten werden mit dem Server synchronisiert, bitte warten Sie einen Augenblick, "
    + "das kann bei langsamen Verbindungen eine Weile dauern"
  nonisolated static let chinese = "正在与服务器同步数据，请稍候片刻，在网络较慢时这可能需要一段时间才能完成"
  static let container = CGSize(width: 320, height: 480)

  /// A model on a virtual clock showing a spinner with `title`, its measurer wrapped to record,
  /// laid out in a 320 × 480 container.
  func showing(_ title: String) throws -> (
    HUDModel, HUDOverlayGeometry, RecordingMeasurer, CoreTextStubLog
  ) {
    let host = VirtualHost()
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: host)
    let recorder = RecordingMeasurer(model.measurer)
    model.measurer = recorder
    model.driver.begin(.spinner(title))
    host.advance(by: .seconds(1))
    let log = CoreTextStubLog()
    let geometry = try CoreTextStubLog.$current.withValue(log) {
      try #require(
        model.geometry(container: Self.container, safeArea: Insets(), direction: .leftToRight))
    }
    return (model, geometry, recorder, log)
  }

  @Test func theHUDsDefaultMeasurerIsCoreText() {
    let model = HUDModel(timing: HUDTiming(), touchPolicy: .blocksBox, host: VirtualHost())
    #expect(model.measurer is CoreTextMeasurer)
  }

  /// The title is measured in the style's title font (the font the overlay's `Text` is given),
  /// on at most the style's two lines, and Core Text gets that font as the system font at its
  /// size and weight, breaks lines at the width the core gives and cuts the last line at its end
  /// with "…".
  @Test func theTitleIsMeasuredInItsFontWidthAndLineLimit() throws {
    let (model, _, recorder, log) = try showing(Self.german)
    let title = try #require(recorder.requests.first { $0.text == Self.german })
    #expect(title.font == model.style.titleFont)
    #expect(title.maximumLines == model.style.maximumTitleLines)
    #expect(title.maximumLines == 2)
    let width = try #require(title.maxWidth)
    #expect(width > 0 && width < Double(Self.container.width))
    let font = model.style.titleFont
    let calls = log.calls
    let start = try #require(
      calls.firstIndex {
        if case .typesetter(Self.german, _) = $0 { return true } else { return false }
      })
    #expect(
      calls[start]
        == .typesetter(
          Self.german,
          font: .init(
            uiType: .system, size: CGFloat(font.size),
            weight: CoreTextMeasurer.normalizedWeight(font.weight))))
    let titleCalls = calls[(start + 1)...].prefix {
      if case .typesetter = $0 { return false } else { return true }
    }
    let breaks = titleCalls.compactMap {
      if case .suggestLineBreak(_, let width) = $0 { return width } else { return nil }
    }
    #expect(breaks == [width, width])
    #expect(titleCalls.contains(.truncatedLine(width: width, type: .end, token: "\u{2026}")))
  }

  /// Every weight reaches Core Text as the normalized weight SwiftUI's and UIKit's system font
  /// take for it, at the requested size.
  @Test(arguments: TextFont.Weight.allCases)
  func coreTextGetsTheSizeAndWeight(_ weight: TextFont.Weight) throws {
    let font = try #require(CoreTextMeasurer.font(for: TextFont(size: 17, weight: weight)))
    #expect(font.recordedUIType == .system)
    #expect(font.recordedSize == 17)
    // The weights UIKit's `systemFont(ofSize:weight:)` takes, whose raw values are the
    // normalized weights `Font.system(size:weight:)` resolves to.
    let uiKitWeight: UIFont.Weight =
      switch weight {
      case .regular: .regular
      case .medium: .medium
      case .bold: .bold
      }
    #expect(font.recordedWeight == uiKitWeight.rawValue)
  }

  /// A long German and a long Chinese title: the overlay's title frame is as tall as Core Text's
  /// answer and at least as wide, and the layout holds that answer.
  @Test(arguments: [Self.german, Self.chinese])
  func aLongTitleGetsTheBoxOfCoreTextsAnswer(_ text: String) throws {
    let (model, geometry, recorder, _) = try showing(text)
    let request = try #require(recorder.requests.first { $0.text == text })
    let answer = CoreTextMeasurer().measure(
      text, font: model.style.titleFont, maxWidth: request.maxWidth,
      maximumLines: model.style.maximumTitleLines)
    #expect(answer.lineCount == 2 && answer.isTruncated)
    #expect(geometry.layout.titleMetrics == answer)
    let title = try #require(geometry.title)
    #expect(title.height == CGFloat(answer.size.height))
    #expect(title.width >= CGFloat(answer.size.width))
  }

  /// A measurer given after a layout (what `loadingHUDTextMeasurer(_:)` hands the HUD when it
  /// appears) lays the box out again with it.
  @Test func aNewMeasurerLaysTheBoxOutAgain() throws {
    let (model, _, _, _) = try showing(Self.german)
    let layouts = model.layoutCount
    model.measurer = FixedAdvanceTextMeasurer()
    let geometry = try #require(
      model.geometry(container: Self.container, safeArea: Insets(), direction: .leftToRight))
    #expect(model.layoutCount == layouts + 1)
    let laidOut = geometry.layout
    let expected = HUDLayout(
      content: laidOut.content, container: laidOut.container, safeArea: laidOut.safeArea,
      direction: laidOut.direction, style: laidOut.style, cancelTitle: laidOut.cancelTitle,
      measure: FixedAdvanceTextMeasurer())
    #expect(laidOut == expected)
  }
}
