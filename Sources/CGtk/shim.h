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

/// A GtkText for a number field, configured in its construction (one notify freeze instead of a
/// notify per setter): centred, sized by its size request rather than a character count, no undo
/// history, numeric input purpose.
static inline GtkWidget *ck_number_text_new(void) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_TEXT, "xalign", (gfloat)0.5, "width-chars", 1,
                                 "max-width-chars", 1, "enable-undo", FALSE, "input-purpose",
                                 GTK_INPUT_PURPOSE_NUMBER, NULL));
}

/// A horizontal GtkBox with `role` (a construct-only property) and one CSS class.
static inline GtkWidget *ck_box_new_with_role(GtkAccessibleRole role, const char *css_class) {
  const char *classes[] = {css_class, NULL};
  return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "accessible-role", role, "css-classes", classes,
                                 NULL));
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
