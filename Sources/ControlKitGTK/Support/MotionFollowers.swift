#if GTK
import CGtk
import ControlKit

/// The desktop's Reduce Motion for every GTK stepper of the process: GTK's
/// `gtk-enable-animations` (``AnimationSetting``), read once and followed through one
/// "notify::gtk-enable-animations" handler on the default GtkSettings, handed to each live
/// stepper's driver (`StepperDriver.reducesMotion`: a limit then rings the bell without the
/// shake).
///
/// One handler for all steppers rather than one each: a stepper's creation reads a cached flag
/// and files a weak reference, so following the setting costs no GObject property read and no
/// signal connection per widget (`make check-instructions`' creation path). The handler is
/// connected with the first stepper and disconnected with the last (the setting is read again on
/// reconnecting).
@MainActor
final class MotionFollowers: SignalHubTarget {
  /// The one instance, made on the first stepper.
  static let shared = MotionFollowers()

  /// A stepper, held weakly.
  private final class Follower {
    weak var stepper: GTKStepper?
    init(_ stepper: GTKStepper) { self.stepper = stepper }
  }

  /// The live steppers, by identity.
  private var followers: [ObjectIdentifier: Follower] = [:]
  /// The handler on GtkSettings, once connected (nil without a display).
  private var hub: SignalHub?
  /// Whether the desktop reduces motion (animations off), as last read.
  private(set) var reducesMotion = false

  /// Hands `stepper` the setting now and whenever it changes, until ``unfollow(_:)``.
  func follow(_ stepper: GTKStepper) {
    connectIfNeeded()
    if reducesMotion { stepper.driver.reducesMotion = true }
    followers[ObjectIdentifier(stepper)] = Follower(stepper)
  }

  /// Stops handing `stepper` the setting (it is being destroyed); the last one out disconnects
  /// the handler, so no stepper left means nothing of ours left (the leak checks count it).
  func unfollow(_ stepper: GTKStepper) {
    followers[ObjectIdentifier(stepper)] = nil
    guard followers.isEmpty, let hub else { return }
    hub.disconnectAll()
    self.hub = nil
  }

  /// Reads the setting and connects the one handler, the first time there is a display.
  private func connectIfNeeded() {
    guard hub == nil, let settings = AnimationSetting.settings else { return }
    reducesMotion = !AnimationSetting.isEnabled(settings)
    let hub = SignalHub(target: self, slots: 1)
    hub.connect(settings, AnimationSetting.changed, .notify, slot: 0)
    self.hub = hub
  }

  /// The setting changed: every live stepper's driver learns it (a running shake stops).
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool {
    guard let settings = AnimationSetting.settings else { return false }
    reducesMotion = !AnimationSetting.isEnabled(settings)
    for (key, follower) in followers {
      if let stepper = follower.stepper {
        stepper.driver.reducesMotion = reducesMotion
      } else {
        followers[key] = nil
      }
    }
    return false
  }
}
#endif
