// Apple's UIKit re-exports Foundation, CoreGraphics and QuartzCore; so does the stub.
@_exported public import CoreGraphics
@_exported public import Foundation
@_exported public import QuartzCore
