/// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbarcontent>.
@MainActor @preconcurrency
public protocol ToolbarContent {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype>.
  associatedtype Body: ToolbarContent
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property>
  /// (the page writes Xcode 27's `@ContentBuilder`; the SDKs this package supports,
  /// `@ToolbarContentBuilder`).
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Stub machinery: a primitive toolbar item's body is `Never`, as a primitive view's is.
extension Never: ToolbarContent {}
