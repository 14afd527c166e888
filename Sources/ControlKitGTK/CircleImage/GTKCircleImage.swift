#if GTK
public import CGtk
public import ControlKit
import Glibc

/// Any image file clipped to a circle, with an optional border, as a GTK 4 widget.
///
/// Layout and drawing are the core's (`CircleImageLayout`, `CircleImageDrawing`): the largest
/// centred circle in the widget's bounds, the picture aspect-filled into it, then the border. The
/// widget only loads the file and paints the list with ControlKitCairo.
///
/// **Loading.** GdkPixbuf reads the file's size and format, so any format GdkPixbuf knows (PNG,
/// JPEG, GIF, WebP with its loader...) works. cairo's renderer decodes PNG itself; any other
/// format is converted once to a private PNG in the temporary directory, removed again when the
/// image changes or the widget is destroyed. A missing or unreadable file shows the style's
/// placeholder disc.
///
/// **Light and dark.** With no ``theme`` set (the default), the placeholder follows the desktop's
/// preference live (``resolvedTheme``: GtkSettings' dark preference, a `…-dark` theme,
/// `GTK_THEME=…:dark`, or libadwaita's style manager in an app that uses it); a theme set pins it.
///
/// **Accessibility.** With a description the role is image and the description is its label;
/// without one the image is decorative (presentation role) and screen readers skip it. GTK fixes
/// the role at creation, so it follows the description given to the initialiser.
///
/// ```swift
/// let avatar = GTKCircleImage(path: "/home/li/photo.jpg", description: "Li Wei",
///   style: CircleImageStyle(border: CircleImageBorder(width: 3, color: .white)))
/// gtk_box_append(box, avatar.widget)
/// ```
@MainActor
public final class GTKCircleImage {
  /// The size the widget asks for by default, in points.
  public static let defaultSide = 120

  /// The drawing area, or nil once it has been destroyed.
  public var widget: UnsafeMutablePointer<GtkWidget>? { area.widget }
  /// The image file shown, or nil for the placeholder.
  public var path: String? { didSet { load() } }
  /// The picture as drawn (the file itself or its PNG copy) with its pixel size, if loaded.
  public private(set) var image: ImageReference?
  /// The border and placeholder colours.
  public var style: CircleImageStyle { didSet { area.queueDraw() } }
  /// The colour scheme the app pins (picks the placeholder colour), or nil (the default) to
  /// follow the desktop's light or dark preference as it changes.
  public var theme: Theme? { didSet { area.queueDraw() } }
  /// The colour scheme drawn now: ``theme``, or the desktop's when it is nil.
  ///
  /// Read at every paint. No handler of ours is needed for "live": when the preference changes
  /// GTK loads the other stylesheet and repaints every widget (measured: `DesktopThemeXTests`
  /// sees the new colours at the next paint).
  public var resolvedTheme: Theme { theme ?? DesktopTheme.current() }
  /// What the picture shows, for screen readers; nil or blank for a decorative image.
  public var imageDescription: String? { didSet { updateAccessibility() } }

  private let area: CommandDrawingArea
  private var convertedCopy: String?
  /// The one handler's box ("destroy").
  private var hub: SignalHub?
  private let token = LiveObjectToken(.widgetWrapper)
  private static var copies = 0

  /// Creates a circle image of the file at `path` described as `description`.
  public init(
    path: String?, description: String? = nil, style: CircleImageStyle = CircleImageStyle(),
    theme: Theme? = nil
  ) {
    self.path = path
    self.style = style
    self.theme = theme
    imageDescription = description
    let element = CircleImageAccessibility.element(description: description)
    area = CommandDrawingArea(
      role: element.map { AccessibleMapping.role(for: $0.role) }
        ?? GTK_ACCESSIBLE_ROLE_PRESENTATION)
    area.setContentSize(width: Self.defaultSide, height: Self.defaultSide)
    area.commands = { [weak self] size in self?.commands(for: size) ?? [] }
    if let widget = area.widget {
      WidgetLifetime.bind(self, to: widget)
      let hub = SignalHub(target: self, slots: 1)
      self.hub = hub
      hub.connect(widget, "destroy", .void, slot: 0)
    }
    load()
    updateAccessibility()
  }

  private func commands(for size: Size) -> [DrawCommand] {
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    return CircleImageDrawing.drawing(
      image: image, layout: CircleImageLayout(bounds: bounds, style: style), style: style,
      theme: resolvedTheme)
  }

  /// Reads the file's size and format; converts a non-PNG file to a PNG copy.
  private func load() {
    removeConvertedCopy()
    image = nil
    defer { area.queueDraw() }
    guard let path else { return }
    var width: gint = 0
    var height: gint = 0
    guard let format = gdk_pixbuf_get_file_info(path, &width, &height), width > 0, height > 0
    else { return }
    let size = Size(width: Double(width), height: Double(height))
    let formatName = gdk_pixbuf_format_get_name(format).map { name in
      defer { g_free(name) }
      return String(cString: name)
    }
    if formatName == "png" {
      image = ImageReference(name: path, pixelSize: size)
    } else if let copy = Self.pngCopy(of: path) {
      convertedCopy = copy
      image = ImageReference(name: copy, pixelSize: size)
    }
  }

  /// Decodes `path` with GdkPixbuf and writes it as a PNG in the temporary directory.
  private static func pngCopy(of path: String) -> String? {
    guard let pixbuf = gdk_pixbuf_new_from_file(path, nil) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    copies += 1
    let directory = String(cString: g_get_tmp_dir())
    let copy = "\(directory)/controlkit-circle-image-\(getpid())-\(copies).png"
    guard gdk_pixbuf_savev(pixbuf, copy, "png", nil, nil, nil) != 0 else { return nil }
    return copy
  }

  private func removeConvertedCopy() {
    if let convertedCopy { unlink(convertedCopy) }
    convertedCopy = nil
  }

  private func updateAccessibility() {
    guard let widget, let element = CircleImageAccessibility.element(description: imageDescription)
    else { return }
    AccessibleMapping.apply(element, to: widget)
  }

  /// Runs on "destroy": removes a converted copy and every handler.
  private func tearDown() {
    removeConvertedCopy()
    hub?.disconnectAll()
    hub = nil
  }
}
extension GTKCircleImage: SignalHubTarget {
  /// The one slot is "destroy".
  func handleSignal(_ slot: UInt8, _ arguments: SignalArguments) -> Bool {
    tearDown()
    return false
  }
}
#endif
