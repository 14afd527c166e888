#if Cairo
import ControlKitGallery
import Foundation

/// Writes a progress line (`[12/96] stepper/at-max-light@2x.png`) to standard error, so standard
/// output stays free for the summary.
func printProgress(_ progress: GalleryProgress) {
  printError(progress.description)
}

/// Writes a line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
#endif
