/// Transcribed from <https://developer.apple.com/documentation/swiftui/layout>.
@preconcurrency
public protocol Layout: Sendable, Animatable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layout/cache>.
  associatedtype Cache = Void
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layout/subviews>.
  typealias Subviews = LayoutSubviews
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)>.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    -> CGSize
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)>.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)>.
  func makeCache(subviews: Self.Subviews) -> Self.Cache
}

extension Layout where Self.Cache == () {
  /// Stub machinery: the default cache of a layout without one (Apple's default implementation
  /// of `makeCache(subviews:)`).
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)>.
  ///
  /// The stub lays nothing out: a check test calls the layout's `sizeThatFits` and
  /// `placeSubviews` itself, with proxies that record where they were placed
  /// (``LayoutSubview/init(size:)``).
  public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
    StubView()
  }
}
