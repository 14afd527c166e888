/// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbaritemgroup>.
nonisolated public struct ToolbarItemGroup<Content> where Content: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)>
  /// (the page's `@ContentBuilder` is Xcode 27's name for `@ViewBuilder`).
  nonisolated public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {}
}

extension ToolbarItemGroup: ToolbarContent {
  /// Stub machinery: the body of a primitive toolbar item.
  public var body: Never { return fatalError("primitive toolbar item") }
}
