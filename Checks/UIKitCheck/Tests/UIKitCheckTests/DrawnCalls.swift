import CoreGraphics

/// Where two recordings of Core Graphics calls first differ ("drawing call 7: … vs core …").
///
/// Nil when they are the same call for call: what a front-end drew against the renderer's calls
/// for the core's list. Shared by the UIKit and SwiftUI checks (symlinked).
func firstDifference(drawn: [CGContextCall], core expected: [CGContextCall]) -> String? {
  for index in 0..<max(drawn.count, expected.count) {
    let shown = index < drawn.count ? "\(drawn[index])" : "nothing"
    let core = index < expected.count ? "\(expected[index])" : "nothing"
    if shown != core { return "drawing call \(index): \(shown) vs core \(core)" }
  }
  return nil
}
