#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import ControlKit
public import SwiftUI

extension View {
  /// Makes this view accept touches in at least `minimum` points around its centre (44 × 44 by
  /// default, Apple's guideline), without changing its layout: the core's
  /// ``TouchArea/minimumSize(_:)`` rule as the view's `contentShape`.
  ///
  /// SwiftUI hit-tests a content shape only where the parent lets touches through; keep the
  /// enlarged area clear of neighbours' own touch areas, as the core's hit-tester assumes.
  ///
  /// ```swift
  /// Image(systemName: "xmark").frame(width: 20, height: 20)
  ///   .onTapGesture { close() }
  ///   .enlargedTouchArea()
  /// ```
  public func enlargedTouchArea(
    minimum: CGSize = CGSize(width: 44, height: 44)
  ) -> some View {
    enlargedTouchArea(
      .minimumSize(Size(width: Double(minimum.width), height: Double(minimum.height))))
  }

  /// Makes this view accept touches in the core's `touchArea` around its bounds (leading and
  /// trailing insets follow the layout direction).
  public func enlargedTouchArea(_ touchArea: TouchArea) -> some View {
    modifier(EnlargedTouchArea(touchArea: touchArea))
  }
}
#endif
