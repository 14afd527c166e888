public import UIKit

/// Transcribed from <https://developer.apple.com/documentation/swiftui/uiviewrepresentable>.
///
/// Only the requirements the front-end implements; SwiftUI's others (`Coordinator`,
/// `makeCoordinator()`, `dismantleUIView(_:coordinator:)`) have default implementations.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype>.
  associatedtype UIViewType: UIView
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context>.
  typealias Context = UIViewRepresentableContext<Self>
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)>.
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Transcribed from <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)>.
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
}

extension UIViewRepresentable {
  /// Stub machinery: the body of a primitive view.
  public var body: Never { return fatalError("primitive view") }
}
