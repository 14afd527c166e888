extension UIBlurEffect {
  /// Transcribed from <https://developer.apple.com/documentation/uikit/uiblureffect/style>.
  ///
  /// Only the adaptable style the HUD uses; Apple's raw value (`UIBlurEffectStyleSystemMaterial`).
  public enum Style: Int, Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/uikit/uiblureffect/style/systemmaterial>.
    case systemMaterial = 8
  }
}
