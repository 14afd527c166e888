import ControlKit
import Synchronization

// Shared by the UIKit and SwiftUI checks (the SwiftUI check's copy is a symlink to this file).

/// A measurer that forwards to another and keeps every request, to read what a HUD asks.
final class RecordingMeasurer: TextMeasuring {
  /// One request.
  struct Request: Equatable {
    let text: String
    let font: TextFont
    let maxWidth: Double?
    let maximumLines: Int
  }

  let base: any TextMeasuring
  private let log = Mutex<[Request]>([])

  init(_ base: any TextMeasuring) {
    self.base = base
  }

  /// The requests so far, in order.
  var requests: [Request] { log.withLock { $0 } }

  func measure(_ text: String, font: TextFont, maxWidth: Double?, maximumLines: Int)
    -> TextMetrics
  {
    log.withLock {
      $0.append(Request(text: text, font: font, maxWidth: maxWidth, maximumLines: maximumLines))
    }
    return base.measure(text, font: font, maxWidth: maxWidth, maximumLines: maximumLines)
  }
}
