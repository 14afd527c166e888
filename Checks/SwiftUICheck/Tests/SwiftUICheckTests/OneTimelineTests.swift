import ControlKit
import ControlKitUIKit
import SwiftUI
import Testing

@testable import ControlKitSwiftUI

/// One clock per platform (issue 46): UIKit's and SwiftUI's hosts read the core's timeline.
///
/// The instants of a UIKit control and of a SwiftUI view in one app are on one timeline
/// (`ContinuousTimeline`). Before, each had its own origin (`UIKitClock`'s and `TaskHost`'s), the
/// first read of each module.
@MainActor
@Suite("One timeline for UIKit and SwiftUI")
struct OneTimelineTests {
  @Test func bothHostsReadTheCoresTimeline() {
    let uikit = UIKitHost()
    let swiftUI = TaskHost()
    for _ in 0..<100 {
      // A host with an origin of its own (set at its first read, not the timeline's) falls
      // outside the bracket by the time between the two first reads.
      let before = ContinuousTimeline.now()
      let fromSwiftUI = swiftUI.now
      let fromUIKit = uikit.now
      let after = ContinuousTimeline.now()
      #expect(before <= fromSwiftUI && fromSwiftUI <= fromUIKit && fromUIKit <= after)
    }
  }
}
