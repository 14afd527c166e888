#!/usr/bin/env bash
# Installs the Debian packages a make target needs, only when something is missing.
# Usage: scripts/install-deps.sh test|gallery|demo|fuzz|instructions|docs
set -euo pipefail
want=()
# cairo, Pango and PangoCairo headers for the CCairo system library (pkg-config finds them);
# DejaVu Sans, the Latin face text is set in first, and Noto Sans CJK so Chinese text renders
# with real glyphs (ControlKitCairo's tests check for both); Lohit Devanagari for the Hindi
# words (the gallery's Hindi page drew boxes without it; issue 45): fonts-lohit-deva, a 78 kB
# download with Devanagari alone, where fonts-noto-core's Noto Sans Devanagari comes in a
# 12 MB package of faces for scripts DejaVu and Noto CJK already cover.
cairo=(pkg-config libcairo2-dev libpango1.0-dev fonts-dejavu-core fonts-noto-cjk fonts-lohit-deva)
case "${1:-test}" in
  # GTK 4 headers for ControlKitGTK; Xvfb, xdotool and ImageMagick for its real-X-input tests;
  # a private D-Bus session, the AT-SPI registry and pyatspi for its screen-reader tests, and
  # the Orca screen reader, whose speech the Orca tests read from its log (issue 30).
  # `locales` and the locales the number tests run the GTK widgets under (issue 34), generated
  # below when missing.
  test) want=("${cairo[@]}" libgtk-4-dev xvfb xdotool imagemagick dbus-bin at-spi2-core python3-pyatspi
    orca locales) ;;
  gallery) want=("${cairo[@]}") ;;
  demo) want=("${cairo[@]}" libgtk-4-dev) ;;
  # valgrind's callgrind counts instructions for `make check-instructions`, whose GTK paths run
  # under Xvfb.
  instructions) want=("${cairo[@]}" libgtk-4-dev xvfb valgrind) ;;
  # Debian's Chromium, headless, to check that the DocC site renders, and PyYAML to read
  # .spi.yml (make check-docs-render).
  docs) want=(chromium python3-yaml) ;;
  *) echo "install-deps: unknown purpose '$1'" >&2; exit 2 ;;
esac
# The C locales the GTK number tests set with LANG (issue 34): glibc's own data, compiled with
# localedef (a second or two each) only when `locale -a` lacks one.
generate_locales() {
  local name
  for name in en_US de_DE fr_FR es_ES hi_IN ar_EG zh_CN ja_JP; do
    locale -a 2>/dev/null | grep -qix "$name.utf-\?8" && continue
    echo "Generating the $name.UTF-8 locale"
    $sudo localedef -i "$name" -f UTF-8 "$name.UTF-8"
  done
}
sudo=""
[ "$(id -u)" = 0 ] || sudo=sudo
missing=()
for pkg in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if [ "${1:-test}" = test ]; then generate_locales; fi
