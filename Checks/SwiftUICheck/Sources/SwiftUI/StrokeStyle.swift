/// Transcribed from <https://developer.apple.com/documentation/swiftui/strokestyle>.
@frozen
public struct StrokeStyle: Equatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/strokestyle/init(linewidth:linecap:linejoin:miterlimit:dash:dashphase:)>.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {}
}
