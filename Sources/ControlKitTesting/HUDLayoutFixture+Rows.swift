package import ControlKit

extension HUDLayoutFixture {
  /// A phone in portrait, 375 × 667.
  package static let phone = Size(width: 375, height: 667)
  /// A phone in landscape, 812 × 375.
  package static let wide = Size(width: 812, height: 375)
  /// A small window, 320 × 480.
  package static let small = Size(width: 320, height: 480)
  /// A narrow container, 200 × 300, narrower than a long title or a wide bar.
  package static let narrow = Size(width: 200, height: 300)

  /// A portrait phone's notch and home indicator.
  package static let notch = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)
  /// A landscape phone's notch on the leading side and its home indicator.
  package static let landscape = Insets(top: 0, leading: 44, bottom: 21, trailing: 0)

  /// A safe area of 60 on the physical right (a sidebar) and 20 and 34 above and below, read in
  /// `direction`: trailing in left to right, leading in right to left, so the box lands in the
  /// same place either way.
  package static func rightSidebar(_ direction: WritingDirection) -> Insets {
    let rightToLeft = direction == .rightToLeft
    return Insets(
      top: 20, leading: rightToLeft ? 60 : 0, bottom: 34, trailing: rightToLeft ? 0 : 60)
  }

  /// An English title of two lines in every container up to a portrait phone's width.
  package static let longTitle = "Preparing your photos for upload, this can take a while"
  /// A longer one, truncated at two lines in a small container.
  package static let longerTitle =
    "Synchronising your photo library with the server, this can take a little while"
  /// A Hebrew title of two lines (right to left).
  package static let hebrewTitle =
    "מעלה את כל התמונות והסרטונים שלך לשרת המרוחק, זה עשוי לקחת זמן מה, אנא המתן בסבלנות"

  /// A style with `change` applied.
  package static func style(_ change: (inout HUDStyle) -> Void) -> HUDStyle {
    var style = HUDStyle()
    change(&style)
    return style
  }

  /// Every row: ``basics`` then ``options``.
  package static let all: [HUDLayoutFixture] = basics + options

  /// Titles short, empty, long (two lines) and non-Latin; spinner, ring, statuses, text only and
  /// the app's view; Cancel on and off; four containers; safe areas; both directions.
  package static let basics: [HUDLayoutFixture] = [
    HUDLayoutFixture("spinner, short title", .spinner("Loading")),
    HUDLayoutFixture("spinner, no title", .spinner(), container: small),
    HUDLayoutFixture("spinner, no title, RTL", .spinner(), direction: .rightToLeft),
    HUDLayoutFixture(
      "spinner, long title, Cancel", HUDContent.spinner(longerTitle).cancellable(),
      container: small, titleTakesTwoLines: true),
    HUDLayoutFixture(
      "spinner, Cancel, narrow container",
      HUDContent.spinner("Signing in to the account you chose").cancellable(), container: narrow,
      titleTakesTwoLines: true),
    HUDLayoutFixture("spinner, Chinese title", .spinner("正在处理中...")),
    HUDLayoutFixture(
      "spinner, Arabic title, Cancel, RTL", HUDContent.spinner("جارٍ التحميل…").cancellable(),
      direction: .rightToLeft),
    HUDLayoutFixture(
      "ring, long title, Cancel", HUDContent.progress(0.25, longTitle).cancellable(),
      container: small, titleTakesTwoLines: true),
    HUDLayoutFixture("ring", .progress(0.75, "Exporting"), container: small),
    HUDLayoutFixture(
      "ring, Hebrew long title, RTL", .progress(0.3, hebrewTitle), container: small,
      direction: .rightToLeft, titleTakesTwoLines: true),
    HUDLayoutFixture("success status", .success("Saved"), shown: .status, container: small),
    HUDLayoutFixture(
      "success status, safe area", .success("Saved"), shown: .status, safeArea: notch),
    HUDLayoutFixture(
      "error status, long", .error(longTitle), shown: .status, container: small,
      titleTakesTwoLines: true),
    HUDLayoutFixture(
      "info status, RTL", .info("تم الحفظ"), shown: .status, direction: .rightToLeft),
    HUDLayoutFixture("text only", .text("Nothing to sync")),
    HUDLayoutFixture(
      "text only, long, Cancel", HUDContent.text(longTitle).cancellable(), container: small,
      titleTakesTwoLines: true),
    HUDLayoutFixture(
      "app view", .custom(size: Size(width: 60, height: 40), "Exporting"), shown: .appView,
      container: small),
    HUDLayoutFixture(
      "app view, Cancel",
      HUDContent.custom(size: Size(width: 64, height: 48), "Syncing")
        .cancellable(), shown: .appView),
    HUDLayoutFixture(
      "app view, no title, RTL", .custom(size: Size(width: 48, height: 48)), shown: .appView,
      container: small, direction: .rightToLeft),
    HUDLayoutFixture(
      "app view, Cancel, RTL, landscape inset",
      HUDContent.custom(size: Size(width: 60, height: 44), "Syncing").cancellable(),
      shown: .appView, container: wide, safeArea: landscape, direction: .rightToLeft),
    HUDLayoutFixture(
      "app view, Arabic title, Cancel, sidebar, RTL",
      HUDContent.custom(size: Size(width: 60, height: 40), "تصدير").cancellable(),
      shown: .appView, container: small, safeArea: rightSidebar(.rightToLeft),
      direction: .rightToLeft),
    HUDLayoutFixture(
      "spinner, long title, Cancel, sidebar", HUDContent.spinner(longTitle).cancellable(),
      container: small, safeArea: rightSidebar(.leftToRight), titleTakesTwoLines: true),
    HUDLayoutFixture(
      "spinner, long title, Cancel, sidebar, RTL", HUDContent.spinner(longTitle).cancellable(),
      container: small, safeArea: rightSidebar(.rightToLeft), direction: .rightToLeft,
      titleTakesTwoLines: true),
  ]

  /// Issue 36's options: placements (the content's and the style's, with offsets, the toast),
  /// details lines, bar and pie progress, a minimum and a square box, in both directions.
  package static let options: [HUDLayoutFixture] = [
    HUDLayoutFixture("toast", .toast("Copied"), shown: .status, container: small),
    HUDLayoutFixture(
      "toast, safe area", .toast("Copied to the clipboard"), shown: .status, safeArea: notch),
    HUDLayoutFixture(
      "toast, long, RTL", .toast(longTitle), shown: .status, container: small,
      direction: .rightToLeft, titleTakesTwoLines: true),
    HUDLayoutFixture(
      "toast, long, sidebar, RTL", .toast(longTitle), shown: .status, container: small,
      safeArea: rightSidebar(.rightToLeft), direction: .rightToLeft, titleTakesTwoLines: true),
    HUDLayoutFixture("spinner, top", HUDContent.spinner("Loading").placed(.top), container: small),
    HUDLayoutFixture(
      "spinner, top, offset 12, sidebar", HUDContent.spinner("Loading").placed(.top(offset: 12)),
      container: small, safeArea: rightSidebar(.leftToRight)),
    HUDLayoutFixture(
      "style's top, offset 30, RTL", .spinner("Syncing"), container: wide,
      direction: .rightToLeft, style: style { $0.placement = .top(offset: 30) }),
    HUDLayoutFixture(
      "style's top, offset 30, landscape inset, RTL", .spinner("Syncing"), container: wide,
      safeArea: landscape, direction: .rightToLeft,
      style: style { $0.placement = .top(offset: 30) }),
    HUDLayoutFixture(
      "text, bottom, offset 40", HUDContent.text("Syncing").placed(.bottom(offset: 40)),
      container: small),
    HUDLayoutFixture(
      "spinner, centre moved up 60", HUDContent.spinner("Loading").placed(.center(offset: -60)),
      container: small),
    HUDLayoutFixture(
      "style's bottom", .spinner("Loading"), container: small,
      style: style { $0.placement = .bottom(offset: 30) }),
    HUDLayoutFixture(
      "style's centre up 120, the content's bottom wins, RTL",
      HUDContent.text("Saved as draft").placed(.bottom(offset: 12)), direction: .rightToLeft,
      style: style { $0.placement = .center(offset: -120) }),
    HUDLayoutFixture(
      "spinner, details", HUDContent.spinner("Uploading").detailed("3 of 10 photos"),
      container: small),
    HUDLayoutFixture(
      "details only, no title, RTL", HUDContent.spinner().detailed("Waiting for the network"),
      direction: .rightToLeft),
    HUDLayoutFixture(
      "text, details only", HUDContent.text("").detailed("Waiting for the network"),
      container: small),
    HUDLayoutFixture(
      "ring, details, Cancel, RTL",
      HUDContent.progress(0.3, "Uploading").detailed("3 of 10 photos, 12 MB left").cancellable(),
      direction: .rightToLeft),
    HUDLayoutFixture(
      "bar", .progress(0.25, "Uploading", style: .bar), container: small),
    HUDLayoutFixture(
      "bar, RTL", .progress(0.25, "Uploading", style: .bar), container: small,
      direction: .rightToLeft),
    HUDLayoutFixture(
      "bar, long details, Cancel, sidebar, RTL",
      HUDContent.progress(0.3, "Uploading", style: .bar).detailed(longTitle).cancellable(),
      container: small, safeArea: rightSidebar(.rightToLeft), direction: .rightToLeft),
    HUDLayoutFixture(
      "bar wider than a narrow container", .progress(0.8, "Copying", style: .bar),
      container: narrow, style: style { $0.progressBarSize = Size(width: 400, height: 10) }),
    HUDLayoutFixture(
      "bar wider than a narrow container, RTL", .progress(0.8, "Copying", style: .bar),
      container: narrow, direction: .rightToLeft,
      style: style { $0.progressBarSize = Size(width: 400, height: 10) }),
    HUDLayoutFixture("pie", .progress(0.5, "Downloading", style: .pie), container: small),
    HUDLayoutFixture(
      "pie, details, Cancel, RTL",
      HUDContent.progress(0.75, "Downloading", style: .pie).detailed("12 MB").cancellable(),
      direction: .rightToLeft),
    HUDLayoutFixture(
      "minimum size", .spinner("Loading"), container: small,
      style: style { $0.minimumSize = Size(width: 220, height: 160) }),
    HUDLayoutFixture(
      "minimum size, text only, landscape inset, RTL", .text("Done"), container: wide,
      safeArea: landscape, direction: .rightToLeft,
      style: style { $0.minimumSize = Size(width: 200, height: 150) }),
    HUDLayoutFixture(
      "square, long text", .text(longTitle), container: small,
      style: style { $0.isSquare = true }, titleTakesTwoLines: true),
    HUDLayoutFixture(
      "square, long text, sidebar", .text(longTitle), container: small,
      safeArea: rightSidebar(.leftToRight), style: style { $0.isSquare = true },
      titleTakesTwoLines: true),
    HUDLayoutFixture(
      "square, long text, sidebar, RTL", .text(longTitle), container: small,
      safeArea: rightSidebar(.rightToLeft), direction: .rightToLeft,
      style: style { $0.isSquare = true }, titleTakesTwoLines: true),
    HUDLayoutFixture(
      "square, minimum width, bottom", HUDContent.spinner("Loading").placed(.bottom),
      container: small,
      style: style {
        $0.isSquare = true
        $0.minimumSize = Size(width: 120, height: 0)
      }),
    HUDLayoutFixture(
      "minimum larger than the container, square, RTL", .success("Saved"), shown: .status,
      container: narrow, direction: .rightToLeft,
      style: style {
        $0.minimumSize = Size(width: 500, height: 120)
        $0.isSquare = true
      }),
  ]
}
