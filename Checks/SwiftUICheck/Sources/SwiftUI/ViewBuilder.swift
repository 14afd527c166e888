/// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder>.
///
/// The page shows Xcode 27's `EmptyContent` for the empty block; the stub keeps the
/// `EmptyView` of the SDKs this package supports (Xcode 26 and earlier).
@resultBuilder
public struct ViewBuilder {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()>.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g>.
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View { TupleView((repeat each content)) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)>.
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: View { content }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)>.
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)>.
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { _ConditionalContent() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)>.
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { _ConditionalContent() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)>.
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View { AnyView(content) }
}
