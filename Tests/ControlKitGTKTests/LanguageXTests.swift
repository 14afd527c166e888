#if GTK
import ControlKit
import ControlKitGTK
import Testing

/// Issue 37 on GTK: the widgets' words and direction under German and Arabic, over AT-SPI.
///
/// Under `LANG=de_DE.UTF-8` and `LANG=ar_EG.UTF-8` the testbed's `--language-window` (every
/// widget in `ControlLanguage.localeEnvironment()`) is read over a real AT-SPI registry
/// (`LanguageProbe`): the stepper's buttons and hint, the arc stepper's default name and value
/// text (also of a stepper and an arc stepper whose configuration changed language once shown),
/// and the HUD's Cancel (also of a HUD given the language once shown) and untitled announcement
/// ("Loading"), each in the core's table's words
/// (written out here, so a table and the front-end cannot drift together). Under Arabic, GTK's own
/// Arabic translation turns the default direction right to left: the stepper's − is on the right
/// and + on the left, read from GTK's allocations and from AT-SPI's extents, and the arc
/// stepper's label box is the core's "5/10" centred in the ring.
@Suite(.serialized, .needsDisplay, .needsAccessibilityBus)
struct LanguageXTests {
  /// One probe run per locale for the whole suite.
  static let runs = LanguageProbeRuns()
  /// One locale's expected words.
  struct Words: Sendable, CustomTestStringConvertible {
    let locale: String
    let language: ControlLanguage
    let increase: String
    let decrease: String
    let arcName: String
    let arcValue: String
    let cancel: String
    let loading: String
    let hint: String
    let rightToLeft: Bool
    var testDescription: String { locale }
  }

  static let german = Words(
    locale: "de_DE.UTF-8", language: .german, increase: "Erhöhen", decrease: "Verringern",
    arcName: "Wert", arcValue: "5 von 10", cancel: "Abbrechen",
    loading: "Wird geladen", hint: "Passt den Wert schrittweise an.", rightToLeft: false)
  static let arabic = Words(
    locale: "ar_EG.UTF-8", language: .arabic, increase: "زيادة", decrease: "تقليل",
    arcName: "القيمة", arcValue: "5 من 10 خطوات", cancel: "إلغاء",
    loading: "جارٍ التحميل", hint: "يضبط القيمة بخطوات.", rightToLeft: true)

  /// Whether this GTK reads values through the Value interface (else the description).
  static func hasValueInterface() async -> Bool {
    await MainActor.run { AccessibleMapping.exposesValueInterface }
  }

  @Test(arguments: [german, arabic])
  func aScreenReaderHearsTheLocalesWords(words: Words) async throws {
    let reading = try await Self.runs.reading(words.locale)
    #expect(reading.fields["language"] == words.language.languageTag, "\(reading.fields)")
    // The hint is the root's description before GTK 4.10, the field's from 4.14 (where the
    // root is no spin button and the field's text is read).
    let hintOnRoot = await MainActor.run { GTKStepper.rootIsSpinButton }
    let stepper = try #require(
      reading.stepper("Quantity"), "\(reading.nodes.map { ($0.role, $0.name) })")
    let prefix = (stepper.root.path ?? "") + "/"
    let buttons = reading.nodes.filter {
      $0.role == "push button" && ($0.path ?? "").hasPrefix(prefix)
    }
    #expect(Set(buttons.compactMap(\.name)) == [words.increase, words.decrease], "\(buttons)")
    #expect((hintOnRoot ? stepper.root : stepper.field).description == words.hint)
    // A stepper made in English and given the language once shown names its buttons again.
    let relabelled = try #require(reading.stepper("Relabelled"))
    let relabelledButtons = reading.nodes.filter {
      $0.role == "push button" && ($0.path ?? "").hasPrefix((relabelled.root.path ?? "") + "/")
    }
    #expect(
      Set(relabelledButtons.compactMap(\.name)) == [words.increase, words.decrease],
      "\(relabelledButtons)")
    #expect((hintOnRoot ? relabelled.root : relabelled.field).description == words.hint)
    // The second arc stepper was made in English and then given the language.
    let arcs = reading.nodes.filter { $0.role == "slider" }
    #expect(arcs.count == 2, "\(reading.nodes)")
    let valueInterface = await Self.hasValueInterface()
    for arc in arcs {
      #expect(arc.name == words.arcName)
      #expect((valueInterface ? arc.valueText : arc.description) == words.arcValue, "\(arc)")
    }
    #expect(reading.node("push button", words.cancel) != nil, "\(reading.nodes)")
    // The untitled task's announcement, on the HUD's status box before GTK 4.14; from 4.14 it
    // goes out from the window (`AccessibilityXTests`), and the status role cannot be named.
    if await MainActor.run(body: { AccessibleMapping.announcesThroughGTK }) {
      #expect(reading.node("status bar", "") != nil, "\(reading.nodes)")
    } else {
      #expect(reading.node("status bar", words.loading) != nil, "\(reading.nodes)")
    }
    // The same words as the core's tables give them.
    #expect(words.language.increaseButtonLabel == words.increase)
    #expect(words.language.decreaseButtonLabel == words.decrease)
    #expect(words.language.arcStepperLabel == words.arcName)
    #expect(words.language.stepValueText(step: 5, count: 10) == words.arcValue)
    #expect(words.language.cancelTitle == words.cancel)
    #expect(words.language.loadingTitle == words.loading)
    #expect(words.language.stepperHint == words.hint)
  }

  /// A HUD made in English, showing a cancellable task, given the locale's language
  /// (`GTKHUD.language`): its Cancel is laid out and drawn again in the new words at once (the
  /// driver's relayout rule counts the Cancel title) and a screen reader hears the new name.
  @Test(arguments: [german, arabic])
  func aShownHUDGivenTheLanguageDrawsAndNamesTheNewCancel(words: Words) async throws {
    let reading = try await Self.runs.reading(words.locale)
    #expect(reading.fields["relabelled-cancel"] == words.cancel, "\(reading.fields)")
    // Both HUDs' Cancel buttons carry the locale's word; none is left saying "Cancel".
    let cancels = reading.nodes.filter { $0.role == "push button" && $0.name == words.cancel }
    #expect(cancels.count == 2, "\(reading.nodes.map { ($0.role, $0.name) })")
    #expect(reading.node("push button", "Cancel") == nil)
  }

  @Test(arguments: [german, arabic])
  func theStepperMirrorsRightToLeft(words: Words) async throws {
    let reading = try await Self.runs.reading(words.locale)
    let fields = reading.fields
    #expect(fields["direction"] == (words.rightToLeft ? "rtl" : "ltr"), "\(fields)")
    let minusX = try #require(fields["decrement"].flatMap(Self.x))
    let fieldX = try #require(fields["field"].flatMap(Self.x))
    let plusX = try #require(fields["increment"].flatMap(Self.x))
    if words.rightToLeft {
      #expect(minusX > fieldX && fieldX > plusX, "\(fields)")
    } else {
      #expect(minusX < fieldX && fieldX < plusX, "\(fields)")
    }
    // What a screen reader's pointer review sees: the buttons' extents.
    let minus = try #require(reading.node("push button", words.decrease)?.x)
    let plus = try #require(reading.node("push button", words.increase)?.x)
    #expect(words.rightToLeft ? minus > plus : minus < plus, "minus \(minus), plus \(plus)")
  }

  @Test(arguments: [german, arabic])
  func theArcStepperDrawsItsLabelCentred(words: Words) async throws {
    let reading = try await Self.runs.reading(words.locale)
    let fields = reading.fields
    #expect(fields["arc-label-text"] == "5/10", "\(fields)")
    #expect(fields["arc-name"] == words.arcName && fields["arc-value"] == words.arcValue)
    let arc = try #require(fields["arc"].flatMap(Self.numbers))
    let label = try #require(fields["arc-label"].flatMap(Self.numbers))
    // The label's box (in the arc stepper's coordinates) is centred across the widget.
    #expect(abs((label[0] + label[2] / 2) - arc[2] / 2) <= 1, "\(fields)")
  }

  /// The four numbers of `x,y,w,h`.
  static func numbers(_ text: String) -> [Double]? {
    let numbers = text.split(separator: ",").compactMap { Double($0) }
    return numbers.count == 4 ? numbers : nil
  }

  /// The x of `x,y,w,h`.
  static func x(_ text: String) -> Double? { numbers(text)?[0] }
}
#endif
