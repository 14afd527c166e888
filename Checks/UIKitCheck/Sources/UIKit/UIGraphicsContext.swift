public import CoreGraphics

// UIKit's current-context stack: a view's `draw(_:)` finds its context with
// `UIGraphicsGetCurrentContext()`; a test pushes a recording `CGContext` first, as UIKit does
// before it calls `draw(_:)`.

/// The pushed contexts, the current one last (the stub's stack: tests run on the main actor).
nonisolated(unsafe) private var contextStack: [CGContext] = []

/// Transcribed from <https://developer.apple.com/documentation/uikit/uigraphicsgetcurrentcontext()>.
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Transcribed from <https://developer.apple.com/documentation/uikit/uigraphicspushcontext(_:)>.
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

/// Transcribed from <https://developer.apple.com/documentation/uikit/uigraphicspopcontext()>.
public func UIGraphicsPopContext() { _ = contextStack.popLast() }
