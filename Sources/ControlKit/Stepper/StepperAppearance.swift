/// The former name of ``StepperPresentation``: every driver's `presentation` is a
/// `*Presentation` now (``StepperDriver/presentation``, ``ArcStepperPresentation``,
/// ``HUDPresentation``).
@available(*, deprecated, renamed: "StepperPresentation")
public typealias StepperAppearance = StepperPresentation
