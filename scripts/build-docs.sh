#!/usr/bin/env bash
# `make docs`: one offline DocC site for every product of the package, warnings as errors.
#
# Each module's symbol graph is extracted with swift-symbolgraph-extract from a build that already
# compiled it (no second compilation with other flags):
#   ControlKit, ControlKitTesting, ControlKitGTK  from this package's build (`--traits GTK`);
#   ControlKitUIKit                               from Checks/UIKitCheck's build, which compiles
#   ControlKitSwiftUI                             and Checks/SwiftUICheck's: the real sources
#                                                 against stub UIKit / SwiftUI modules.
# Each module's catalog (Sources/<Module>/<Module>.docc) is converted with the toolchain's
# `docc convert` into its own archive (the front-ends against the core's, so that their pages link
# to the core's symbols), then `docc merge` joins the five into one static site in $DOCS_OUT.
# Serve it with `python3 -m http.server -d "$DOCS_OUT"` and open /documentation/.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
cd "$ROOT"
SWIFT="${SWIFT:-swift}"
OUT="${DOCS_OUT:-.build-docs/site}"
WORK=".build-docs/work"
# The newest released version in CHANGELOG.md ("## [0.1.0] - ..."), the archives' bundle version.
VERSION="$({ sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md 2>/dev/null || true; } | head -1)"

case "$(uname -m)" in
  aarch64 | arm64) triple=aarch64-unknown-linux-gnu ;;
  *) triple=x86_64-unknown-linux-gnu ;;
esac

# The builds: nothing to do when `make test` or the checks already built them.
"$SWIFT" build --traits GTK --target ControlKitGTK -q
"$SWIFT" build --traits GTK --target ControlKitTesting -q
(cd Checks/UIKitCheck && "$SWIFT" build --target ControlKitUIKit -q)
(cd Checks/SwiftUICheck && "$SWIFT" build --target ControlKitSwiftUI -q)

rm -rf "$WORK" "$OUT"
mkdir -p "$WORK"

# docc copies its HTML template (the toolchain's share/docc/render) into every archive, keeping
# the owner: as a user who does not own the toolchain that copy fails (Foundation's copy calls
# fchown, EPERM) and docc says only "The file doesn't exist" once per page. A copy of the template
# made here is the user's own, and DOCC_HTML_DIR points docc at it (seen: make test as a user
# without root failed here; as root it passed).
if [ -z "${DOCC_HTML_DIR:-}" ]; then
  template="$(dirname "$(readlink -f "$(command -v docc)")")/../share/docc/render"
  if [ -d "$template" ]; then
    cp -R "$template" "$WORK/render"
    export DOCC_HTML_DIR="$ROOT/$WORK/render"
  fi
fi

# extract MODULE BUILD_DIR [extra flags...]: the public symbols of MODULE into $WORK/symbols/MODULE.
extract() {
  local module="$1" build="$2"
  shift 2
  local maps=()
  for map in "$build/$triple"/debug/*.build/module.modulemap; do
    [ -e "$map" ] && maps+=(-Xcc "-fmodule-map-file=$map")
  done
  mkdir -p "$WORK/symbols/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$build/debug/Modules" \
    -output-dir "$WORK/symbols/$module" -minimum-access-level public -skip-inherited-docs \
    -emit-extension-block-symbols "${maps[@]}" "$@"
}

gtk_flags=()
for library in CGtk CCairo; do
  gtk_flags+=(-Xcc "-fmodule-map-file=$ROOT/Sources/$library/module.modulemap")
done
for flag in $(pkg-config --cflags gtk4 pangocairo); do gtk_flags+=(-Xcc "$flag"); done

extract ControlKit .build
extract ControlKitTesting .build
extract ControlKitGTK .build "${gtk_flags[@]}"
extract ControlKitUIKit Checks/UIKitCheck/.build
extract ControlKitSwiftUI Checks/SwiftUICheck/.build
for module in ControlKitTesting ControlKitGTK ControlKitUIKit ControlKitSwiftUI; do
  python3 scripts/docs-qualify-links.py "$WORK/symbols/ControlKit" "$WORK/symbols/$module"
done

# convert MODULE [docc flags...]: the module's catalog and symbols into $WORK/MODULE.doccarchive.
convert() {
  local module="$1"
  shift
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$WORK/symbols/$module" \
    --output-path "$WORK/$module.doccarchive" \
    --fallback-display-name "$module" --fallback-bundle-identifier "$module" \
    --fallback-bundle-version "${VERSION:-0.0.0}" \
    --transform-for-static-hosting --enable-experimental-external-link-support \
    --warnings-as-errors "$@" >"$WORK/$module.log" 2>&1 ||
    { cat "$WORK/$module.log"; echo "error: docc convert failed for $module" >&2; return 1; }
  if grep -E 'warning:|error:' "$WORK/$module.log"; then
    echo "error: DocC diagnostics for $module (above)" >&2
    return 1
  fi
}

convert ControlKit
for module in ControlKitTesting ControlKitUIKit ControlKitSwiftUI ControlKitGTK; do
  convert "$module" --dependency "$ROOT/$WORK/ControlKit.doccarchive"
done

docc merge "$WORK"/{ControlKit,ControlKitUIKit,ControlKitSwiftUI,ControlKitGTK,ControlKitTesting}.doccarchive \
  --output-path "$OUT" --synthesized-landing-page-name ControlKit \
  --synthesized-landing-page-kind Package >"$WORK/merge.log" 2>&1 ||
  { cat "$WORK/merge.log"; exit 1; }

for module in controlkit controlkituikit controlkitswiftui controlkitgtk controlkittesting; do
  test -s "$OUT/data/documentation/$module.json" ||
    { echo "error: no landing page for $module in $OUT" >&2; exit 1; }
done
# Links by path between the products' pages: the core's catalog is converted before the
# front-ends exist, so it links them as /documentation/<module>; each must be a page of the site.
broken=0
for link in $(grep -rhoE '\]\(/documentation/[a-z0-9/]+\)' Sources/*/*.docc | sed -E 's/^\]\((.*)\)$/\1/' | sort -u); do
  [ -e "$OUT$link/index.html" ] || { echo "error: a catalog links $link, which the site does not have" >&2; broken=1; }
done
[ "$broken" = 0 ] || exit 1
echo "Documentation: $OUT/documentation/index.html, one page per product (serve $OUT over HTTP)"
