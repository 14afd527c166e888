// Apple's Core Text re-exports Core Foundation and Core Graphics; the stub re-exports Foundation
// (where Linux keeps `CGFloat`), the Core Foundation stand-ins and the Core Graphics stub.
@_exported public import CoreFoundationBridge
@_exported public import CoreGraphics
@_exported public import Foundation
