/// Transcribed from <https://developer.apple.com/documentation/swiftui/scene>.
@MainActor @preconcurrency
public protocol Scene {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype>.
  associatedtype Body: Scene
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/scene/body-swift.property>.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
