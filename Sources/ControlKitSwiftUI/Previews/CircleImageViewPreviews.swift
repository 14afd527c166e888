#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import ControlKit
import SwiftUI

/// The circle image: an image with a border, the placeholder, a non-square frame, dark, and the
/// enlarged touch area on a small control.
struct CircleImageViewPreviews: PreviewProvider {
  static var previews: some View {
    HStack(spacing: 16) {
      CircleImageView(
        Image(systemName: "person.fill"), description: "Profile photo",
        style: CircleImageStyle(border: CircleImageBorder(width: 2, color: .white))
      )
      .frame(width: 80, height: 80)
      CircleImageView(nil).frame(width: 80, height: 80)
      CircleImageView(nil).frame(width: 120, height: 60)
      Image(systemName: "xmark").frame(width: 20, height: 20).enlargedTouchArea()
    }
    .previewDisplayName("Light")
    CircleImageView(nil)
      .frame(width: 80, height: 80)
      .environment(\.colorScheme, .dark)
      .previewDisplayName("Dark placeholder")
  }
}
#endif
