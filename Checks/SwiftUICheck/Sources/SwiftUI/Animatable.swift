/// Transcribed from <https://developer.apple.com/documentation/swiftui/animatable>.
///
/// Its requirement (`animatableData`) has a default implementation in SwiftUI and the front-end
/// animates nothing through it, so the stub declares none.
public protocol Animatable {}
