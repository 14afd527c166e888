/// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder>.
@resultBuilder
public struct ToolbarContentBuilder {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)>
  /// in the iPhoneOS 16.5 SDK's form for `ToolbarContent` (the page shows only the overload
  /// for `CustomizableToolbarContent`).
  public static func buildBlock<Content>(_ content: Content) -> Content
  where Content: ToolbarContent { content }
}
