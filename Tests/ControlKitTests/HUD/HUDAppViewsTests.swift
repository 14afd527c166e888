import ControlKitTesting
import Testing

@testable import ControlKit

/// The one bookkeeping rule of the app's indicator views (issue 46), which GTK's widget slot,
/// UIKit's `LoadingHUD` and SwiftUI's `HUDModel` each wrote: held once the core has the task,
/// shown while the core picks the task, let go once the task ended and the view is not shown.
@MainActor
@Suite("HUD app views")
struct HUDAppViewsTests {
  let host = VirtualHost()
  let badge = Size(width: 40, height: 40)

  @Test func aViewIsHeldShownThroughTheFadeOutAndLetGoAfter() {
    let driver = HUDDriver(host: host)
    var views = HUDAppViews<String>()
    let token = driver.begin(.custom(size: badge, "Syncing"))
    views.add("badge", for: token)
    // In the grace period the task runs but nothing is on screen: held, not shown.
    #expect(views.follow(driver.state).isEmpty)
    #expect(views.view(of: token) == "badge" && views.shown == nil)
    host.advance(by: .seconds(1))
    #expect(views.follow(driver.state).isEmpty)
    #expect(views.shown == "badge" && views.shownToken == token)
    // Ended: the view stays shown through the fade-out, and is let go once it is off screen.
    driver.end(token)
    #expect(views.follow(driver.state).isEmpty)
    #expect(views.shown == "badge")
    host.advance(by: .seconds(2))
    let released = views.follow(driver.state)
    #expect(released.map(\.view) == ["badge"] && released.map(\.token) == [token])
    #expect(views.shown == nil && views.isEmpty)
  }

  @Test func aViewWaitsForATaskTheCoreDoesNotHaveYet() {
    let driver = HUDDriver(host: host)
    var views = HUDAppViews<String>()
    // A token the state does not hold yet (a task begun from inside a HUD callback).
    let early = HUDToken(99)
    views.add("early", for: early)
    #expect(views.follow(driver.state).isEmpty)
    #expect(views.view(of: early) == nil && !views.isEmpty)
    #expect(views.removeAll() == ["early"] && views.isEmpty)
  }

  @Test func aNewerTaskTakesTheBoxAndTheOlderViewIsKeptWhileItsTaskRuns() {
    let driver = HUDDriver(host: host)
    var views = HUDAppViews<String>()
    let first = driver.begin(.custom(size: badge, "One"))
    views.add("one", for: first)
    host.advance(by: .seconds(1))
    _ = views.follow(driver.state)
    let second = driver.begin(.custom(size: badge, "Two"))
    views.add("two", for: second)
    #expect(views.follow(driver.state).isEmpty)
    #expect(views.shown == "two" && views.view(of: first) == "one")
    // The newer one ends: the box goes back to the first task's view.
    driver.end(second)
    #expect(views.follow(driver.state).map(\.view) == ["two"])
    #expect(views.shown == "one")
  }
}
