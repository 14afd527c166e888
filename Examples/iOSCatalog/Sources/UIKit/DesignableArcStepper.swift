import ControlKitUIKit
import UIKit

// Interface Builder renders `@IBDesignable` views only from the app's own targets: Xcode does not
// render designables that live in a Swift package (YMatterType PR #48, BetterSegmentedControl
// #148). This one-line subclass in the app target is what `Designable.storyboard` uses; its
// canvas draws the ring with the inspectables `bgColor`, `fgColor`, `fontSize`, `stepCount` and
// `currentStep` (set in the storyboard's Attributes inspector).

/// The arc stepper, made designable in this app target.
@IBDesignable final class DesignableArcStepper: ArcStepperControl {}
