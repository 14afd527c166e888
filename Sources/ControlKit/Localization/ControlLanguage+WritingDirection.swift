extension ControlLanguage {
  /// The direction the language is written in: ``WritingDirection/rightToLeft`` for Arabic and
  /// Hebrew, ``WritingDirection/leftToRight`` for the others.
  ///
  /// Front-ends take the direction from their platform (UIKit's
  /// `effectiveUserInterfaceLayoutDirection`, SwiftUI's `\.layoutDirection`, GTK's
  /// `gtk_widget_get_direction`), which follows the app's language; this is the same answer
  /// for code that has only a ``ControlLanguage``, such as the gallery.
  public var writingDirection: WritingDirection {
    switch self {
    case .arabic, .hebrew: .rightToLeft
    default: .leftToRight
    }
  }
}
