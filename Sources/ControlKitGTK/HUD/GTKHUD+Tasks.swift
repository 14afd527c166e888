#if GTK
import ControlKit

// UIKit's `LoadingHUD.setTitle(_:)` and SwiftUI's `LoadingHUDAction.setTitle(_:)` on GTK
// (issue 36): one name on every front-end.
extension GTKHUD {
  /// Changes the title of the newest running task, the rest of its content kept (the box is
  /// laid out again); does nothing while no task runs.
  ///
  /// The title is what the box shows and what screen readers read (the status object's name);
  /// set before the task shows, it is what the show announces.
  ///
  /// ```swift
  /// hud.begin(.spinner("Loading"))
  /// hud.setTitle("Almost there")         // SVProgressHUD.setStatus(_:)
  /// ```
  public func setTitle(_ title: String) {
    guard let token = coreState.activeTokens.last, var content = coreState.content(of: token)
    else { return }
    content.title = title
    update(token, to: content)
  }
}
#endif
