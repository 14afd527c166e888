#!/usr/bin/env bash
# The GTK-of-today lane (issue 38): the GTK front-end built and tested on Debian 13 (GTK 4.18,
# GLib 2.84, at-spi2-core 2.56, Orca 48) beside the host's Debian 12 (GTK 4.8).
#
# Makes, once, a Debian 13 root with debootstrap from Debian's own packages (cached under the
# ignored .build-debian13/root; about 50 s and 214 MB), installs there what
# `scripts/install-deps.sh test` installs plus what the Swift toolchain needs to link, then
# bind-mounts the host's Swift toolchain, the Swift package mirror the host's git configuration
# points at, this repository, /proc, /dev, /dev/pts and /dev/shm, and runs in the root, in a
# network namespace of its own (so its X displays and D-Bus buses cannot meet the host's):
#   1. the GTK build with warnings as errors (scratch path .build-debian13/build);
#   2. the GTK tests (X input, AT-SPI, Orca) and the Cairo tests (cairo 1.18, Pango 1.56), or the
#      suites named in DEBIAN13_TEST_FILTER.
#   3. the GTK example (Examples/GTKCounter) built and its window opened, unless a filter is given.
# Usage: scripts/debian13-lane.sh [build|test|self-test]   (default: test, which builds first;
# self-test checks how the Debian mirror is read from apt sources, below, on made-up files)
#
# Needs root or password-less sudo (debootstrap, mount, chroot, unshare) and, until the root is
# cached, a Debian mirror: the first `deb` URI ending in /debian in the host's own apt sources
# (/etc/apt/sources.list, /etc/apt/sources.list.d/*.list and *.sources), so the lane installs
# from wherever the host's apt does; DEBIAN13_MIRROR overrides it. Without them the lane prints
# "skipped: <why>" and how to run it, and succeeds, so `make test` passes on a laptop; with
# CONTROLKIT_REQUIRE_DEBIAN13=1 (`.ci/run` sets it) a skip fails instead.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
root="$repo/.build-debian13/root"
what="${1:-test}"

# The Debian archive URI the host's apt installs from: the first `deb` entry whose URI path ends
# in /debian (not debian-security, not a third-party repository), in one-line sources.list
# format ("deb [options] URI suite components") or deb822 .sources stanzas ("Types: deb" with
# "URIs: ..."), files read in apt's order (sources.list, then sources.list.d by name). Prints
# nothing when there is none. $1 is apt's directory (/etc/apt; another in the self-test).
host_debian_mirror() {
  local dir="$1" file
  local files=()
  [ -f "$dir/sources.list" ] && files+=("$dir/sources.list")
  # apt reads sources.list.d in name order, .list and .sources files mixed.
  while IFS= read -r file; do files+=("$file"); done < <(
    find "$dir/sources.list.d" -maxdepth 1 -type f \( -name '*.list' -o -name '*.sources' \) \
      2>/dev/null | LC_ALL=C sort)
  local found=""
  for file in ${files[@]+"${files[@]}"}; do
    found="$(awk -v deb822="$([[ "$file" == *.sources ]] && echo 1 || echo 0)" '
      function take(uri) {
        sub(/\/+$/, "", uri)
        if (uri ~ /^(https?|file):\/\/.*\/debian$/) { print uri; found = 1; exit }
      }
      function stanza(   n, parts, k) {
        if (!disabled && types ~ /[[:space:]]deb([[:space:]]|$)/) {
          n = split(uris, parts, /[[:space:]]+/)
          for (k = 2; k <= n; k++) take(parts[k])
        }
        types = ""; uris = ""; disabled = 0
      }
      /^[[:space:]]*#/ { next }
      !deb822 && $1 == "deb" {
        i = 2
        if ($i ~ /^\[/) { while (i <= NF && $i !~ /\]$/) i++; i++ }
        take($i); next
      }
      deb822 && /^[[:space:]]*$/ { stanza(); next }
      deb822 && tolower($1) == "types:" { types = $0 }
      deb822 && tolower($1) == "uris:" { uris = $0 }
      deb822 && tolower($1) == "enabled:" && tolower($2) == "no" { disabled = 1 }
      END { if (deb822 && !found) stanza() }
    ' "$file")"
    if [ -n "$found" ]; then echo "$found"; return 0; fi
  done
}

# The skip: what is missing and how to run the lane; a failure where the lane is required.
skip() {
  echo "== Debian 13 lane skipped: $1."
  echo "   To run it: as root or with password-less sudo, on a machine whose apt reaches a Debian" \
    "mirror (or with DEBIAN13_MIRROR=<URI of a Debian archive>): make test-debian13"
  if [ "${CONTROLKIT_REQUIRE_DEBIAN13:-}" = 1 ]; then
    echo "error: CONTROLKIT_REQUIRE_DEBIAN13=1: the Debian 13 lane must run here" >&2
    exit 1
  fi
  exit 0
}

self_test() {
  local dir
  dir="$(mktemp -d)"
  trap 'rm -rf "$dir"' RETURN
  expect() {
    local got
    got="$(host_debian_mirror "$dir")"
    [ "$got" = "$1" ] || { echo "self-test: $2: expected '$1', got '$got'" >&2; return 1; }
  }
  mkdir -p "$dir/sources.list.d"
  expect "" "no sources"
  printf '%s\n' "# deb http://commented.example/debian bookworm main" \
    "deb-src http://src.example/debian bookworm main" \
    "deb [arch=amd64 signed-by=/k.gpg] http://one.example/debian/ bookworm main" \
    "deb http://two.example/debian bookworm main" >"$dir/sources.list"
  expect "http://one.example/debian" "one-line format, options and trailing slash"
  rm "$dir/sources.list"
  printf '%s\n' "Types: deb" "URIs: https://deb.nodesource.com/node_20.x" "Suites: nodistro" "" \
    "Types: deb deb-src" "URIs: http://sec.example/debian-security" "Suites: bookworm-security" "" \
    "Types: deb" "URIs: http://off.example/debian" "Enabled: no" "" \
    "Types: deb" "# a comment inside the stanza" "URIs: http://mirror.example/debian" \
    "Suites: bookworm" >"$dir/sources.list.d/debian.sources"
  expect "http://mirror.example/debian" "deb822 stanzas: third-party, security, disabled skipped"
  printf '%s\n' "deb http://first.example/debian bookworm main" >"$dir/sources.list.d/a.list"
  expect "http://first.example/debian" "sources.list.d in name order (a.list before debian.sources)"
  echo "self-test: host_debian_mirror: 4 cases pass"
}
if [ "$what" = self-test ]; then self_test; exit 0; fi

sudo=""
if [ "$(id -u)" != 0 ]; then
  command -v sudo >/dev/null || skip "not root, and no sudo"
  sudo -n true 2>/dev/null || skip "not root, and sudo asks for a password"
  sudo=sudo
fi
swift_bin="$(readlink -f "$(command -v swift)")"
toolchain="${swift_bin%/usr/bin/*}"
mirror="$(git config --system --get-regexp '^url\..*\.insteadof$' | head -1 | sed -E 's/^url\.(.*)\.insteadof .*/\1/')"
debian_mirror="${DEBIAN13_MIRROR:-$(host_debian_mirror /etc/apt)}"
# Only a root still to be made needs debootstrap, namespaces and the mirror.
if [ ! -f "$root/etc/debian_version" ]; then
  [ -n "$debian_mirror" ] ||
    skip "the host's apt sources (/etc/apt) name no Debian mirror, and DEBIAN13_MIRROR is unset"
  # apt's own downloader, so apt's proxy and settings apply as they do to the host's installs.
  release="$(mktemp)"
  timeout 60 /usr/lib/apt/apt-helper download-file "$debian_mirror/dists/trixie/Release" \
    "$release" >/dev/null 2>&1 ||
    { rm -f "$release"; skip "the Debian mirror $debian_mirror gave no trixie Release file"; }
  rm -f "$release"
  $sudo unshare --net true 2>/dev/null ||
    skip "this machine does not let root make a network namespace (unshare --net)"
fi

make_root() {
  command -v debootstrap >/dev/null || {
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq debootstrap
  }
  $sudo rm -rf "$root.partial"
  mkdir -p "$(dirname "$root")"
  $sudo debootstrap --variant=minbase trixie "$root.partial" "$debian_mirror"
  $sudo mv "$root.partial" "$root"
}
# Several lanes may run at once (each with its own DEBIAN13_SCRATCH): making the root is done under
# an exclusive lock, each run holds a shared one, and the last run out takes the bind mounts down.
mkdir -p .build-debian13
exec 8>.build-debian13/make.lock
flock -x 8
[ -f "$root/etc/debian_version" ] || make_root
exec 9>.build-debian13/run.lock
flock -s 9

points=()
bind() {
  points+=("$root$2")
  $sudo mkdir -p "$root$2"
  mountpoint -q "$root$2" || $sudo mount --bind "$1" "$root$2"
}
cleanup() {
  local i
  flock -n -x 9 || return 0
  for ((i = ${#points[@]} - 1; i >= 0; i--)); do
    if mountpoint -q "${points[i]}"; then $sudo umount -l "${points[i]}" || true; fi
  done
}
trap cleanup EXIT
bind /proc /proc
bind /dev /dev
bind /dev/pts /dev/pts
bind /dev/shm /dev/shm
bind "$toolchain" "$toolchain"
bind "$repo" "$repo"
if [ -n "$mirror" ] && [ -d "$mirror" ]; then
  bind "${mirror%/}" "${mirror%/}"
fi
$sudo cp /etc/resolv.conf "$root/etc/resolv.conf"

# What the toolchain links against (once), and what the tests need: install-deps.sh's list on
# every run, which installs only what is missing, so a cached root gets a package added to the
# list later (a font, say) instead of failing a test for it.
inside() { $sudo chroot "$root" /usr/bin/env -i HOME=/root PATH="$toolchain/usr/bin:/usr/sbin:/usr/bin:/sbin:/bin" LANG=C.UTF-8 "$@"; }
if [ ! -f "$root/.controlkit-deps" ]; then
  inside apt-get update -qq
  inside env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    git ca-certificates binutils gcc libc6-dev libstdc++-14-dev libcurl4t64 libxml2 libedit2 \
    libncurses6 libsqlite3-0 libpython3.13 tzdata procps iproute2
  $sudo touch "$root/.controlkit-deps"
fi
inside bash -c "cd '$repo' && scripts/install-deps.sh test"
# The same URL rewrites as the host's, so SwiftPM fetches from the mirror (once git is in the
# root, and once only).
if [ -n "$mirror" ] && [ -d "$mirror" ] && ! inside git config --system --get-regexp '^url\.' >/dev/null; then
  git config --system --list | grep '^url\.' | while IFS='=' read -r key value; do
    inside git config --system --add "$key" "$value"
  done
fi
exec 8>&-
echo "== Debian $(cat "$root/etc/debian_version"):" \
  "$(inside dpkg-query -W -f '${Package} ${Version}, ' libgtk-4-1 libglib2.0-0t64 at-spi2-core \
    orca libcairo2 libpango-1.0-0)"

# DEBIAN13_SCRATCH lets two lanes share the root (each with its own build folder and logs).
scratch="${DEBIAN13_SCRATCH:-.build-debian13/build}"
mkdir -p "$scratch"
# Runs `$1` in the root, in a network namespace of its own (abstract X and D-Bus sockets are per
# namespace), with loopback up.
run() {
  printf '%s\n' "ip link set lo up" "cd '$repo'" "$1" >"$repo/$scratch/step.sh"
  $sudo unshare --net chroot "$root" /usr/bin/env -i HOME=/root \
    PATH="$toolchain/usr/bin:/usr/sbin:/usr/bin:/sbin:/bin" LANG=C.UTF-8 \
    bash -e -o pipefail "$repo/$scratch/step.sh"
}
run "swift build --build-tests --traits GTK --scratch-path $scratch -Xswiftc -warnings-as-errors 2>&1 | tee $scratch/build-log.txt"
[ "$what" = build ] && exit 0
# CONTROLKIT_RECORD=1 passes through: the Cairo tests then record cairo 1.18's own references.
run "env -u DISPLAY CONTROLKIT_RECORD='${CONTROLKIT_RECORD:-}' CONTROLKIT_REQUIRE_GTK_TESTS=1 G_DEBUG=fatal-criticals swift test --skip-build --traits GTK --scratch-path $scratch --filter '${DEBIAN13_TEST_FILTER:-ControlKitGTKTests|ControlKitCairoTests}' 2>&1 | tee $scratch/test-log.txt"
# The GTK example (Examples/GTKCounter, as `make example-gtk` on the host): an outside package
# built against this checkout with no warning in its code or ours, then its window opened under
# Xvfb with every GLib critical fatal (xvfb-run needs xauth, which the root does not have: the
# namespace's own display :7 instead).
[ -n "${DEBIAN13_TEST_FILTER:-}" ] && exit 0
mkdir -p .build-example-link && ln -sfn "$repo" .build-example-link/ControlKit
run "cd Examples/GTKCounter
swift build --scratch-path '$repo/$scratch/example' 2>&1 | tee '$repo/$scratch/example-build-log.txt'
if grep -E '/(Sources|Examples)/.*warning:' '$repo/$scratch/example-build-log.txt'; then
  echo 'error: the GTK example has warnings on Debian 13'; exit 1
fi
rm -f /tmp/.X7-lock /tmp/.X11-unix/X7
Xvfb :7 -nolisten tcp -screen 0 1024x768x24 >/dev/null 2>&1 &
trap 'kill \$!' EXIT
for _ in \$(seq 100); do [ -S /tmp/.X11-unix/X7 ] && break; sleep 0.1; done
env DISPLAY=:7 G_DEBUG=fatal-criticals GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none \
  '$repo/$scratch/example/debug/GTKCounter' --smoke 2>&1 | tee '$repo/$scratch/example-log.txt'"
