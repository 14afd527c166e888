#if GTK
import Foundation
import Testing

extension DemoXTests {
  /// The demo's two steppers with real clicks: the self-managed cart quantity and the price bar in
  /// controlled mode, whose value only changes because its owner (the demo) answers the intents.
  @Suite struct Steppers {
    @Test func clicksOnThePriceBarGoThroughItsOwnerInTenths() async throws {
      let demo = try await DemoWindow.open()
      try demo.click("price-plus")
      _ = try await demo.process.waitForLine { $0 == "stepper name=price value=5.1" }
      try demo.click("price-minus")
      try demo.click("price-minus")
      _ = try await demo.process.waitForLine { $0 == "stepper name=price value=4.9" }
      let prices = demo.lines.filter { $0.hasPrefix("stepper name=price ") }
      #expect(
        prices == [
          "stepper name=price value=5.1", "stepper name=price value=5.0",
          "stepper name=price value=4.9",
        ])
    }

    /// At 0 the cart stepper hides − (cart mode), so the first click on + reveals it and moves
    /// +: one click is what the layout printed at start can aim at.
    @Test func aClickOnTheCartStepperStepsOnceAndEndsOneInteraction() async throws {
      let demo = try await DemoWindow.open()
      try demo.click("cart-plus")
      _ = try await demo.process.waitForLine {
        $0 == "stepper name=cart interaction-ended value=1"
      }
      // A wheel notch over the stepper after the click: X delivers it after the release, so a
      // step GTK made on the release ("clicked") would stand before it. (The release cancelled
      // the repeat timer: the driver tests check that on a virtual clock.)
      try demo.xdotool(["click", "4"])
      _ = try await demo.process.waitForLine {
        $0 == "stepper name=cart interaction-ended value=2"
      }
      let changes = demo.lines.filter { $0.hasPrefix("stepper name=cart value=") }
      #expect(
        changes == [
          "stepper name=cart value=1 source=button", "stepper name=cart value=2 source=wheel",
        ])
    }
  }
}
#endif
