// C shim for ControlKitGTK: GTK's cast macros and g_signal_connect are macros, which Swift cannot
// call, so each one used from Swift is wrapped here in a `static inline` function. This header is
// also the one place that knows libdispatch's main-queue hooks (declared by libdispatch's private
// headers, exported by libdispatch.so on Linux).
#ifndef CONTROLKIT_CGTK_SHIM_H
#define CONTROLKIT_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>

#if defined(__linux__)
#include <sys/eventfd.h>
#endif

// MARK: - Casts (each checks the instance type at run time, like the macro it wraps)

static inline GObject *ck_object(gpointer instance) { return G_OBJECT(instance); }
static inline GtkWidget *ck_widget(gpointer instance) { return GTK_WIDGET(instance); }
static inline GtkWindow *ck_window(gpointer instance) { return GTK_WINDOW(instance); }
static inline GtkButton *ck_button(gpointer instance) { return GTK_BUTTON(instance); }
static inline GtkBox *ck_box(gpointer instance) { return GTK_BOX(instance); }
static inline GtkEventController *ck_event_controller(gpointer instance) {
  return GTK_EVENT_CONTROLLER(instance);
}
static inline GtkGesture *ck_gesture(gpointer instance) { return GTK_GESTURE(instance); }
static inline GtkGestureSingle *ck_gesture_single(gpointer instance) {
  return GTK_GESTURE_SINGLE(instance);
}
static inline gboolean ck_is_gesture_click(gpointer instance) {
  return GTK_IS_GESTURE_CLICK(instance);
}
static inline GApplication *ck_application(gpointer instance) { return G_APPLICATION(instance); }

// MARK: - Signals

/// `g_signal_connect_data`, spelled as a function (g_signal_connect is a macro).
static inline gulong ck_signal_connect(gpointer instance, const gchar *signal, GCallback handler,
                                       gpointer data, GClosureNotify destroy, gboolean after) {
  return g_signal_connect_data(instance, signal, handler, data, destroy,
                               after ? G_CONNECT_AFTER : (GConnectFlags)0);
}

/// Emits a GtkGestureClick "pressed"/"released" signal by hand (tests drive a gesture without a
/// pointer; `g_signal_emit_by_name` is variadic, which Swift cannot call).
static inline void ck_emit_click_signal(gpointer gesture, const gchar *signal, gint n_press,
                                        gdouble x, gdouble y) {
  g_signal_emit_by_name(gesture, signal, n_press, x, y);
}

// MARK: - Construction with properties (g_object_new is variadic, which Swift cannot call)

static inline GType ck_range_type(GType parent);

/// A GtkText for a number field, configured in its construction (one notify freeze instead of a
/// notify per setter): centred, sized by its size request rather than a character count, no undo
/// history, numeric input purpose, the CSS classes `css_class` and `font_class` (the style's
/// font), and accessible role `role` (construct-only: a GtkText's own
/// role is none, which keeps it out of the AT-SPI tree and reports its focus to nobody). From
/// GTK 4.10 it implements GtkAccessibleRange (`ck_range_type`), so the focused field itself has
/// AT-SPI's Value interface and sends the value changes, as a GtkSpinButton does: Orca 48
/// presents a value change only from the object that has the focus.
static inline GtkWidget *ck_number_text_new(GtkAccessibleRole role, const char *css_class,
                                            const char *font_class) {
  const char *classes[] = {css_class, font_class, NULL};
  return GTK_WIDGET(g_object_new(ck_range_type(GTK_TYPE_TEXT), "xalign", (gfloat)0.5,
                                 "width-chars", 1,
                                 "max-width-chars", 1, "enable-undo", FALSE, "input-purpose",
                                 GTK_INPUT_PURPOSE_NUMBER, "accessible-role", role,
                                 "css-classes", classes, NULL));
}

/// A GtkButton with no child, not focusable, with one CSS class, all set in its construction:
/// a part whose parent paints what it shows (`ck_drawn_box_new`).
static inline GtkWidget *ck_part_button_new(const char *css_class) {
  const char *classes[] = {css_class, NULL};
  return GTK_WIDGET(g_object_new(GTK_TYPE_BUTTON, "focusable", FALSE, "css-classes", classes,
                                 NULL));
}

/// A GtkButton showing the themed icon `icon_name`, as gtk_button_new_from_icon_name does (and
/// with its "image-button" style class), except that the icon is presentation only: the image
/// has the presentation role (construct-only), so it is not in the accessible tree. A GtkImage's
/// own role is img, and GTK 4.8 names a nameless one by its class: Orca spoke each stepper button
/// as "GtkImage Increase push button" (issue 30).
static inline GtkWidget *ck_icon_button_new(const char *icon_name) {
  GtkWidget *image = GTK_WIDGET(g_object_new(GTK_TYPE_IMAGE, "icon-name", icon_name,
                                             "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                             NULL));
  GtkWidget *button = gtk_button_new();
  gtk_button_set_child(GTK_BUTTON(button), image);
  gtk_widget_add_css_class(button, "image-button");
  return button;
}

/// A horizontal GtkBox with `role` (a construct-only property) and one CSS class.
static inline GtkWidget *ck_box_new_with_role(GtkAccessibleRole role, const char *css_class) {
  const char *classes[] = {css_class, NULL};
  return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "accessible-role", role, "css-classes", classes,
                                 NULL));
}

/// Paints a `ck_drawn_box_new` box's own content, under its children: called from the box's
/// snapshot with the box, GTK's snapshot and the box's size in points.
typedef void (*CkDrawnBoxDrawFunc)(GtkWidget *box, GtkSnapshot *snapshot, int width, int height);

/// The class of `CkDrawnBox`: GtkBox's with the function that paints every instance.
typedef struct {
  GtkBoxClass parent_class;
  CkDrawnBoxDrawFunc draw;
} CkDrawnBoxClass;

/// `CkDrawnBox`'s snapshot: the class's draw function first (behind), then GtkBox's own (the
/// children, in order).
static inline void ck_drawn_box_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
  CkDrawnBoxClass *klass = (CkDrawnBoxClass *)G_OBJECT_GET_CLASS(widget);
  if (klass->draw != NULL) {
    klass->draw(widget, snapshot, gtk_widget_get_width(widget), gtk_widget_get_height(widget));
  }
  GtkWidgetClass *parent = GTK_WIDGET_CLASS(g_type_class_peek(GTK_TYPE_BOX));
  parent->snapshot(widget, snapshot);
}

static inline void ck_drawn_box_class_init(gpointer klass, gpointer data) {
  GTK_WIDGET_CLASS(klass)->snapshot = ck_drawn_box_snapshot;
  ((CkDrawnBoxClass *)klass)->draw = (CkDrawnBoxDrawFunc)data;
}

/// `CkDrawnBox`, a GtkBox subclass that paints its own content under its children with `draw`
/// (registered once, on the first call; the first call's `draw` is the class's for good).
static inline GType ck_drawn_box_type(CkDrawnBoxDrawFunc draw) {
  static GType type = 0;
  if (type == 0) type = g_type_from_name("CkDrawnBox");
  if (type == 0) {
    GTypeQuery query;
    g_type_query(GTK_TYPE_BOX, &query);
    GTypeInfo info = {
        .class_size = sizeof(CkDrawnBoxClass),
        .class_init = ck_drawn_box_class_init,
        .class_data = (gconstpointer)draw,
        .instance_size = query.instance_size,
    };
    type = g_type_register_static(GTK_TYPE_BOX, g_intern_static_string("CkDrawnBox"), &info, 0);
  }
  return type;
}

/// A horizontal `CkDrawnBox` (painted by `draw` under its children) with `role` (construct-only)
/// and one CSS class.
static inline GtkWidget *ck_drawn_box_new(CkDrawnBoxDrawFunc draw, GtkAccessibleRole role,
                                          const char *css_class) {
  const char *classes[] = {css_class, NULL};
  return GTK_WIDGET(g_object_new(ck_drawn_box_type(draw), "accessible-role", role,
                                 "css-classes", classes, NULL));
}

// MARK: - Calls GTK deprecated, behind version checks (no deprecation warning on any version)

/// Loads `css` (a NUL-terminated string) into `provider`: `gtk_css_provider_load_from_string`
/// from GTK 4.12, which deprecated `gtk_css_provider_load_from_data`; that one before.
static inline void ck_css_provider_load(GtkCssProvider *provider, const char *css) {
#if GTK_CHECK_VERSION(4, 12, 0)
  gtk_css_provider_load_from_string(provider, css);
#else
  gtk_css_provider_load_from_data(provider, css, -1);
#endif
}

/// The point (`x`, `y`) of `widget` in `target`'s coordinates, or FALSE when they share no
/// ancestor: `gtk_widget_compute_point` from GTK 4.12, which deprecated
/// `gtk_widget_translate_coordinates`; that one before.
static inline gboolean ck_widget_translate_point(GtkWidget *widget, GtkWidget *target, double x,
                                                 double y, double *out_x, double *out_y) {
#if GTK_CHECK_VERSION(4, 12, 0)
  graphene_point_t in = GRAPHENE_POINT_INIT((float)x, (float)y);
  graphene_point_t out;
  if (!gtk_widget_compute_point(widget, target, &in, &out)) return FALSE;
  *out_x = out.x;
  *out_y = out.y;
  return TRUE;
#else
  return gtk_widget_translate_coordinates(widget, target, x, y, out_x, out_y);
#endif
}

// MARK: - Accessibility across GTK versions (what each version gives is in ControlKitGTK's README)

/// Whether this GTK lets a custom widget expose the AT-SPI Value interface (value, minimum,
/// maximum, value text) by implementing GtkAccessibleRange (GTK 4.10). GTK 4.8 gives that
/// interface only to its own range widgets (GtkRange, GtkSpinButton, GtkScaleButton, GtkLevelBar,
/// GtkProgressBar, GtkPaned), whatever role and value properties another widget has.
static inline gboolean ck_has_accessible_range(void) {
#if GTK_CHECK_VERSION(4, 10, 0)
  return TRUE;
#else
  return FALSE;
#endif
}

/// Whether a GtkText's own text is readable over AT-SPI (its Text interface: GtkText implements
/// GtkAccessibleText from GTK 4.14). Before, only an editable whose delegate is a GtkText (a
/// GtkEntry, a GtkSpinButton) has that interface, not the GtkText itself.
static inline gboolean ck_text_has_accessible_text(void) {
#if GTK_CHECK_VERSION(4, 14, 0)
  return TRUE;
#else
  return FALSE;
#endif
}

#if GTK_CHECK_VERSION(4, 10, 0)
/// GtkAccessibleRange's defaults suffice: AT-SPI reads the value-min/max/now/text properties
/// the widget already sets; setting the value through AT-SPI is left unsupported.
static inline void ck_range_interface_init(gpointer iface, gpointer data) {
  (void)iface;
  (void)data;
}
#endif

/// `parent` itself before GTK 4.10; from 4.10 a subclass of `parent` ("CkRange" + its name,
/// registered once) that implements GtkAccessibleRange, so AT-SPI gets its Value interface.
static inline GType ck_range_type(GType parent) {
#if GTK_CHECK_VERSION(4, 10, 0)
  char *name = g_strconcat("CkRange", g_type_name(parent), NULL);
  GType type = g_type_from_name(name);
  if (type == 0) {
    GTypeQuery query;
    g_type_query(parent, &query);
    type = g_type_register_static_simple(parent, g_intern_string(name), query.class_size, NULL,
                                         query.instance_size, NULL, 0);
    const GInterfaceInfo range = {ck_range_interface_init, NULL, NULL};
    g_type_add_interface_static(type, GTK_TYPE_ACCESSIBLE_RANGE, &range);
  }
  g_free(name);
  return type;
#else
  return parent;
#endif
}

/// A horizontal box with `role` and one CSS class that exposes its value over AT-SPI where GTK
/// can (`ck_range_type`; a plain GtkBox before GTK 4.10).
static inline GtkWidget *ck_range_box_new_with_role(GtkAccessibleRole role,
                                                    const char *css_class) {
  const char *classes[] = {css_class, NULL};
  return GTK_WIDGET(g_object_new(ck_range_type(GTK_TYPE_BOX), "accessible-role", role,
                                 "css-classes", classes, NULL));
}

/// Names `widget` by `caption` for screen readers (the labelled-by relation: the name is the
/// caption's text, and follows it).
static inline void ck_accessible_set_labelled_by(GtkWidget *widget, GtkWidget *caption) {
  gtk_accessible_update_relation(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                 caption, NULL, -1);
}

/// Whether this GTK has gtk_accessible_announce (4.14).
static inline gboolean ck_has_accessible_announce(void) {
#if GTK_CHECK_VERSION(4, 14, 0)
  return TRUE;
#else
  return FALSE;
#endif
}

/// Asks screen readers to speak `message` now (gtk_accessible_announce, GTK 4.14); FALSE where
/// this GTK has no announcement call, and the caller falls back to a name change.
static inline gboolean ck_accessible_announce(GtkWidget *widget, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
  gtk_accessible_announce(GTK_ACCESSIBLE(widget), message,
                          GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  return TRUE;
#else
  (void)widget;
  (void)message;
  return FALSE;
#endif
}

// MARK: - libdispatch main queue <-> GLib main loop

#if defined(__linux__)
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

/// The eventfd libdispatch writes to when work is queued on the main queue (creates it on first use).
static inline int ck_dispatch_main_queue_fd(void) { return _dispatch_get_main_queue_handle_4CF(); }

/// Clears the eventfd, then runs everything queued on the main queue.
static inline void ck_dispatch_drain_main_queue(int fd) {
  eventfd_t ignored;
  (void)eventfd_read(fd, &ignored);
  _dispatch_main_queue_callback_4CF(NULL);
}
#else
// Elsewhere the main queue's handle is not a file descriptor GLib can poll.
static inline int ck_dispatch_main_queue_fd(void) { return -1; }
static inline void ck_dispatch_drain_main_queue(int fd) { (void)fd; }
#endif

// MARK: - Heap statistics (controlkit-gtk-bench's memory figures)

#if defined(__GLIBC__)
#include <malloc.h>
/// Bytes glibc's allocator has handed out and not had back: mallinfo2's uordblks (in use from the
/// heap) plus hblkhd (mmapped chunks).
static inline size_t ck_heap_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
#else
// Other C libraries have no mallinfo2: no figure.
static inline size_t ck_heap_in_use(void) { return 0; }
#endif

#endif
