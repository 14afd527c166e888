/// Transcribed from <https://developer.apple.com/documentation/swiftui/windowgroup>.
nonisolated public struct WindowGroup<Content> where Content: View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)>
  /// (the page's `@ContentBuilder` is Xcode 27's name for `@ViewBuilder`).
  nonisolated public init(@ViewBuilder content: () -> Content) {}
}

extension WindowGroup: Scene {
  /// Stub machinery: the body of a primitive scene.
  public var body: Never { return fatalError("primitive scene") }
}
