#if GTK
import CGtk
import ControlKit

extension GTKStepper {
  /// Maps the core's ``StepperState/accessibilityElement(label:hint:)`` to GTK's spin-button
  /// properties (label, description, value-min/max/now/text) and disabled state, sending only what
  /// changed since the last update.
  ///
  /// The element depends on the value, the configuration and the enabled state. When only the
  /// value moved (every step, every programmatic set), value-now and value-text are all that can
  /// differ, so they are sent without building the whole element (its strings and action set).
  func updateAccessibility(of widget: UnsafeMutablePointer<GtkWidget>) {
    if let applied = appliedAccessibility, applied.isEnabled == coreState.isEnabled,
      accessibilityConfiguration == coreState.configuration
    {
      guard accessibilityValue != coreState.value else { return }
      updateAccessibleValue(of: widget)
      return
    }
    updateWholeAccessibility(of: widget)
  }

  /// Sends value-now and value-text (each only if it changed) after a change of the value alone.
  private func updateAccessibleValue(of widget: UnsafeMutablePointer<GtkWidget>) {
    let number = coreState.value.doubleValue
    let text = coreState.accessibilityValueText
    let sendsNumber = number != appliedValueNow
    let sendsText = text != appliedValueText
    accessibilityValue = coreState.value
    appliedValueNow = number
    appliedValueText = text
    guard sendsNumber || sendsText else { return }
    var update = AccessibleUpdate(capacity: 2)
    if sendsNumber { update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, double: number) }
    if sendsText { update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, string: text) }
    update.apply(to: widget)
  }

  /// Sends every property of the element that differs from the last one sent.
  private func updateWholeAccessibility(of widget: UnsafeMutablePointer<GtkWidget>) {
    let element = coreState.accessibilityElement()
    var old = appliedAccessibility
    old?.numericValue = appliedValueNow
    old?.value = appliedValueText
    accessibilityConfiguration = coreState.configuration
    accessibilityValue = coreState.value
    appliedValueNow = element.numericValue
    appliedValueText = element.value
    guard old != element else { return }
    var update = AccessibleUpdate()
    if old?.label != element.label {
      update.add(GTK_ACCESSIBLE_PROPERTY_LABEL, string: element.label)
    }
    if old?.hint != element.hint {
      update.add(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, string: element.hint ?? "")
    }
    if let range = element.range, old?.range != range {
      update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, double: range.lowerBound)
      update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, double: range.upperBound)
    }
    if let number = element.numericValue, old?.numericValue != number {
      update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, double: number)
    }
    if let text = element.value, old?.value != text {
      update.add(GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, string: text)
    }
    update.apply(to: widget)
    if old?.isEnabled != element.isEnabled {
      AccessibleUpdate.setDisabled(!element.isEnabled, of: widget)
    }
    appliedAccessibility = element
  }

}
#endif
