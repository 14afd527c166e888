import ControlKit
import ControlKitTesting
import Testing

/// The one HUD layout fixture that GTK, UIKit and SwiftUI all run (`HUDLayoutFixture.all`, issue
/// 35) covers what it says, in the rows every front-end runs and in those GTK runs (no safe area).
@Suite("HUD layout fixture")
struct HUDLayoutFixtureTests {
  /// What a set of rows covers.
  struct Coverage: Hashable {
    var kinds: Set<String> = []
    var rightToLeftKinds: Set<String> = []
    var cancelOn = false
    var cancelOff = false
    var anchors: Set<HUDPlacement.Anchor> = []
    var containers: Set<Size> = []
    var twoLineTitles = 0

    init(_ rows: [HUDLayoutFixture]) {
      for row in rows {
        let layout = row.expectedLayout
        let rowKinds = Self.kinds(of: row)
        kinds.formUnion(rowKinds)
        if row.direction == .rightToLeft { rightToLeftKinds.formUnion(rowKinds) }
        if layout.cancelButton != nil { cancelOn = true } else { cancelOff = true }
        anchors.insert((row.content.placement ?? row.style.placement).anchor)
        containers.insert(row.container)
        if layout.titleMetrics?.lineCount == 2 { twoLineTitles += 1 }
      }
    }

    /// The row's content kinds, as the issue names them: its indicator's, and "details" with a
    /// details line.
    static func kinds(of row: HUDLayoutFixture) -> Set<String> {
      let details: Set<String> = row.content.details.isEmpty ? [] : ["details"]
      return details.union([indicatorKind(of: row)])
    }

    /// The row's indicator kind.
    static func indicatorKind(of row: HUDLayoutFixture) -> String {
      if row.shown == .appView { return "app view" }
      switch row.content.indicator {
      case .spinner: return "spinner"
      case .progress:
        switch row.content.progressStyle {
        case .ring: return "ring"
        case .bar: return "bar"
        case .pie: return "pie"
        }
      case .success, .error, .info, .image: return "status"
      case .none: return row.content.placement == .bottom ? "toast" : "text"
      case .custom: return "custom"
      }
    }
  }

  static let allKinds: Set<String> = [
    "spinner", "ring", "bar", "pie", "status", "text", "toast", "details", "app view",
  ]

  @Test func everyRowCoversEveryKindBothDirectionsCancelAndPlacement() {
    let coverage = Coverage(HUDLayoutFixture.all)
    #expect(coverage.kinds == Self.allKinds)
    #expect(coverage.rightToLeftKinds == Self.allKinds)
    #expect(coverage.cancelOn && coverage.cancelOff)
    #expect(coverage.anchors == Set(HUDPlacement.Anchor.allCases))
    #expect(coverage.containers.count == 4)
    #expect(coverage.twoLineTitles >= 5)
    #expect(HUDLayoutFixture.all.contains { $0.needsSafeArea && $0.direction == .rightToLeft })
    #expect(Set(HUDLayoutFixture.all.map(\.name)).count == HUDLayoutFixture.all.count)
  }

  /// GTK has no safe area: the rows without one still cover every kind in both directions.
  @Test func theRowsWithoutASafeAreaCoverTheSameOnGTK() {
    let coverage = Coverage(HUDLayoutFixture.all.filter { !$0.needsSafeArea })
    #expect(coverage.kinds == Self.allKinds)
    #expect(coverage.rightToLeftKinds == Self.allKinds)
    #expect(coverage.cancelOn && coverage.cancelOff)
    #expect(coverage.anchors == Set(HUDPlacement.Anchor.allCases))
  }

  /// A row said to take two lines does, and the others one (at the fixed-advance measurer).
  @Test(arguments: HUDLayoutFixture.all)
  func titleLinesAreAsTheRowSays(_ row: HUDLayoutFixture) {
    let lines = row.expectedLayout.titleMetrics?.lineCount ?? 0
    if row.titleTakesTwoLines {
      #expect(lines == 2)
    } else {
      #expect(lines <= 1)
    }
  }

  /// The sidebar reads the same physical side in both directions: the box lands alike.
  @Test func aSidebarLandsTheBoxAlikeInBothDirections() throws {
    let sidebar = HUDLayoutFixture.all.filter {
      $0.name.hasPrefix("spinner, long title, Cancel, sidebar")
        || $0.name.hasPrefix("square, long text, sidebar")
    }
    #expect(sidebar.count == 4)
    for pair in [sidebar.prefix(2), sidebar.suffix(2)] {
      let boxes = pair.map(\.expectedLayout.box)
      #expect(Set(pair.map(\.direction)).count == 2)
      #expect(boxes[0] == boxes[1] && boxes[0].maxX <= 260)
    }
    let squares = sidebar.suffix(2).map(\.expectedLayout.box)
    #expect(squares.allSatisfy { $0.width == $0.height })
  }

  /// The options rows land where their options say: the toast at the bottom margin, a box at
  /// the top margin, a minimum size kept, a title with details and details alone.
  @Test func theOptionsRowsLandWhereTheirOptionsSay() throws {
    let layouts = HUDLayoutFixture.options.map(\.expectedLayout)
    let margin = HUDStyle.defaultContainerMargin
    let toast = try #require(layouts.first)
    #expect(toast.box.maxY == toast.availableArea.maxY - margin)
    #expect(layouts.contains { $0.box.minY == $0.availableArea.minY + margin })
    #expect(layouts.contains { $0.details != nil && $0.title != nil })
    #expect(layouts.contains { $0.details != nil && $0.title == nil })
    #expect(layouts.contains { $0.box.width >= 220 && $0.box.height >= 160 })
  }
}
