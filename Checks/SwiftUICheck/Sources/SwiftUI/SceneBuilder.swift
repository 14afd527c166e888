/// Transcribed from <https://developer.apple.com/documentation/swiftui/scenebuilder>.
///
/// Xcode 27's page declares one `buildBlock` over a parameter pack returning `some Scene`; the
/// stub keeps the one-scene form of the SDKs this package supports, which is all an app's
/// `WindowGroup { ... }` body needs.
@resultBuilder
public struct SceneBuilder {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)>.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene {
    content
  }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)>.
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: Scene { content }
}
