#if GTK
public import CGtk
public import ControlKit

// The app's own widget as the HUD's indicator (issue 27): the same word as the core's
// `HUDIndicator.custom`, SwiftUI's `indicator:` builder and UIKit's `begin(indicator:...)`.
extension GTKHUD {
  /// Starts a task showing the app's own widget as the HUD's indicator, with `title` under it,
  /// and returns its token.
  ///
  /// The HUD measures the widget (`HUDContent.custom(measuring:_:)`), begins
  /// ``ControlKit/HUDContent/custom(size:_:)`` of that size, and places the widget at the core
  /// layout's indicator rect (``ControlKit/HUDLayout/indicator``, rounded to whole pixels), the
  /// title under it on at most two lines, exactly where a spinner would be. The widget is shown
  /// only while its task's content is on screen, at the HUD's opacity (it fades with the box); a
  /// newer task, a status or content updated to anything but `.custom` takes it out, and it
  /// returns when its task is displayed again. The HUD holds a reference on it until the task
  /// has ended and the HUD no longer displays it (after the fade-out when it was the last thing
  /// on screen), or until the HUD is destroyed; then it is unparented and the reference dropped,
  /// so a floating widget made for the task is freed and one the app keeps can be given again.
  ///
  /// While shown the widget is in the accessible tree (it is the app's: give it a label if it
  /// says something); it takes no pointer input nor keyboard focus, like the drawn indicators.
  ///
  /// ```swift
  /// let spinner: UnsafeMutablePointer<GtkWidget> = gtk_spinner_new()
  /// gtk_spinner_start(OpaquePointer(spinner))
  /// let token = hud.begin(indicator: spinner, title: "Syncing photos")
  /// // ... later
  /// hud.end(token)
  /// ```
  ///
  /// - Parameters:
  ///   - indicator: the app's own widget: a visible widget without a parent (floating, then the
  ///     HUD's until it lets it go, or referenced by the app), shown by no other running task of
  ///     this HUD.
  ///   - title: the text under the widget; empty for none.
  ///   - cancellable: whether the task shows a Cancel button (``ControlKit/HUDContent/cancellable(_:)``).
  /// - Returns: the task's token: end it with `end(_:)`.
  @discardableResult
  public func begin(
    indicator: UnsafeMutablePointer<GtkWidget>, title: String = "", cancellable: Bool = false
  ) -> HUDToken {
    let content = HUDContent.custom(measuring: indicator, title).cancellable(cancellable)
    guard widget != nil else { return begin(content) }
    let slot = widgetSlot ?? HUDWidgetSlot()
    widgetSlot = slot
    slot.take(indicator, state: coreState)
    // The widget goes to the token `begin` mints, not to a task found by its content.
    let token = begin(content)
    slot.assign(indicator, to: token)
    updateAppWidget()
    return token
  }

  /// Shows the app's own widget as the HUD's indicator, with `title`, around `work`, run in its
  /// own Swift `Task`, as `during(_:_:)` does for other content.
  ///
  /// The widget is shown and released as for ``begin(indicator:title:cancellable:)``, and a
  /// cancellable task's Cancel cancels `work`.
  ///
  /// ```swift
  /// let picture = gtk_picture_new_for_paintable(logo)
  /// let photos = try await hud.during(indicator: picture, title: "Importing", cancellable: true) {
  ///   try await library.importPhotos()
  /// }
  /// ```
  ///
  /// - Parameters: as ``begin(indicator:title:cancellable:)``, and the work to run.
  public func during<Result: Sendable>(
    indicator: UnsafeMutablePointer<GtkWidget>, title: String = "", cancellable: Bool = false,
    _ work: @escaping @MainActor () async throws -> Result
  ) async throws -> Result {
    let token = begin(indicator: indicator, title: title, cancellable: cancellable)
    defer { widgetSlot?.dropAwaiting(token) }
    return try await driver.during(token, work)
  }

  /// Shows the app's own widget as the HUD's indicator, with `title`, around `work` that cannot
  /// throw (see the throwing `during(indicator:title:cancellable:_:)`); Cancel cancels its `Task`.
  public func during<Result: Sendable>(
    indicator: UnsafeMutablePointer<GtkWidget>, title: String = "", cancellable: Bool = false,
    _ work: @escaping @MainActor () async -> Result
  ) async -> Result {
    let token = begin(indicator: indicator, title: title, cancellable: cancellable)
    defer { widgetSlot?.dropAwaiting(token) }
    return await driver.during(token, work)
  }
}
#endif
