import ControlKit
import ControlKitTesting
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import ControlKitSwiftUI

/// SwiftUI at UIKit's level (issue 45).
///
/// The keypad of the core's `StepperKeypad`, a Done key
/// exactly over the pads without a Return key, the hint and button labels in the control's
/// language, and one rule for that language on every SwiftUI control (`\.locale`, unless
/// `.controlLanguage(_:)` names one). The stubs run no view body; these are the values the
/// views hand to SwiftUI and the steps they take.
@MainActor
@Suite("SwiftUI stepper keyboard and language")
struct StepperKeyboardAndLanguageTests {
  func environment(_ locale: String, language: ControlLanguage? = nil) -> ControlEnvironment {
    ControlEnvironment(
      layoutDirection: .leftToRight, colorScheme: .light, dynamicTypeSize: .large,
      reduceMotion: false, locale: Locale(identifier: locale), language: language)
  }

  /// The keyboard `StepperView` asks for (`keyboardType(_:)` of the modifier's mapping) for the
  /// configurations its initialisers build: digits, the decimal pad, and numbers and
  /// punctuation for a range below zero (iPhone's pads have no minus key).
  @Test func theKeyboardIsTheCoresKeypad() throws {
    let whole = StepperViewContent.value(
      unread(1), bounds: 1...99, step: 1,
      title: .verbatim("Quantity"), onEditingChanged: { _ in })
    let decimal = StepperViewContent.value(
      unread(0.5), bounds: 0.1...9.9, step: 0.1,
      title: .verbatim("Price"), onEditingChanged: { _ in })
    let signed = StepperViewContent.value(
      unread(0.0), bounds: -2.5...2.5, step: 0.5,
      title: .verbatim("Offset"), onEditingChanged: { _ in })
    let keyboards = [whole, decimal, signed].map {
      UIKeyboardType($0.configuration.keypad)
    }
    #expect(keyboards == [.numberPad, .decimalPad, .numbersAndPunctuation])
  }

  /// The Done key is on the keyboard's toolbar only while the field has focus, and only over a
  /// keypad without a Return key.
  @Test(arguments: StepperKeypad.allCases)
  func theDoneKeyIsThereExactlyForPadsWithoutReturn(keypad: StepperKeypad) {
    let shown = StepperDoneKeyModifier.showsDoneKey(keypad: keypad, isFocused: true)
    #expect(shown == (keypad != .signed))
    #expect(!StepperDoneKeyModifier.showsDoneKey(keypad: keypad, isFocused: false))
  }

  /// What the Done key does (`StepperView.doneKeyTapped`): the typed text commits as Return
  /// would, and the focus leaves, which ends the interaction once.
  @Test func doneCommitsTheTypedTextAndEndsEditing() {
    let (model, _, recorder) = makeStepper(value: 1)
    model.driver.focusChanged(true)
    #expect(model.driver.proposeText("42"))
    #expect(recorder.writes == [])
    model.driver.submit()
    #expect(recorder.writes == [42])
    model.driver.focusChanged(false)
    #expect(recorder.writes == [42])
    #expect(recorder.editing == [true, false])
    #expect(!model.driver.state.isEditing)
  }

  /// The hint, the − and + labels and the Done key's title come from the configured language,
  /// which the view takes from the environment: German under `de_DE`.
  @Test func theHintAndButtonLabelsAreSpokenInTheLocalesLanguage() throws {
    let content = StepperViewContent.value(
      unread(1), bounds: 1...99, step: 1,
      title: .verbatim("Menge"), onEditingChanged: { _ in })
    let german = content.configuration(
      in: environment("de_DE"), locale: Locale(identifier: "de_DE"), options: StepperViewOptions())
    #expect(german.language == .german)
    #expect(german.language.stepperHint == "Passt den Wert schrittweise an.")
    #expect(german.language.increaseButtonLabel == "Erhöhen")
    #expect(german.language.decreaseButtonLabel == "Verringern")
    #expect(german.language.doneTitle == "Fertig")
    let chosen = content.configuration(
      in: environment("de_DE", language: .french), locale: Locale(identifier: "de_DE"),
      options: StepperViewOptions())
    #expect(chosen.language == .french)
    #expect(chosen.language.increaseButtonLabel == "Augmenter")
  }

  /// A stepper and an arc stepper under one `\.locale` speak one language (before issue 45 the
  /// arc spoke English under any locale).
  @Test func aStepperAndAnArcUnderOneLocaleSpeakOneLanguage() throws {
    let arc = ArcStepperView("Pegel", step: unread(5), count: 10)
    for (locale, language) in [
      ("de_DE", ControlLanguage.german), ("ja_JP", .japanese), ("en_US", .english),
    ] {
      let stepper = environment(locale).applied(to: try StepperConfiguration(range: 1...99))
      let ring = environment(locale).applied(to: arc.configuration)
      #expect(stepper.language == language)
      #expect(ring.language == language)
    }
  }

  /// `.controlLanguage(_:)` wins over `\.locale` for the stepper, the arc and the HUD alike; an
  /// arc whose `configure` named a language keeps it.
  @Test func theModifiersLanguageReachesEveryControl() throws {
    let chosen = environment("de_DE", language: .japanese)
    #expect(chosen.applied(to: try StepperConfiguration(range: 1...99)).language == .japanese)
    let arc = ArcStepperView("Pegel", step: unread(5), count: 10)
    #expect(chosen.applied(to: arc.configuration).language == .japanese)
    let korean = ArcStepperView("Pegel", step: unread(5), count: 10) { $0.language = .korean }
    #expect(chosen.applied(to: korean.configuration).language == .korean)
    let host = VirtualHost()
    let hud = HUDDriver(host: host)
    hud.speak(in: Locale(identifier: "de_DE"), language: .japanese)
    #expect(hud.language == .japanese)
    hud.speak(in: Locale(identifier: "de_DE"), language: nil)
    #expect(hud.language == .german)
    hud.invalidate()
  }
}
