public import Foundation

/// Transcribed from <https://developer.apple.com/documentation/swiftui/image>.
@frozen
public struct Image: Equatable, Sendable {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)>.
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/image/init(systemname:)>.
  public init(systemName: String) {}
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)>.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image { self }

  /// Transcribed from <https://developer.apple.com/documentation/swiftui/image/resizingmode>.
  public enum ResizingMode: Sendable {
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/image/resizingmode/tile>.
    case tile
    /// Transcribed from <https://developer.apple.com/documentation/swiftui/image/resizingmode/stretch>.
    case stretch
  }
}

extension Image: View {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
