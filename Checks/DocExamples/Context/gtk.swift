// The names the GTK examples of the README and the DocC articles take for granted.
// `scripts/check-doc-examples.py` compiles each document's GTK blocks next to this file.
import CGtk
import ControlKit
import ControlKitGTK
import Foundation

/// The window's column: a vertical `GtkBox`, as a widget.
@MainActor let column: UnsafeMutablePointer<GtkWidget>? = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)

/// The same column as a `GtkBox`.
@MainActor let box: UnsafeMutablePointer<GtkBox>? = ck_box(column)

/// The page a HUD covers.
@MainActor let page: UnsafeMutablePointer<GtkWidget> = gtk_label_new("Orders")
