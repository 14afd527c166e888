// The C surface ControlKitCairo uses: cairo (image, SVG, PDF surfaces), Pango and PangoCairo.
// Swift cannot call C macros that are not plain constants, so those we need are wrapped here as
// `static inline` functions.
#ifndef CONTROLKIT_CCAIRO_SHIM_H
#define CONTROLKIT_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>

/// `PANGO_SCALE` as a double (Pango units per device unit).
static inline double ck_pango_scale(void) { return (double)PANGO_SCALE; }

/// `PANGO_PIXELS`-free conversion of Pango units to device units, without rounding.
static inline double ck_pango_units_to_double(int units) { return pango_units_to_double(units); }

/// Releases a Pango/GLib object (`g_object_unref` takes a `gpointer`, awkward from Swift).
static inline void ck_object_unref(void *object) {
  if (object != NULL) g_object_unref(object);
}

/// `cairo_image_surface_get_data` row stride for ARGB32 at `width` (a macro-free helper).
static inline int ck_argb32_stride(int width) {
  return cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, width);
}

/// The direction of the first strongly directional character of `text` (NUL-terminated UTF-8),
/// `PANGO_DIRECTION_NEUTRAL` when it has none. Pango deprecated `pango_find_base_dir` in 1.44 in
/// favour of fribidi, which pkg-config's pangocairo does not link; it still works, so it is
/// wrapped here once with the deprecation silenced.
static inline PangoDirection ck_find_base_dir(const char *text) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  return pango_find_base_dir(text, -1);
#pragma GCC diagnostic pop
}

#endif
