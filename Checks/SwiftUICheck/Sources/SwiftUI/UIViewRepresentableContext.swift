/// Transcribed from <https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext>.
///
/// SwiftUI makes it; the stub declares no member (the front-end reads none).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {}
