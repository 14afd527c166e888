// The article's price bar, stepped to its maximum through the runtime on a virtual clock.
import ControlKit
import ControlKitTesting

@MainActor
func priceBarAtItsMaximum() throws -> String {
  let configuration = try StepperConfiguration(range: 0.1...9.9, step: 0.1)
  let host = VirtualHost()
  let session = ControlSession(StepperState(value: 0.1, configuration: configuration), at: host.now)
  host.drive(session)
  for _ in 0..<98 { session.tapIncrement() }
  return session.state.formattedValue
}

let shown = try MainActor.assumeIsolated { try priceBarAtItsMaximum() }
print("price \(shown)")
