/// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder>.
///
/// The page shows Xcode 27's `EmptyContent` for the empty block; the stub keeps the
/// `EmptyView` of the SDKs this package supports (Xcode 26 and earlier).
@resultBuilder
public struct ViewBuilder {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()>.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)>
  /// with the `where Content : View` of the iOS 16 SDK (the 2026 page drops it for Xcode 27).
  ///
  /// An iOS 16 deployment has no variadic `buildBlock<each Content>` (it came with the iOS 17
  /// SDK and runtime): a block takes one to ten views, as below, and more fail with "extra
  /// arguments at positions #11…". The stub keeps to that, so our examples do too.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)>
  where C0: View, C1: View { TupleView((c0, c1)) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2) -> TupleView<(C0, C1, C2)>
  where C0: View, C1: View, C2: View { TupleView((c0, c1, c2)) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
    -> TupleView<(C0, C1, C2, C3)>
  where C0: View, C1: View, C2: View, C3: View { TupleView((c0, c1, c2, c3)) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1, C2, C3, C4>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleView<(C0, C1, C2, C3, C4)>
  where C0: View, C1: View, C2: View, C3: View, C4: View { TupleView((c0, c1, c2, c3, c4)) }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1, C2, C3, C4, C5>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleView<(C0, C1, C2, C3, C4, C5)>
  where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View {
    TupleView((c0, c1, c2, c3, c4, c5))
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)>
  where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View {
    TupleView((c0, c1, c2, c3, c4, c5, c6))
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)>
  where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:_:_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:_:_:_:_:_:_:_:_:_:)>
  /// (iOS 13 and later; the iOS 16 SDK's form).
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View
  { TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) }
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
