import ControlKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `controlkit-hot-paths PATH [--iterations N]`: runs one of the core's hot paths `N` times (1,000
/// by default) for `scripts/check-instructions.sh`, which counts its instructions and allocations
/// with callgrind.
///
/// Each path sets itself up first, then repeats its work inside ``measuredRegion(_:_:)``, the only
/// function callgrind collects in (`--collect-atstart=no --toggle-collect=*measuredRegion*`), so
/// set-up, start-up and exit are left out and the figures are per iteration. `controlkit-hot-paths
/// --list` prints the paths' names, one a line.
@main
enum HotPathsMain {
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.first == "--list" {
      for path in HotPath.allCases { print(path.rawValue) }
      return
    }
    guard let name = arguments.first, let path = HotPath(rawValue: name) else {
      print("usage: controlkit-hot-paths PATH [--iterations N] | --list")
      print("paths: \(HotPath.allCases.map(\.rawValue).joined(separator: " "))")
      exit(64)
    }
    var iterations = 1000
    if let index = arguments.firstIndex(of: "--iterations"), index + 1 < arguments.count,
      let count = Int(arguments[index + 1]), count > 0
    {
      iterations = count
    }
    path.run(iterations: iterations)
  }
}
