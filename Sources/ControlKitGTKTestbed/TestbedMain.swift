#if GTK
import CGtk
import ControlKitGTK
import Glibc

/// `controlkit-gtk-testbed`: a GTK window for the X-input tests, plus check modes.
///
/// - no argument: the counter window (see `TestbedWindow`), printing one line per event.
/// - `--probe`: exits 0 if GTK can open the display, 3 otherwise.
/// - `--leak-check N`: creates N counter buttons, presses them all, destroys them mid-hold and
///   prints what is still alive (exit 0 only if nothing is).
/// - `--stepper`, `--stepper-leak-check N`: the `GTKStepper` modes (see `StepperModes`).
/// - `--hud-leak-check N [--app-widgets]`, `--arc-leak-check N`: `HUDLeakCheck` (the tasks
///   showing the spinner, or an app widget each), `ArcLeakCheck` (exit 0 only if nothing is left
///   alive).
/// - `--idle-check [SECONDS]`: `IdleCheck` (exit 0 only if resting controls ran no timer and no
///   frame callback).
/// - `--stepper-parts`: `StepperPartsCheck` (exit 0 only if a new stepper's parts are as built).
/// - `--hud-virtual-check`: `HUDVirtualCheck` (exit 0 only if a `GTKHUD` on `VirtualHost` shows,
///   paints and hides on the virtual clock alone).
/// - `--hud-widget-check`: `HUDWidgetCheck` (exit 0 only if the app's own widgets show at the
///   core's indicator rect, one at a time, and are let go when their tasks and the HUD end).
/// - `--hud-early-show-check`: `HUDEarlyShowCheck` (exit 0 only if a HUD shown before its window
///   was laid out placed its widgets outside GTK's paint, where the layout put them).
/// - `--hud-widget-token-check`: `HUDWidgetTokenCheck` (exit 0 only if each task begun with an
///   app's widget shows its own, whatever other tasks have the same content).
/// - `--hud-window [--app-widget | --image PATH] [--hold]`: `HUDWindowMode` (a HUD over a whole
///   window with a cancellable task, showing a progress ring, an app's own widget or a PNG; Esc
///   or a click on Cancel cancels it).
/// - `--steppers-virtual-check`: `SteppersVirtualCheck` (exit 0 only if a `GTKStepper` and a
///   `GTKArcStepper` on `VirtualHost` hold, repeat, shake and animate on the virtual clock alone).
/// - `--arc-virtual-check`: `ArcVirtualCheck` (exit 0 only if a `GTKArcStepper` on
///   `VirtualHost` draws its driver's presentation on every virtual frame, with an exact frame
///   count).
/// - `--hud-layout-fixture`: `HUDLayoutFixtureCheck` (exit 0 only if, for a table of contents,
///   the frames a `GTKHUD` shows equal `HUDLayout`'s).
/// - `--hud-options-check`: `HUDOptionsCheck` (exit 0 only if issue 36's options (toast, details,
///   bar, pie, square, minimum, custom colours, material, top offset, a task's `.blocksAll`)
///   paint `HUDDrawing`'s list for the layout with the HUD's style, the catcher covers the box,
///   and the rendered pixels are the box's colour).
/// - `--hud-zoom-check`: `HUDZoomCheck` (exit 0 only if a zoom paints the box at the core's
///   scale about its centre, and `gtk-enable-animations` off makes the next show fade only).
/// - `--hud-progress-check [--hold]`: `HUDProgressCheck` (exit 0 only if `setTitle`,
///   `during(progress:)` with a bar, Cancel, a failing operation and the work's end do on GTK what
///   UIKit's `LoadingHUD` does; `--hold` waits at the bar for the X test's Esc).
/// - `--language-window`: `LanguageWindowMode` (a stepper, an arc stepper and a HUD with Cancel
///   in the locale environment's language; prints the parts' bounds once the HUD shows and stays
///   up for an AT-SPI reader).
/// - `--desktop-theme-check`: `DesktopThemeCheck` (exit 0 only if a circle image with no theme
///   repaints with the core's dark placeholder when GtkSettings' dark preference turns on, and
///   light again when it turns off, while one pinned to light stays light).
/// - `--stepper-layout-fixture`: `StepperLayoutFixtureCheck` (exit 0 only if, for every row of
///   the stepper layout fixture, each part of a mapped `GTKStepper` is allocated at the core's
///   `StepperLayout` frame: cart mode, right to left, wider than natural, and its pixels are the
///   core's `StepperDrawing` list rendered by Cairo; `--drop-expected-increment` leaves the +
///   out of the expected list, so every row fails).
/// - `--arc-conformance`: `ArcConformanceCheck` (exit 0 only if, for every arc row of the
///   conformance matrix, a mapped `GTKArcStepper` draws the core's list and its pixels are the
///   core's drawing rendered by Cairo).
/// - `--stepper-glyphs-check`: `StepperGlyphsCheck` (exit 0 only if a `GTKStepper` with the
///   app's images as `buttonGlyphs` draws them at the core's icon frames, as the core's list).
/// - `--number-symbols-check`: `NumberSymbolsCheck` (exit 0 only if a `GTKStepper` writes numbers
///   in the C locale's symbols unless its configuration or the app chose others).
@main
@MainActor
enum TestbedMain {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch arguments.first {
    case "--probe":
      exit(gtk_init_check() != 0 ? 0 : 3)
    case "--leak-check":
      guard gtk_init_check() != 0 else { exit(3) }
      let count = arguments.dropFirst().first.flatMap { Int($0) } ?? LeakCheck.defaultCount
      exit(LeakCheck.run(count: count) ? 0 : 1)
    case "--stepper", "--stepper-leak-check":
      StepperModes.run(arguments)
    case "--hud-leak-check":
      let appWidgets = arguments.contains("--app-widgets")
      exit(
        runCheck(arguments, default: HUDLeakCheck.defaultCount) {
          HUDLeakCheck.run(count: $0, appWidgets: appWidgets)
        })
    case "--arc-leak-check":
      exit(runCheck(arguments, default: ArcLeakCheck.defaultCount, ArcLeakCheck.run))
    case "--idle-check":
      exit(runCheck(arguments, default: IdleCheck.defaultSeconds, IdleCheck.run))
    case "--stepper-parts":
      exit(runCheck(arguments, default: 0) { _ in StepperPartsCheck.run() })
    case "--hud-virtual-check":
      exit(runCheck(arguments, default: 0) { _ in HUDVirtualCheck.run() })
    case "--hud-widget-check":
      exit(runCheck(arguments, default: 0) { _ in HUDWidgetCheck.run() })
    case "--hud-widget-token-check":
      exit(runCheck(arguments, default: 0) { _ in HUDWidgetTokenCheck.run() })
    case "--hud-early-show-check":
      exit(runCheck(arguments, default: 0) { _ in HUDEarlyShowCheck.run() })
    case "--hud-window":
      runWindow {
        HUDWindowMode.present(
          application: $0, holds: arguments.contains("--hold"),
          appWidget: arguments.contains("--app-widget"),
          imagePath: arguments.firstIndex(of: "--image").flatMap {
            arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
          })
      }
    case "--steppers-virtual-check":
      exit(runCheck(arguments, default: 0) { _ in SteppersVirtualCheck.run() })
    case "--arc-virtual-check":
      exit(runCheck(arguments, default: 0) { _ in ArcVirtualCheck.run() })
    case "--hud-layout-fixture":
      exit(runCheck(arguments, default: 0) { _ in HUDLayoutFixtureCheck.run() })
    case "--hud-options-check":
      exit(runCheck(arguments, default: 0) { _ in HUDOptionsCheck.run() })
    case "--hud-zoom-check":
      exit(runCheck(arguments, default: 0) { _ in HUDZoomCheck.run() })
    case "--hud-progress-check":
      let holds = arguments.contains("--hold")
      exit(runCheck(arguments, default: 0) { _ in HUDProgressCheck.run(holds: holds) })
    case "--language-window":
      exit(runCheck(arguments, default: 0) { _ in LanguageWindowMode.run() })
    case "--stepper-layout-fixture":
      StepperLayoutFixtureCheck.dropsExpectedIncrement =
        arguments.contains("--drop-expected-increment")
      exit(runCheck(arguments, default: 0) { _ in StepperLayoutFixtureCheck.run() })
    case "--arc-conformance":
      exit(runCheck(arguments, default: 0) { _ in ArcConformanceCheck.run() })
    case "--stepper-glyphs-check":
      exit(runCheck(arguments, default: 0) { _ in StepperGlyphsCheck.run() })
    case "--number-symbols-check":
      exit(runCheck(arguments, default: 0) { _ in NumberSymbolsCheck.run() })
    case "--desktop-theme-check":
      exit(runCheck(arguments, default: 0) { _ in DesktopThemeCheck.run() })
    default:
      runWindow()
    }
  }

  /// Opens GTK (exit status 3 if it cannot) and runs `check` with the integer after the mode
  /// (`defaultValue` without one); 0 if the check passed, 1 otherwise.
  private static func runCheck(
    _ arguments: [String], default defaultValue: Int, _ check: (Int) -> Bool
  ) -> Int32 {
    guard gtk_init_check() != 0 else { return 3 }
    let value = arguments.dropFirst().first.flatMap { Int($0) } ?? defaultValue
    return check(value) ? 0 : 1
  }

  private static func runWindow(
    _ present: @escaping @MainActor (UnsafeMutablePointer<GtkApplication>) -> Void = {
      TestbedWindow.present(application: $0)
    }
  ) {
    MainQueueBridge.install()
    let app: UnsafeMutablePointer<GtkApplication> = gtk_application_new(
      "org.controlkit.Testbed", G_APPLICATION_NON_UNIQUE)
    _ = SignalConnection.connect(app, "activate") {
      present(app)
    }
    let status = g_application_run(ck_application(app), 0, nil)
    g_object_unref(app)
    exit(status)
  }
}
#else
/// Without the `GTK` trait there is nothing to run: say how to build it.
@main
enum TestbedWithoutGTK {
  static func main() {
    print("controlkit-gtk-testbed needs the GTK trait: swift build --traits GTK")
  }
}
#endif
