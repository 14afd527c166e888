// The names the UIKit examples of the README and the DocC articles take for granted, declared
// the way an app would have them. `scripts/check-doc-examples.py` compiles each document's UIKit
// blocks next to this file, as statements in `DocScreen.example()` or as declarations.
import ControlKit
import ControlKitUIKit
import Foundation
import UIKit

/// The screen the examples run in: a view controller (`view`, and `self` as the delegate).
@MainActor
final class DocScreen: UIViewController, StepperControlDelegate {}

/// The app's own save.
@MainActor func save() {}

/// A signed-in user.
struct User: Sendable {}

/// The app's API client.
struct API: Sendable {
  func signIn() async throws -> User { User() }
}

/// The app's API.
let api = API()

/// A media player with a volume.
@MainActor final class Player {
  var volume = 0
}

/// The app's player.
@MainActor let player = Player()

/// A map view the overlay covers.
@MainActor let map = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

/// The owner of the price bar's value ("data drives UI").
@MainActor final class PriceModel {
  var price: FixedDecimal = 5.0 {
    didSet { onPriceChange?(price) }
  }
  var onPriceChange: (@MainActor (FixedDecimal) -> Void)?
}

/// The app's model.
@MainActor let model = PriceModel()

/// The price the bar starts at.
let price: FixedDecimal = 5.0

/// The app's font.
@MainActor let font = UIFont.systemFont(ofSize: 17)
