#if canImport(UIKit)
import Foundation

/// A block-based `NotificationCenter` observer that removes itself when released, so the object
/// holding it is its one owner (no selector: the front-end has no Objective-C code).
///
/// Block observers are not removed by the center on their own: without this, the center would
/// keep every observer of every control that ever lived (each block holds its control weakly, so
/// they would only do nothing).
final class NotificationObservation {
  private let token: any NSObjectProtocol

  /// Observes `name` on `NotificationCenter.default`, from any sender, on the posting thread.
  init(_ name: Notification.Name, handler: @escaping @Sendable (Notification) -> Void) {
    token = NotificationCenter.default.addObserver(
      forName: name, object: nil, queue: nil, using: handler)
  }

  deinit {
    NotificationCenter.default.removeObserver(token)
  }
}
#endif
