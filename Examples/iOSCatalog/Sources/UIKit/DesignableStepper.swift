import ControlKitUIKit
import UIKit

/// The quantity stepper, made designable in this app target (see `DesignableArcStepper`).
@IBDesignable final class DesignableStepper: StepperControl {}
