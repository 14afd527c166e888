// The names the GTK examples of the README and the DocC articles take for granted.
// `scripts/check-doc-examples.py` compiles each document's GTK blocks next to this file.
import CGtk
import ControlKit
import ControlKitGTK
import Foundation
