import Foundation
import Synchronization

/// What code asked of the Core Text stub while a test's task ran with a log
/// (`CoreTextStubLog.$current.withValue(log) { ... }`): a task-local, so tests running at the
/// same time never see each other's calls.
package final class CoreTextStubLog: Sendable {
  /// One call.
  package enum Call: Equatable, Sendable {
    /// A typesetter made for `text`, whose first character is in `font` (size and weight).
    case typesetter(String, font: FontRequest?)
    /// A line break asked for from `start`, `width` wide.
    case suggestLineBreak(start: Int, width: Double)
    /// A line made of the typesetter's units `start..<start + length`.
    case line(start: Int, length: Int)
    /// A truncated line asked for at `width`, with `type` and a token of `token`'s text.
    case truncatedLine(width: Double, type: CTLineTruncationType, token: String?)
  }

  /// A font as the stub recorded it.
  package struct FontRequest: Equatable, Sendable {
    package let uiType: CTFontUIFontType
    package let size: CGFloat
    package let weight: CGFloat

    package init(uiType: CTFontUIFontType, size: CGFloat, weight: CGFloat) {
      self.uiType = uiType
      self.size = size
      self.weight = weight
    }
  }

  /// The log calls are recorded in, if the current task has one.
  @TaskLocal package static var current: CoreTextStubLog?

  private let recorded = Mutex<[Call]>([])

  package init() {}

  /// The calls so far, in order.
  package var calls: [Call] { recorded.withLock { $0 } }

  func record(_ call: Call) {
    recorded.withLock { $0.append(call) }
  }
}

extension CoreTextStubLog.Call {
  static func typesetter(_ text: String, font: CTFont?) -> Self {
    .typesetter(
      text,
      font: font.map {
        CoreTextStubLog.FontRequest(
          uiType: $0.recordedUIType, size: $0.recordedSize, weight: $0.recordedWeight)
      })
  }
}
