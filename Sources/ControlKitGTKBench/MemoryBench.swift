#if GTK
import CGtk
import ControlKit
import ControlKitGTK
import Glibc

/// `controlkit-gtk-bench`'s memory figures: the bytes that `count` live, mapped widgets of ours
/// hold against as many of GTK's own, measured in the same process.
///
/// Three pairs: `GTKStepper` against `GtkSpinButton` (0...100, step 1), `GTKArcStepper` against
/// a horizontal `GtkScale` (0...10, step 1), and `GTKHUD` (at rest, covering an empty `GtkBox`,
/// which is counted as ours) against a `GtkSpinner` (stopped). Each side's widgets go into a
/// vertical box in a scrolled window in a window of their own (`BenchMain.windowSize`, so every
/// widget is mapped but the window's surface stays small); once every widget is mapped and a
/// few frames have been drawn, the growth of the heap in use (`mallinfo2`: `uordblks` plus the
/// mmapped `hblkhd`) and of the resident set (`/proc/self/statm`) is divided by `count`.
///
/// Nothing is freed until every pair is measured, so each side's growth is fresh memory rather
/// than chunks another side gave back. One widget of each kind is created, shown and destroyed
/// first, so one-time costs (class initialisation, CSS, icons, fonts) fall on neither side. GTK's
/// side of each pair is measured first.
@MainActor
enum MemoryBench {
  /// A function that creates one widget (floating, or kept alive by its Swift wrapper).
  typealias Maker = @MainActor () -> UnsafeMutablePointer<GtkWidget>?

  /// Each pair's name, GTK's widget's name, and how to make ours and theirs.
  static func pairs() -> [(name: String, gtkName: String, ours: Maker, theirs: Maker)] {
    [
      (
        "stepper", "gtk-spinbutton", { GTKStepper(value: 0).widget },
        { gtk_spin_button_new_with_range(0, 100, 1) }
      ),
      (
        "arc-stepper", "gtk-scale", { GTKArcStepper().widget },
        { gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, 0, 10, 1) }
      ),
      (
        "hud", "gtk-spinner", { GTKHUD(covering: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)).widget },
        { gtk_spinner_new() }
      ),
    ]
  }

  /// Measures every pair with `count` widgets a side and prints one line per pair.
  static func run(count: Int) {
    var windows: [UnsafeMutablePointer<GtkWidget>] = []
    let pairs = pairs()
    for pair in pairs {
      BenchMain.destroy(present([pair.ours(), pair.theirs()].compactMap { $0 }))
    }
    for pair in pairs {
      let theirs = grow {
        windows.append(present((0..<count).compactMap { _ in pair.theirs() }))
      }
      let ours = grow { windows.append(present((0..<count).compactMap { _ in pair.ours() })) }
      report(pair.name, count: count, ours: ours, theirs: theirs, against: pair.gtkName)
    }
    for window in windows { BenchMain.destroy(window) }
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
