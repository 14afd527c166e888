/// One end of the arc stepper's range: the arc stepper's name for the shared ``RangeLimit``.
public typealias ArcStepperLimit = RangeLimit
