// Apple's SwiftUI re-exports Foundation, CoreGraphics and Accessibility (for
// AccessibilityNotification) and Combine; so does the stub. On Linux, Foundation supplies
// CGFloat, CGPoint, CGSize and CGRect.
@_exported public import Accessibility
@_exported public import Combine
@_exported public import CoreGraphics
@_exported public import Foundation
