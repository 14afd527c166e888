public import Foundation

// Core Foundation's types as Core Text's declarations name them. On Apple platforms they are
// Core Foundation classes toll-free bridged to Foundation's (`CFString` ↔ `String`,
// `CFDictionary` ↔ `NSDictionary`, `CFAttributedString` ↔ `NSAttributedString`), so the
// front-end writes the same `as` casts Apple code writes. Linux Foundation has no Core
// Foundation types, and the toolchain's own `CoreFoundation` module is swift-corelibs', so this
// module (re-exported by the Core Text stub, as Apple's Core Text re-exports Core Foundation)
// aliases them to the Foundation types they bridge to. They are Core Foundation's, not Core
// Text's: the drift test reads the Core Text stub only.

/// Core Foundation's string (<https://developer.apple.com/documentation/corefoundation/cfstring>).
public typealias CFString = String
/// Core Foundation's dictionary
/// (<https://developer.apple.com/documentation/corefoundation/cfdictionary>).
public typealias CFDictionary = NSDictionary
/// Core Foundation's attributed string
/// (<https://developer.apple.com/documentation/corefoundation/cfattributedstring>).
public typealias CFAttributedString = NSAttributedString
/// Core Foundation's index (<https://developer.apple.com/documentation/corefoundation/cfindex>),
/// `Int` in Swift on Apple platforms too.
public typealias CFIndex = Int
