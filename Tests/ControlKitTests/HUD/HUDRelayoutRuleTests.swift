import ControlKit
import ControlKitTesting
import Testing

/// The one "lay out again?" rule (``HUDDriver/newLayout(replacing:container:safeArea:keyboardFrame:direction:style:measure:)``,
/// from ``HUDLayout/isLayout(of:container:safeArea:keyboardFrame:direction:style:cancelTitle:)``)
/// and ``HUDDriver/setTitle(_:)``, which every front-end uses instead of its own.
@MainActor
@Suite("HUD relayout rule")
struct HUDRelayoutRuleTests {
  let container = Rect(x: 0, y: 0, width: 375, height: 667)
  let measure = FixedAdvanceTextMeasurer()

  /// A driver showing a cancellable spinner titled "Saving", and the layout for it.
  func shown() -> (HUDDriver, VirtualHost, HUDLayout?) {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    hud.begin(HUDContent.spinner("Saving").cancellable())
    host.advance(by: .seconds(1))
    let layout = hud.newLayout(
      replacing: nil, container: container, direction: .leftToRight, style: HUDStyle(),
      measure: measure)
    return (hud, host, layout)
  }

  @Test func nothingDisplayedLaysNothingOut() {
    let hud = HUDDriver(host: VirtualHost())
    #expect(
      hud.newLayout(
        replacing: nil, container: container, direction: .leftToRight, style: HUDStyle(),
        measure: measure) == nil)
  }

  @Test func theSameInputsKeepTheLayoutAndItIsTheInitialisersOwn() throws {
    let (hud, _, first) = shown()
    let layout = try #require(first)
    #expect(
      layout
        == HUDLayout(
          content: HUDContent.spinner("Saving").cancellable(), container: container,
          cancelTitle: "Cancel", measure: measure))
    #expect(
      hud.newLayout(
        replacing: layout, container: container, direction: .leftToRight, style: HUDStyle(),
        measure: measure) == nil)
  }

  /// Each input alone asks for a new layout, equal to the initialiser's for the new inputs.
  @Test(arguments: ["container", "safeArea", "keyboard", "direction", "style", "content"])
  func eachInputAloneLaysOutAgain(input: String) throws {
    let (hud, _, first) = shown()
    let layout = try #require(first)
    var container = self.container
    var safeArea = Insets.zero
    var keyboard: Rect?
    var direction = WritingDirection.leftToRight
    var style = HUDStyle()
    switch input {
    case "container": container.size.width = 320
    case "safeArea": safeArea = Insets(top: 44, leading: 0, bottom: 34, trailing: 0)
    case "keyboard": keyboard = Rect(x: 0, y: 400, width: 375, height: 267)
    case "direction": direction = .rightToLeft
    case "style": style.placement = .bottom
    default: hud.setTitle("Almost saved")
    }
    let again = try #require(
      hud.newLayout(
        replacing: layout, container: container, safeArea: safeArea, keyboardFrame: keyboard,
        direction: direction, style: style, measure: measure))
    #expect(
      again
        == HUDLayout(
          content: hud.state.displayedContent ?? .spinner(), container: container,
          safeArea: safeArea, keyboardFrame: keyboard, direction: direction, style: style,
          cancelTitle: "Cancel", measure: measure))
  }

  /// A language change under a shown cancellable HUD lays the Cancel out again in the new words
  /// at once (GTK's own check once ignored the title and kept drawing "Cancel").
  @Test func aNewLanguagesCancelTitleLaysOutAgain() throws {
    let (hud, _, first) = shown()
    let layout = try #require(first)
    hud.setLanguage(.german)
    #expect(hud.spokenLanguage == .english, "what is on screen keeps its voice")
    let again = try #require(
      hud.newLayout(
        replacing: layout, container: container, direction: .leftToRight, style: HUDStyle(),
        measure: measure))
    #expect(again.cancelTitle == "Abbrechen")
    #expect(
      hud.newLayout(
        replacing: again, container: container, direction: .leftToRight, style: HUDStyle(),
        measure: measure) == nil)
  }

  @Test func setTitleRetitlesTheNewestTaskOnlyAndNothingWithoutOne() {
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    hud.setTitle("Nobody")
    #expect(hud.state.activeTokens.isEmpty && hud.state.displayedContent == nil)
    let first = hud.begin(.spinner("Loading"))
    let second = hud.begin(HUDContent.progress(0.5, "Uploading", style: .bar).cancellable())
    hud.setTitle("Almost there")
    #expect(hud.state.content(of: first) == .spinner("Loading"))
    #expect(
      hud.state.content(of: second)
        == HUDContent.progress(0.5, "Almost there", style: .bar).cancellable())
  }
}
