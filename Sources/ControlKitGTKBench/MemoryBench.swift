#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import Glibc

/// `controlkit-gtk-bench`'s memory figures: the bytes that `count` live, mapped widgets of ours
/// hold against as many of GTK's own (or of what an app would build from GTK's).
///
/// Three pairs: `GTKStepper` against `GtkSpinButton` (0...100, step 1), `GTKArcStepper` against
/// a horizontal `GtkScale` (0...10, step 1), and `GTKHUD` (at rest, covering an empty `GtkBox`)
/// against the overlay an app would build by hand for the same job (a `GtkOverlay` over an
/// empty `GtkBox`, with a hidden centred box holding a `GtkSpinner` and a `GtkLabel`); the
/// covered boxes are counted on both sides. Each side's widgets go into a vertical box in a
/// scrolled window in a window of their own (`BenchMain.windowSize`, so every widget is mapped
/// but the window's surface stays small); once every widget is mapped and a few frames have
/// been drawn, the growth of the heap in use (`mallinfo2`: `uordblks` plus the mmapped
/// `hblkhd`) and of the resident set (`/proc/self/statm`) is divided by `count`.
///
/// Every widget kind is measured in a fresh process (`controlkit-gtk-bench --memory-kind NAME`,
/// started by ``run(count:)``): what ran before (a full run's creation and value-change rounds,
/// the other kinds) leaves free chunks in the heap that a later kind would reuse, which made a
/// full run print the stepper at 29.5 KB against `GtkSpinButton`'s 17.96 (1.64×) and
/// `--only memory` 36.9 against 37.29 (0.99×). In its process, one widget of the kind is
/// created, shown and destroyed first, so one-time costs (class initialisation, CSS, icons,
/// fonts) fall outside the figure.
@MainActor
enum MemoryBench {
  /// A function that creates one widget (floating, or kept alive by its Swift wrapper).
  typealias Maker = @MainActor () -> UnsafeMutablePointer<GtkWidget>?

  /// Each pair's name, ours's kind and GTK's kind (names of ``makers()``).
  static let pairs: [(name: String, ours: String, theirs: String)] = [
    ("stepper", "stepper", "gtk-spinbutton"),
    ("arc-stepper", "arc-stepper", "gtk-scale"),
    ("hud", "hud", "gtk-overlay-spinner-label"),
  ]

  /// How to make one widget of each kind.
  static func makers() -> [String: Maker] {
    [
      "stepper": { GTKStepper(value: 0).widget },
      "gtk-spinbutton": { gtk_spin_button_new_with_range(0, 100, 1) },
      "arc-stepper": { GTKArcStepper().widget },
      "gtk-scale": { gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1) },
      "hud": { GTKHUD(covering: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)).widget },
      "gtk-overlay-spinner-label": handBuiltHUD,
    ]
  }

  /// The loading overlay an app builds from GTK's widgets, at rest: a `GtkOverlay` over the
  /// covered widget, with a centred box (hidden until something loads) holding a `GtkSpinner`
  /// and a `GtkLabel`.
  static func handBuiltHUD() -> UnsafeMutablePointer<GtkWidget>? {
    let overlay: UnsafeMutablePointer<GtkWidget> = gtk_overlay_new()
    gtk_overlay_set_child(OpaquePointer(overlay), gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8)
    gtk_box_append(ck_box(box), gtk_spinner_new())
    gtk_box_append(ck_box(box), gtk_label_new("Loading"))
    gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
    gtk_widget_set_visible(box, 0)
    gtk_overlay_add_overlay(OpaquePointer(overlay), box)
    return overlay
  }

  /// Measures every pair, each kind in a fresh process, and prints one line per pair.
  static func run(count: Int) {
    for pair in pairs {
      guard let theirs = measureInChild(pair.theirs, count: count),
        let ours = measureInChild(pair.ours, count: count)
      else {
        print("memory-\(count)-\(pair.name) failed: a measuring process printed no figures")
        continue
      }
      report(pair.name, count: count, ours: ours, theirs: theirs, against: pair.theirs)
    }
  }

  /// Runs `controlkit-gtk-bench --memory-kind kind --memory-widgets count` (this executable,
  /// same environment) and reads the growth it prints.
  static func measureInChild(_ kind: String, count: Int) -> (heap: Int, resident: Int)? {
    // popen runs a shell, whose /proc/self/exe is the shell's: resolve ours first.
    guard let executable = realpath("/proc/self/exe", nil) else { return nil }
    defer { free(executable) }
    let command = "'\(String(cString: executable))' --memory-kind \(kind) --memory-widgets \(count)"
    guard let pipe = popen(command, "r") else { return nil }
    var figures: (heap: Int, resident: Int)?
    var line = [CChar](repeating: 0, count: 512)
    while fgets(&line, Int32(line.count), pipe) != nil {
      let bytes = line.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }
      let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
      guard fields.first == "memory-kind", fields.count == 4,
        let heap = Int(fields[2].dropFirst("heap=".count)),
        let resident = Int(fields[3].dropFirst("rss=".count))
      else { continue }
      figures = (heap, resident)
    }
    guard pclose(pipe) == 0 else { return nil }
    return figures
  }

  /// The child's side: warms `kind` up, measures `count` of it and prints
  /// `memory-kind NAME heap=BYTES rss=BYTES` (the growth for all of them); false for an
  /// unknown kind.
  static func measureKind(_ kind: String, count: Int) -> Bool {
    guard let make = makers()[kind] else { return false }
    BenchMain.destroy(present([make()].compactMap { $0 }))
    var window: UnsafeMutablePointer<GtkWidget>?
    let growth = grow { window = present((0..<count).compactMap { _ in make() }) }
    print("memory-kind \(kind) heap=\(growth.heap) rss=\(growth.resident)")
    fflush(nil)  // nil: every stream
    if let window { BenchMain.destroy(window) }
    return true
  }

  /// Runs `body` and returns how much the heap in use and the resident set grew, in bytes.
  static func grow(_ body: () -> Void) -> (heap: Int, resident: Int) {
    let before = (heap: heapInUse(), resident: residentBytes())
    body()
    return (heapInUse() - before.heap, residentBytes() - before.resident)
  }

  /// A shown window holding `widgets` in a vertical box in a scrolled window, once every widget
  /// is mapped and a few frames have been drawn.
  static func present(_ widgets: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<
    GtkWidget
  > {
    let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
    for widget in widgets { gtk_box_append(ck_box(box), widget) }
    let scroller: UnsafeMutablePointer<GtkWidget> = gtk_scrolled_window_new()
    gtk_scrolled_window_set_child(OpaquePointer(scroller), box)
    let window = BenchMain.presentWindow(child: scroller)
    MainLoopRunner.run(
      until: MonotonicClock.now().advanced(by: .seconds(10)), poll: .milliseconds(5)
    ) {
      widgets.allSatisfy { gtk_widget_get_mapped($0) != 0 }
    }
    MainLoopRunner.run(for: .milliseconds(200))
    return window
  }

  /// Bytes the allocator has handed out and not had back (`mallinfo2`'s `uordblks`, plus the
  /// chunks it mmapped, `hblkhd`: `ck_heap_in_use` in the C shim).
  static func heapInUse() -> Int {
    Int(ck_heap_in_use())
  }

  /// The resident set size in bytes (`/proc/self/statm`'s second field, in pages).
  static func residentBytes() -> Int {
    guard let file = fopen("/proc/self/statm", "r") else { return 0 }
    defer { fclose(file) }
    var size = 0
    var resident = 0
    guard readTwoIntegers(file, &size, &resident) else { return 0 }
    return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
  }

  /// Reads two integers from `file`.
  private static func readTwoIntegers(
    _ file: UnsafeMutablePointer<FILE>, _ first: inout Int, _ second: inout Int
  ) -> Bool {
    var line = [CChar](repeating: 0, count: 256)
    guard fgets(&line, Int32(line.count), file) != nil else { return false }
    let bytes = line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ").compactMap { Int($0) }
    guard fields.count >= 2 else { return false }
    (first, second) = (fields[0], fields[1])
    return true
  }

  /// Prints `memory-1000-stepper controlkit-heap=…KB gtk-spinbutton-heap=…KB heap-ratio=…
  /// controlkit-rss=…KB gtk-spinbutton-rss=…KB rss-ratio=…` (kilobytes per widget, 1 KB = 1,000
  /// bytes; ratios ControlKit ÷ GTK).
  static func report(
    _ name: String, count: Int, ours: (heap: Int, resident: Int),
    theirs: (heap: Int, resident: Int), against gtkName: String
  ) {
    func kilobytes(_ bytes: Int) -> String { format(Double(bytes) / Double(count) / 1000) + "KB" }
    func ratio(_ mine: Int, _ gtk: Int) -> String {
      gtk > 0 ? format(Double(mine) / Double(gtk)) : "n/a"
    }
    print(
      "memory-\(count)-\(name) controlkit-heap=\(kilobytes(ours.heap)) "
        + "\(gtkName)-heap=\(kilobytes(theirs.heap)) heap-ratio=\(ratio(ours.heap, theirs.heap)) "
        + "controlkit-rss=\(kilobytes(ours.resident)) \(gtkName)-rss=\(kilobytes(theirs.resident)) "
        + "rss-ratio=\(ratio(ours.resident, theirs.resident))")
  }

  /// `value` rounded to hundredths.
  private static func format(_ value: Double) -> String {
    "\((value * 100).rounded() / 100)"
  }
}
#endif
