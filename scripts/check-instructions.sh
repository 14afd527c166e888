#!/usr/bin/env bash
# Counts the instructions (and allocations) of the hot paths with callgrind and compares them with
# the committed baseline, Benchmarks/instructions-baseline.tsv. Instruction counts do not depend on
# the machine's load, so this runs in CI where wall-clock benchmarks cannot.
#
# Paths: every core hot path of `controlkit-hot-paths --list` (per iteration, each repeated 1,000
# times inside the one function callgrind collects in), and the GTK creation and value-change
# workloads of `controlkit-gtk-bench` (per widget and per value change: each runs once with one
# round and once with two, and the difference is the figure, so one-time set-up such as GTK's class
# initialisation stays out).
#
# Fails when any path takes more than 10 % more instructions than its baseline, or when a core
# path's allocation count (calls into malloc, calloc, realloc, posix_memalign, aligned_alloc from
# outside the allocator) differs from its baseline at all. Core figures repeat exactly from run to
# run; GTK's instructions move by a percent or two (GLib, other threads' timing), so GTK paths'
# allocations are printed but not checked.
#
# Usage: scripts/check-instructions.sh [check|baseline]
#   check     (default) compare with the baseline
#   baseline  measure and rewrite the baseline (commit it with the reason in the message:
#             `make instructions-baseline`)
# Environment: SWIFT (swift), TRAITS (--traits GTK), INSTRUCTION_TOLERANCE (10, in per cent).
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-check}"
case "$mode" in check | baseline) ;; *)
  echo "check-instructions: unknown mode '$mode' (check or baseline)" >&2
  exit 2
  ;;
esac
swift="${SWIFT:-swift}"
read -r -a traits <<<"${TRAITS:---traits GTK}"
tolerance="${INSTRUCTION_TOLERANCE:-10}"
baseline=Benchmarks/instructions-baseline.tsv
out=.build-instructions
iterations=1000 # per core path
widgets=100     # per GTK creation round
changes=1000    # per GTK value-change round
mkdir -p "$out"
rm -f "$out"/*.out*

# One release build for both executables (the same traits, so the core is compiled once). The
# `-pthread` lines are SwiftPM's about the system libraries' .pc files (see the README).
for product in controlkit-hot-paths controlkit-gtk-bench; do
  "$swift" build -c release --product "$product" "${traits[@]}" 2>&1 |
    { grep -v 'prohibited flag' || true; }
done
bin="$("$swift" build -c release --show-bin-path "${traits[@]}")"

# Prints "instructions allocations" of one callgrind output file (the totals line, and the calls to
# the allocator recorded while collecting; callgrind compresses names as "(id) name" once, "(id)"
# after).
read_counts() {
  awk '
    function remember(line,   left, right, id, rest) {
      left = index(line, "("); right = index(line, ")")
      id = substr(line, left + 1, right - left - 1)
      rest = substr(line, right + 2)
      if (rest != "") names[id] = rest
      return names[id]
    }
    BEGIN {
      split("malloc calloc realloc posix_memalign aligned_alloc memalign valloc", list, " ")
      for (i in list) allocator[list[i]] = 1
    }
    /^fn=\(/ { caller = remember($0) }
    /^cfn=\(/ { callee = remember($0) }
    # One allocation is one call into the allocator from outside it (glibc'"'"'s posix_memalign
    # calls malloc itself).
    /^calls=/ {
      split($1, count, "=")
      if ((callee in allocator) && !(caller in allocator) && caller !~ /^_mid_memalign/) {
        allocations += count[2]
      }
    }
    /^totals:/ { total = $2 }
    END { printf "%d %d\n", total, allocations }
  ' "$1"
}

# "total / count" rounded to a whole number, or with DECIMALS decimals (trailing zeros dropped).
per() {
  awk -v total="$1" -v count="$2" -v decimals="${3:-0}" 'BEGIN {
    text = sprintf("%." decimals "f", total / count)
    if (index(text, ".") > 0) { sub(/0+$/, "", text); sub(/\.$/, "", text) }
    print text
  }'
}

results="$out/results.tsv"
: >"$results"

echo "== core hot paths: callgrind, $iterations iterations each"
while read -r path; do
  file="$out/$path.out"
  valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredRegion*' \
    --callgrind-out-file="$file" "$bin/controlkit-hot-paths" "$path" --iterations "$iterations" \
    >/dev/null 2>"$out/$path.log" || { cat "$out/$path.log" >&2; exit 1; }
  read -r total allocations < <(read_counts "$file")
  printf '%s\t%s\t%s\n' "$path" "$(per "$total" "$iterations")" \
    "$(per "$allocations" "$iterations" 3)" >>"$results"
done < <("$bin/controlkit-hot-paths" --list)

# The GTK workloads under a private Xvfb, collected only inside the workload's function: each
# runs once with one round and once with two (one batch each); the difference is the second
# round, so one-time set-up (GTK's class initialisation, CSS, fonts) stays out.
gtk_run() {
  local path="$1" function="$2" rounds="$3"
  shift 3
  local file="$out/$path-$rounds.out"
  env -u DISPLAY LC_ALL=C.UTF-8 GSK_RENDERER=cairo GTK_A11Y=none GDK_BACKEND=x11 xvfb-run -a \
    valgrind --tool=callgrind --collect-atstart=no \
    --toggle-collect="\$s20controlkit_gtk_bench9BenchMainO${function}*" \
    --callgrind-out-file="$file" "$bin/controlkit-gtk-bench" --batches 1 "$@" \
    >"$out/$path-$rounds.log" 2>&1 || { cat "$out/$path-$rounds.log" >&2; exit 1; }
  read_counts "$file"
}
gtk_path() {
  local path="$1" function="$2" count="$3" rounds_flag="$4"
  shift 4
  local one two
  one="$(gtk_run "$path" "$function" 1 "$rounds_flag" 1 "$@")"
  two="$(gtk_run "$path" "$function" 2 "$rounds_flag" 2 "$@")"
  read -r total allocations < <(awk -v a="$one" -v b="$two" 'BEGIN {
    split(a, first, " "); split(b, second, " ")
    print second[1] - first[1], second[2] - first[2]
  }')
  printf '%s\t%s\t%s\n' "$path" "$(per "$total" "$count")" "$(per "$allocations" "$count" 1)" \
    >>"$results"
}
echo "== GTK: callgrind, $widgets widgets created, $changes value changes (per widget, per change)"
gtk_path gtk-create-stepper 14createSteppers "$widgets" --create-rounds \
  --only create-ours --rounds 0 --widgets "$widgets"
gtk_path gtk-create-spin-button 17createSpinButtons "$widgets" --create-rounds \
  --only create-gtk --rounds 0 --widgets "$widgets"
gtk_path gtk-set-stepper 16setStepperValues "$changes" --rounds \
  --only set-ours --create-rounds 0 --changes "$changes"
gtk_path gtk-set-spin-button 19setSpinButtonValues "$changes" --rounds \
  --only set-gtk --create-rounds 0 --changes "$changes"

if [ "$mode" = baseline ]; then
  {
    printf '# Instructions and allocations per iteration (core paths), per widget (gtk-create-*) and\n'
    printf '# per value change (gtk-set-*), counted by callgrind: `make check-instructions` fails on\n'
    printf '# more than 10 %% more instructions, or on any change in a core path'"'"'s allocations.\n'
    printf '# Rewritten only by `make instructions-baseline`; commit it with the reason.\n'
    printf '# path\tinstructions\tallocations\n'
    cat "$results"
  } >"$baseline"
  awk -F '\t' '{ printf "%-26s %12s instructions  %s allocations\n", $1, $2, $3 }' "$results"
  echo "check-instructions: wrote $baseline; commit it with the reason for the new figures"
  exit 0
fi

[ -f "$baseline" ] || { echo "check-instructions: no $baseline (make instructions-baseline)" >&2; exit 1; }
awk -F '\t' -v tolerance="$tolerance" '
  FNR == NR {
    if ($0 !~ /^#/ && NF >= 3) { known[$1] = 1; base[$1] = $2; baseAllocations[$1] = $3 }
    next
  }
  {
    path = $1; instructions = $2; allocations = $3
    if (!(path in known)) {
      printf "%-26s %12s  (no baseline)\n", path, instructions
      failures[++failed] = sprintf("%s: no baseline figure; add it with `make instructions-baseline`", path)
      next
    }
    change = base[path] > 0 ? (instructions - base[path]) * 100 / base[path] : 0
    printf "%-26s %12s instructions (baseline %s, %+.1f %%)  %s allocations (baseline %s)\n", \
      path, instructions, base[path], change, allocations, baseAllocations[path]
    if (instructions > base[path] * (1 + tolerance / 100)) {
      failures[++failed] = sprintf( \
        "%s: %s instructions, baseline %s: %+.1f %%, more than the %s %% allowed", \
        path, instructions, base[path], change, tolerance)
    } else if (instructions < base[path] * (1 - tolerance / 100)) {
      notes[++noted] = sprintf("%s: %.1f %% below its baseline (%s, was %s): worth a new baseline", \
        path, -change, instructions, base[path])
    }
    if (path !~ /^gtk-/ && allocations != baseAllocations[path]) {
      failures[++failed] = sprintf( \
        "%s: %s allocations per iteration, baseline %s: a core path must allocate exactly as committed", \
        path, allocations, baseAllocations[path])
    }
  }
  END {
    for (i = 1; i <= noted; i++) print "note: " notes[i]
    for (i = 1; i <= failed; i++) print "error: check-instructions: " failures[i]
    if (failed > 0) {
      print "If the change is intended, run `make instructions-baseline` and commit the new " \
        "baseline with the reason."
      exit 1
    }
    print "check-instructions: every path within " tolerance " % of its baseline instructions, " \
      "core allocations unchanged"
  }
' "$baseline" "$results"
