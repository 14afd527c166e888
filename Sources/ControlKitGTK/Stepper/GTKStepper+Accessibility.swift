#if GTK
public import CGtk
import ControlKit

extension GTKStepper {
  /// Maps the core's ``StepperState/accessibilityElement(label:hint:)`` to GTK's accessible
  /// properties of the root and of the field, sending only what changed since the last update.
  ///
  /// The field, and before GTK 4.10 the root too (``rootIsSpinButton``), carry the spin-button
  /// role, the name (the configuration's label, or the caption given to ``labelled(by:)``) and
  /// value-min/max/now/text. The root's description is the hint. The field is what has the
  /// keyboard focus, so it is what a screen reader announces when the user tabs in, and from
  /// GTK 4.10 it has the Value interface, so a step is spoken as the new value (Orca 48 speaks a
  /// value change only from the focused object): where GTK cannot read its text (before 4.14,
  /// `AccessibleMapping.fieldTextIsReadable`) its description is the value text, otherwise the
  /// hint.
  ///
  /// The element depends on the value, the configuration and the enabled state. When only the
  /// value moved (every step, every programmatic set), value-now and value-text (and the field's
  /// description that may repeat it) are all that can differ, so they are sent without building the
  /// whole element (its strings and action set).
  func updateAccessibility(of widget: UnsafeMutablePointer<GtkWidget>, state: StepperState) {
    if let applied = appliedAccessibility, applied.isEnabled == state.isEnabled,
      accessibilityConfiguration == state.configuration
    {
      guard accessibilityValue != state.value else { return }
      updateAccessibleValue(of: widget, state: state)
      return
    }
    updateWholeAccessibility(of: widget)
  }

  /// Names − and + in `language` ("Verringern", "Erhöhen"): a configuration set in another
  /// language than the one the buttons were made with.
  private func relabelButtons(in language: ControlLanguage) {
    if let minus = decrementButton.widget {
      AccessibleMapping.setLabel(language.decreaseButtonLabel, of: minus)
    }
    if let plus = incrementButton.widget {
      AccessibleMapping.setLabel(language.increaseButtonLabel, of: plus)
    }
  }

  /// The parts a screen reader reads as the spin button: the field, and the root before GTK 4.10
  /// (``rootIsSpinButton``).
  private var accessibleParts: [UnsafeMutablePointer<GtkWidget>] {
    (Self.rootIsSpinButton ? [widget, field] : [field]).compactMap { $0 }
  }

  /// The field's description for an element with `value` text and `hint`.
  private static func fieldDescription(value: String?, hint: String?) -> String? {
    AccessibleMapping.fieldTextIsReadable ? hint : value
  }

  /// Sends value-now and value-text (each only if it changed) after a change of the value alone,
  /// with no heap allocation of ours (`AccessibleUpdate.sendValue`): this runs on every step.
  private func updateAccessibleValue(
    of widget: UnsafeMutablePointer<GtkWidget>, state: StepperState
  ) {
    let number = state.value.doubleValue
    let text = state.accessibilityValueText
    let sendsNumber = number != appliedValueNow
    let sendsText = text != appliedValueText
    accessibilityValue = state.value
    appliedValueNow = number
    appliedValueText = text
    guard sendsNumber || sendsText else { return }
    let field = self.field
    text.withCString { characters in
      let valueText = sendsText ? characters : nil
      if Self.rootIsSpinButton {
        AccessibleUpdate.sendValue(
          number: sendsNumber ? number : nil, text: valueText, description: nil, to: widget)
      }
      if let field {
        AccessibleUpdate.sendValue(
          number: sendsNumber ? number : nil, text: valueText,
          description: AccessibleMapping.fieldTextIsReadable ? nil : valueText, to: field)
      }
    }
  }

  /// Sends every property of the element that differs from the last one sent, to the root and
  /// the field.
  private func updateWholeAccessibility(of widget: UnsafeMutablePointer<GtkWidget>) {
    let element = driver.state.accessibilityElement()
    var old = appliedAccessibility
    old?.numericValue = appliedValueNow
    old?.value = appliedValueText
    let language = driver.state.configuration.language
    if let previous = accessibilityConfiguration?.language, previous != language {
      relabelButtons(in: language)
    }
    accessibilityConfiguration = driver.state.configuration
    accessibilityValue = driver.state.value
    appliedValueNow = element.numericValue
    appliedValueText = element.value
    guard old != element else { return }
    if Self.rootIsSpinButton {
      Self.send(element, over: old, description: (element.hint, old?.hint), to: widget)
    }
    if let field {
      let description = Self.fieldDescription(value: element.value, hint: element.hint)
      let oldDescription = old.flatMap { Self.fieldDescription(value: $0.value, hint: $0.hint) }
      Self.send(element, over: old, description: (description, oldDescription), to: field)
    }
    if old?.isEnabled != element.isEnabled {
      AccessibleUpdate.setDisabled(!element.isEnabled, of: widget)
    }
    appliedAccessibility = element
  }

  /// Sends the properties of `element` that differ from `old` (everything when nil) to `part`,
  /// with the part's description now and as it was for `old`.
  private static func send(
    _ element: AccessibilityElement, over old: AccessibilityElement?,
    description: (new: String?, old: String?), to part: UnsafeMutablePointer<GtkWidget>
  ) {
    var update = AccessibleUpdate()
    if old?.label != element.label {
      // No label at all when empty, so a caption given to `labelled(by:)` names the stepper.
      if element.label.isEmpty {
        AccessibleUpdate.reset(GTK_ACCESSIBLE_PROPERTY_LABEL, of: part)
      } else {
        update.add(GTK_ACCESSIBLE_PROPERTY_LABEL, string: element.label)
      }
    }
    if old == nil || description.old != description.new {
      update.add(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, string: description.new ?? "")
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
    update.apply(to: part)
  }

  /// Names the stepper by `caption` for screen readers (the labelled-by relation on the field,
  /// and on the root before GTK 4.10), as a GtkLabel names a GtkSpinButton.
  ///
  /// For a stepper whose configuration has no ``StepperConfiguration/label``: the caption the app
  /// shows above or beside it becomes its name, and follows the caption's text. A configuration
  /// label, when there is one, is the name instead.
  ///
  /// ```swift
  /// let caption = gtk_label_new("Quantity")
  /// stepper.labelled(by: caption)
  /// ```
  public func labelled(by caption: UnsafeMutablePointer<GtkWidget>) {
    for part in accessibleParts {
      AccessibleMapping.setLabelledBy(caption, of: part)
    }
  }
}
#endif
