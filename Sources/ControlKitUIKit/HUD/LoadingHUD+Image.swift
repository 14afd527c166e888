#if canImport(UIKit)
public import ControlKit
import Foundation
public import UIKit

extension LoadingHUD {
  /// Puts `image` in ``images`` under `name` and returns the reference that `.image` content
  /// takes (``HUDContent/image(_:_:)``), its pixel size the image's `size` × `scale`.
  ///
  /// The core lays images out by reference (a name and a pixel size, the same on every
  /// front-end); this HUD draws the `UIImage` registered under the name, else the asset
  /// catalog's `UIImage(named:)`, in `statusImageView`, fitted (`.scaleAspectFit`) in the
  /// indicator's frame.
  ///
  /// ```swift
  /// let badge = hud.register(renderedBadge, as: "badge")
  /// hud.post(.image(badge, "Level up"))
  /// ```
  @discardableResult
  public func register(_ image: UIImage, as name: String) -> ImageReference {
    images[name] = image
    return ImageReference(
      name: name,
      pixelSize: Size(
        width: Double(image.size.width * image.scale),
        height: Double(image.size.height * image.scale)))
  }
}
#endif
