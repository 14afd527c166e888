extension RGBA {
  /// This colour painted over `background` with source-over blending, as cairo and Core Graphics
  /// draw it: what the eye sees where a translucent colour lies on another.
  ///
  /// ```swift
  /// RGBA.black.withAlpha(0.8).composited(over: .white)  // #333333FF
  /// ```
  public func composited(over background: RGBA) -> RGBA {
    let alpha = self.alpha + background.alpha * (1 - self.alpha)
    guard alpha > 0 else { return .clear }
    func mix(_ top: Double, _ bottom: Double) -> Double {
      (top * self.alpha + bottom * background.alpha * (1 - self.alpha)) / alpha
    }
    return RGBA(
      red: mix(red, background.red), green: mix(green, background.green),
      blue: mix(blue, background.blue), alpha: alpha)
  }
}
