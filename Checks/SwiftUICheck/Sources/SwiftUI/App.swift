/// Transcribed from <https://developer.apple.com/documentation/swiftui/app>.
@MainActor @preconcurrency
public protocol App {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype>.
  associatedtype Body: Scene
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/app/body-swift.property>.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/app/init()>.
  @MainActor @preconcurrency init()
}

extension App {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/app/main()>.
  ///
  /// Runs nothing: the stub has no app life cycle.
  @MainActor @preconcurrency public static func main() {}
}
