#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import SwiftUI

extension View {
  /// Makes every ControlKit control inside this view speak `language`: the steppers' hint,
  /// button labels and announcements, the arc steppers' value and limit words, and the loading
  /// HUDs' title, Cancel and percentage words (``loadingHUD(isPresented:title:timing:touchPolicy:)``,
  /// ``loadingHUDContainer(timing:touchPolicy:)``).
  ///
  /// Without it, every control speaks the language of `\.locale` (the app's language when the app
  /// is not localised into the locale's), so controls on one screen always speak one language.
  /// Numbers keep following `\.locale` (its digits and separators). The innermost modifier wins,
  /// as with SwiftUI's own environment modifiers; an arc stepper whose `configure` names a
  /// language other than English keeps it (``ArcStepperView``).
  ///
  /// ```swift
  /// OrderForm()
  ///   .controlLanguage(.german)  // "Erhöhen", "Verringern", "Fertig", whatever the locale
  /// ```
  ///
  /// - Parameter language: the language to speak; nil returns to `\.locale`'s.
  public func controlLanguage(_ language: ControlLanguage?) -> some View {
    environment(\.controlLanguage, language)
  }
}
#endif
