/// Transcribed from <https://developer.apple.com/documentation/swiftui/shapestyle>.
public protocol ShapeStyle: Sendable {}
