import ControlKit
import ControlKitTesting
import CoreText
import Synchronization
import Testing
import UIKit

@testable import ControlKitUIKit

/// The UIKit front-end measures its text with Core Text, the engine its labels draw with.
///
/// The labels' own font, width and line limit reach it (issue 46). Core Text is a stub here: its
/// numbers are a simple model, so these tests check what the front-end hands it and that the layout is built
/// from its answer, never its numbers.
@MainActor
@Suite("UIKit text measured by Core Text")
struct CoreTextMeasurerTests {
  nonisolated static let german =
    "Die Daten werden mit dem Server synchronisiert, bitte warten Sie einen Augenblick, "
    + "das kann bei langsamen Verbindungen eine Weile dauern"
  nonisolated static let chinese = "正在与服务器同步数据，请稍候片刻，在网络较慢时这可能需要一段时间才能完成"

  /// A HUD on a virtual clock showing `content`, its measurer wrapped to record, past its
  /// grace period.
  func showing(_ content: HUDContent) -> (PlacedHUD, RecordingMeasurer, CoreTextStubLog) {
    let (hud, host) = makeHUD()
    let recorder = RecordingMeasurer(hud.measurer)
    let log = CoreTextStubLog()
    CoreTextStubLog.$current.withValue(log) {
      hud.measurer = recorder
      hud.begin(content)
      host.advance(by: .seconds(1))
    }
    return (hud, recorder, log)
  }

  @Test func theHUDsDefaultMeasurerIsCoreText() {
    #expect(LoadingHUD().measurer is CoreTextMeasurer)
    #expect(LoadingHUD(frame: .zero).measurer is CoreTextMeasurer)
  }

  /// The font Core Text measures with is the system font at the size and weight the labels get
  /// from `UIFont.systemFont(ofSize:weight:)` for the same `TextFont`.
  @Test(arguments: TextFont.Weight.allCases)
  func coreTextGetsTheLabelsFont(_ weight: TextFont.Weight) throws {
    for size in [11.0, 15, 16, 34] {
      let font = TextFont(size: size, weight: weight)
      let label = UIFont.systemFont(font)
      let measured = try #require(CoreTextMeasurer.font(for: font))
      #expect(measured.recordedUIType == .system)
      #expect(measured.recordedSize == label.pointSize)
      #expect(measured.recordedWeight == label.recordedWeight.rawValue)
    }
  }

  /// The title is measured in the title label's font, at most its two lines, and Core Text gets
  /// that font, breaks lines at the width the core gives and cuts the last line at its end with
  /// "…"; the details line in the details label's font.
  @Test func theTitleIsMeasuredInTheLabelsFontWidthAndLineLimit() throws {
    var content = HUDContent.spinner(Self.german)
    content.details = "Schritt 2 von 3"
    let (hud, recorder, log) = showing(content)
    let title = try #require(recorder.requests.first { $0.text == Self.german })
    let titleFont = try #require(hud.titleLabel.font)
    #expect(title.maximumLines == 2)
    #expect(title.maximumLines == hud.titleLabel.numberOfLines)
    #expect(CGFloat(title.font.size) == titleFont.pointSize)
    #expect(UIFont.systemFont(title.font).recordedWeight == titleFont.recordedWeight)
    let details = try #require(recorder.requests.first { $0.text == "Schritt 2 von 3" })
    let detailsFont = try #require(hud.detailsLabel.font)
    #expect(CGFloat(details.font.size) == detailsFont.pointSize)
    #expect(UIFont.systemFont(details.font).recordedWeight == detailsFont.recordedWeight)
    #expect(details.maximumLines == hud.detailsLabel.numberOfLines)
    let width = try #require(title.maxWidth)
    #expect(width > 0 && CGFloat(width) < hud.bounds.width)

    // What Core Text was asked for the title: its text in the label's font, line breaks at
    // `width`, two lines, the second cut at its end with "…" in the same font.
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
            uiType: .system, size: titleFont.pointSize,
            weight: titleFont.recordedWeight.rawValue)))
    let titleCalls = calls[(start + 1)...].prefix {
      if case .typesetter = $0 { return false } else { return true }
    }
    let breaks = titleCalls.compactMap {
      if case .suggestLineBreak(_, let width) = $0 { return width } else { return nil }
    }
    #expect(breaks == [width, width])
    #expect(
      titleCalls.contains(.truncatedLine(width: width, type: .end, token: "\u{2026}")))
  }

  /// A long German and a long Chinese title: the core's layout holds Core Text's answer for the
  /// title, the label is as tall as it and at least as wide, and the box holds the label.
  @Test(arguments: [Self.german, Self.chinese])
  func aLongTitleGetsTheBoxOfCoreTextsAnswer(_ text: String) throws {
    let (hud, recorder, _) = showing(.spinner(text))
    let request = try #require(recorder.requests.first { $0.text == text })
    let answer = CoreTextMeasurer().measure(
      text, font: hud.style.titleFont, maxWidth: request.maxWidth,
      maximumLines: hud.style.maximumTitleLines)
    #expect(answer.lineCount == 2 && answer.isTruncated)
    let layout = try #require(hud.currentLayout)
    #expect(layout.titleMetrics == answer)
    #expect(hud.titleLabel.frame.height == CGFloat(answer.size.height))
    #expect(hud.titleLabel.frame.width >= CGFloat(answer.size.width))
    #expect(
      hud.boxView.frame.width
        >= CGFloat(answer.size.width + 2 * hud.style.horizontalPadding))
  }

  /// A 1 MB title in two lines hands Core Text only what two lines could show (at most
  /// `width / (size × 0.05)` characters a line, each with its break, and one more), and measures
  /// as the same text cut far later does.
  @Test func aHugeTitleHandsCoreTextOnlyWhatCanShow() throws {
    let huge = String(repeating: "Synchronisierung ", count: 60_000)
    let font = TextFont(size: 15)
    let log = CoreTextStubLog()
    let metrics = CoreTextStubLog.$current.withValue(log) {
      CoreTextMeasurer().measure(huge, font: font, maxWidth: 200, maximumLines: 2)
    }
    let handed = try #require(
      log.calls.compactMap {
        if case .typesetter(let text, _) = $0 { return text } else { return nil }
      }.first)
    #expect(handed.count <= 2 * (Int(200 / (15 * 0.05)) + 1) + 1)
    #expect(huge.hasPrefix(handed))
    #expect(metrics.lineCount == 2 && metrics.isTruncated)
    let later = CoreTextMeasurer().measure(
      String(huge.prefix(5_000)), font: font, maxWidth: 200, maximumLines: 2)
    #expect(metrics == later)
  }

  /// Without a width only line breaks end lines: two lines of a four-line text hand Core Text
  /// the first two and one character more, so the answer is two lines, truncated.
  @Test func aLineLimitWithoutAWidthKeepsItsLines() throws {
    let log = CoreTextStubLog()
    let metrics = CoreTextStubLog.$current.withValue(log) {
      CoreTextMeasurer().measure(
        "eins\nzwei\r\ndrei\u{2029}vier", font: TextFont(size: 15), maxWidth: nil,
        maximumLines: 2)
    }
    #expect(
      log.calls.first
        == .typesetter("eins\nzwei\r\nd", font: .init(uiType: .system, size: 15, weight: 0)))
    #expect(metrics.lineCount == 2 && metrics.isTruncated)
  }

  /// The truncated last line runs one whole character past its break: an emoji (a surrogate
  /// pair) is never split.
  @Test func theOverflowingCharacterIsWhole() throws {
    let text = String(repeating: "😀", count: 40)
    let log = CoreTextStubLog()
    let metrics = CoreTextStubLog.$current.withValue(log) {
      CoreTextMeasurer().measure(text, font: TextFont(size: 10), maxWidth: 35, maximumLines: 2)
    }
    #expect(metrics.lineCount == 2 && metrics.isTruncated)
    let lines = log.calls.compactMap {
      if case .line(let start, let length) = $0 { return start + length } else { return nil }
    }
    #expect(!lines.isEmpty)
    // Every line ends between two emoji: an even UTF-16 offset.
    #expect(lines.allSatisfy { $0.isMultiple(of: 2) })
  }
}
