import UIKit

extension View {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/toolbar(content:)>
  /// (the overload for `ToolbarContent`; the page's `@ContentBuilder` is Xcode 27's spelling, the
  /// SDKs this package supports write `@ToolbarContentBuilder`).
  nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content)
    -> some View
  where Content: ToolbarContent { StubView() }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/view/keyboardtype(_:)>
  /// (iOS, Mac Catalyst, tvOS 13 and visionOS 1; not macOS, which has no UIKit).
  @available(macOS, unavailable)
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { StubView() }
}
