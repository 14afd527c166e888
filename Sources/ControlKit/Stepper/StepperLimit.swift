/// One end of a stepper's range: the stepper's name for the shared ``RangeLimit``.
public typealias StepperLimit = RangeLimit
