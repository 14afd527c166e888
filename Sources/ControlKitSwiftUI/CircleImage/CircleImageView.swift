#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import SwiftUI

/// The article's circle image view in SwiftUI: an image filling the largest circle centred in
/// the view's bounds (any aspect ratio), with an optional border drawn inside the circle, and a
/// placeholder silhouette while there is no image, all placed by the core's
/// ``CircleImageLayout``.
///
/// A description makes it one image element for VoiceOver; without one it is decorative and
/// hidden (``CircleImageAccessibility``).
///
/// ```swift
/// CircleImageView(Image("avatar"), description: "Profile photo of Li Wei",
///                 style: CircleImageStyle(border: CircleImageBorder(width: 2, color: .white)))
///   .frame(width: 80, height: 80)
/// ```
public struct CircleImageView: View {
  @Environment(\.colorScheme) private var colorScheme
  let image: Image?
  let description: String?
  let style: CircleImageStyle

  /// Creates a circle image; nil shows the placeholder.
  public init(
    _ image: Image?, description: String? = nil, style: CircleImageStyle = CircleImageStyle()
  ) {
    self.image = image
    self.description = description
    self.style = style
  }

  /// The circle, its border and its accessibility.
  public var body: some View {
    let theme: Theme = colorScheme == .dark ? .dark : .light
    let element = CircleImageAccessibility.element(description: description)
    GeometryReader { proxy in
      let layout = CircleImageLayout(
        bounds: Rect(
          x: 0, y: 0, width: Double(proxy.size.width), height: Double(proxy.size.height)),
        style: style)
      let circle = layout.circle
      ZStack {
        if let image {
          image
            .resizable()
            .scaledToFill()
            .frame(width: circle.width, height: circle.height)
            .clipShape(Circle())
        } else {
          CirclePlaceholder(
            side: circle.width, fill: Color(style.placeholder(for: theme)),
            glyph: Color(style.placeholderGlyph(for: theme)))
        }
        if let ring = layout.borderRing, let border = style.border {
          Circle()
            .stroke(Color(border.color), lineWidth: layout.borderWidth)
            .frame(width: ring.width, height: ring.height)
        }
      }
      .frame(width: circle.width, height: circle.height)
      .offset(x: circle.minX, y: circle.minY)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(Text(element?.label ?? ""))
    .accessibilityHidden(element == nil)
  }
}
#endif
