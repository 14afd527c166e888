/// The frame rate hosts without a frame clock of their own tick animations at.
///
/// UIKit's and SwiftUI's hosts tick at this interval while a session asks for frames, and
/// `VirtualHost` does by default; GTK follows the widget's frame clock.
public enum FrameRate {
  /// One frame at 60 Hz, rounded to a whole microsecond: 16.667 ms.
  public static let interval = Duration.microseconds(16_667)
}
